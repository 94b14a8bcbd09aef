import { z } from "zod";

/** The longest reason a creator may give when declining a request. */
export const DECLINE_REASON_MAX = 500;

/** The reason the fan reads when a creator declines: the inbox's form and the service check the same rule. */
export const declineReasonSchema = z.object({
  reason: z.string().trim().min(3, "inbox.validation.reasonRequired").max(DECLINE_REASON_MAX, "inbox.validation.reasonTooLong"),
});
