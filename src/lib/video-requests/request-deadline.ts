import { DELIVERY_TIER_RULES, type DeliveryTier } from "@/lib/video-requests/rules";

const HOUR_MS = 60 * 60 * 1000;

/** The longest a paid request may wait for its video, whatever its tier (a scheduled one waits for its date). */
const MAX_DELIVERY_HOURS = 7 * 24;

/** Extra time the creator is shown and given after the deadline before the request expires and refunds. */
export const DELIVERY_GRACE_HOURS = 24;

/**
 * A paid request's deadline: the tier's promise from payment (DELIVERY_TIER_RULES), at most 7 days, or
 * an earlier date already set; a scheduled request keeps its scheduled date.
 */
export function deliveryDeadline(paidAt: Date, tier: DeliveryTier, booked: Date | null): Date {
  const hours = DELIVERY_TIER_RULES[tier].dueInHours;
  if (hours === null && booked) return booked;
  const promised = new Date(paidAt.getTime() + Math.min(MAX_DELIVERY_HOURS, hours ?? MAX_DELIVERY_HOURS) * HOUR_MS);
  return booked && booked < promised ? booked : promised;
}

/** When a request still undelivered at `dueAt` expires: its deadline plus the grace. */
export function expiryTime(dueAt: Date): Date {
  return new Date(dueAt.getTime() + DELIVERY_GRACE_HOURS * HOUR_MS);
}
