import "server-only";
import { z } from "zod";
import { releaseUnpaidCall } from "@/server/services/calls/release-unpaid-call";
import { defineJob } from "../define-job";

/** Releases a booked call's slot when it is still unpaid at the end of its payment window. */
export const releaseUnpaidCallJob = defineJob({
  name: "calls.releaseUnpaid",
  payload: z.object({ callBookingId: z.string().uuid() }),
  queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
  handler: async ({ db, data }) => {
    await releaseUnpaidCall({ db, callBookingId: data.callBookingId });
  },
});
