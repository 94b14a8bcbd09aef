/* What an admin sends to refund, cancel or extend an order: parsed by the order-action services and, with the same schemas, by the admin order page's dialogs. */
import { z } from "zod";
import { refundOrderInput } from "@/lib/payments/refund-input";

const reason = z.string().trim().min(3, "admin.validation.reasonRequired").max(500, "admin.validation.reasonTooLong");
const requestId = z.uuid("orders.errors.notFound");

export const adminRefundOrderSchema = refundOrderInput.extend({ reason });
export const adminCancelOrderSchema = z.object({ requestId, reason });
/** The longest one extension may add, in hours (two weeks). */
const MAX_EXTENSION_HOURS = 14 * 24;
export const extendDeadlineSchema = z.object({
  requestId,
  hours: z.coerce.number().int("admin.validation.extension").min(1, "admin.validation.extension").max(MAX_EXTENSION_HOURS, "admin.validation.extension"),
  reason,
});
