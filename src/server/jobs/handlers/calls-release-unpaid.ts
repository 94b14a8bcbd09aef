import "server-only";
import { releaseUnpaidCall } from "@/server/services/calls/release-unpaid-call";
import type { JobHandler } from ".";

export const releaseUnpaidCallJob: JobHandler<"calls.releaseUnpaid"> = async ({ db, data }) => {
  await releaseUnpaidCall({ db, callBookingId: data.callBookingId });
};
