import type { CheckoutTarget } from "@/components/checkout/checkout-target";
import { orderPath } from "@/lib/video-requests/booking-paths";

/** What a verified MonCash payment paid for, as the server names it. */
type PaidFor = { requestId: string | null; callBookingId: string | null };

/** The order a verified payment paid for, to go on to. */
export function paidTarget(payment: PaidFor): CheckoutTarget | null {
  if (payment.requestId) return { requestId: payment.requestId };
  return payment.callBookingId ? { callBookingId: payment.callBookingId } : null;
}

/** The confirmation that fits what was paid for (payments.moncashReturn): a call booked, or a request sent to the creator. */
export function paidNotice(payment: PaidFor): "paidCall" | "paidVideo" {
  return payment.callBookingId ? "paidCall" : "paidVideo";
}

/** Where the fan sees an unpaid order: a video's order page, or My Orders for a call (its checkout is the retry). */
export function unpaidOrderPath(target: CheckoutTarget): string {
  return target.requestId ? orderPath(target.requestId) : "/fan/orders";
}
