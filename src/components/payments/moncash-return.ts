import type { CheckoutTarget } from "@/components/checkout/checkout-target";

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
