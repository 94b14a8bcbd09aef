import "server-only";
import { completeCall } from "@/server/services/calls/complete-call";
import type { JobHandler } from ".";

export const completeCallJob: JobHandler<"calls.complete"> = async ({ db, data }) => {
  await completeCall({ db, callBookingId: data.callBookingId });
};
