/* What changes a booked call sends (its meeting link, a new time): parsed by the call services and, with the same schemas, by the call forms. */
import { z } from "zod";
import { callDateSchema } from "./book-call-input";
import { CALL_SLOTS, isCallJoinUrl } from "./call-rules";

export const callBookingIdInput = z.object({ callBookingId: z.uuid("calls.errors.notFound") });

export const setCallJoinUrlInput = callBookingIdInput.extend({
  joinUrl: z
    .string("callRoom.validation.joinUrl")
    .trim()
    .refine((value) => value === "" || isCallJoinUrl(value), "callRoom.validation.joinUrl"),
});

export const rescheduleCallInput = callBookingIdInput.extend({
  date: callDateSchema,
  time: z.enum(CALL_SLOTS as [string, ...string[]], { error: "calls.errors.slotInvalid" }),
});
