import { callCheckoutPath, checkoutPath, orderPath } from "@/lib/video-requests/booking-paths";

/** What a checkout pays for: a video request or a booked call (the payments router takes either id). */
export type CheckoutTarget = { requestId: string; callBookingId?: never } | { callBookingId: string; requestId?: never };

/** Where the fan lands once the server says the order is paid. */
export const paidPath = (target: CheckoutTarget) =>
  target.requestId ? orderPath(target.requestId) : callCheckoutPath(target.callBookingId!);

/** A fresh key for one checkout attempt, reused on every retry of that attempt. */
export const attemptKey = (method: "card" | "moncash", target: CheckoutTarget) =>
  `${method}:${target.requestId ?? target.callBookingId}:${crypto.randomUUID()}`;

/** The checkout of an order still unpaid, opened on `method` (after a refused MonCash payment: again, or by card). */
export const retryPath = (target: CheckoutTarget, creatorId: string, method: "card" | "moncash") =>
  target.requestId ? checkoutPath(creatorId, target.requestId, method) : callCheckoutPath(target.callBookingId!, method);
