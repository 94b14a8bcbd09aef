import { z } from "zod";
import { CALL_DURATIONS, CALL_SLOTS } from "./call-rules";

export const callDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "calls.errors.dateInvalid");

/** A call booking (calls.book) as the booking widget sends it: a duration, a day and one of the creator's slots. */
export const bookCallInput = z.object({
  creatorId: z.string().trim().min(1).max(200),
  durationMinutes: z.union(CALL_DURATIONS.map((d) => z.literal(d)), { error: "calls.errors.durationInvalid" }),
  date: callDateSchema,
  time: z.enum(CALL_SLOTS as [string, ...string[]], { error: "calls.errors.slotInvalid" }),
});
