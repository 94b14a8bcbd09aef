import "server-only";
import { callOrder } from "@/server/services/calls/payment-order";
import { videoRequestOrder } from "@/server/services/video-requests/payment-order";
import type { OrderKind, OrderKindName, Payable } from "./order-kind";
import type { Queryable } from "@/server/db";

/** The order kinds the payment core reaches, by name: it never imports their services or writes their tables. */
export const ORDER_KINDS: Record<OrderKindName, OrderKind> = { video: videoRequestOrder, call: callOrder };

/** The order a payment (or a checkout's reference) names: its kind and id; null for a subscription's payment. */
export function orderOf(ref: {
  videoRequestId?: string | null;
  callBookingId?: string | null;
  requestId?: string;
}): { kind: OrderKindName; id: string } | null {
  const videoId = ref.videoRequestId ?? ref.requestId;
  if (videoId) return { kind: "video", id: videoId };
  if (ref.callBookingId) return { kind: "call", id: ref.callBookingId };
  return null;
}

/** The payment's (or reference's) order, read through its kind; locked for update when `lock`. */
export async function loadOrder(db: Queryable, ref: Parameters<typeof orderOf>[0], lock = false): Promise<Payable | null> {
  const order = orderOf(ref);
  return order ? ORDER_KINDS[order.kind].load(db, order.id, lock) : null;
}
