import "server-only";
import { z } from "zod";
import { completeCall } from "@/server/services/calls/complete-call";
import { defineJob } from "../define-job";

/** Takes a paid call's money once its slot has ended (or gives it back if the call was cancelled). */
export const completeCallJob = defineJob({
  name: "calls.complete",
  payload: z.object({ callBookingId: z.string().uuid() }),
  queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
  handler: async ({ db, data }) => {
    await completeCall({ db, callBookingId: data.callBookingId });
  },
});
