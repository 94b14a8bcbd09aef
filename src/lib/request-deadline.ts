import type { DELIVERY_TIERS } from "@/server/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest a paid request may wait for its video, whatever its tier. */
export const MAX_DELIVERY_DAYS = 7;

/** What each delivery tier promises, in days after payment (rush within 24 hours, express 2-3 days). */
export const DELIVERY_PROMISE_DAYS: Record<(typeof DELIVERY_TIERS)[number], number> = { standard: 7, express: 3, rush: 1, scheduled: 7 };

/** Extra time the creator is shown and given after the deadline before the request expires and refunds. */
export const DELIVERY_GRACE_HOURS = 24;

/** A paid request's deadline: 7 days or the tier's promise, whichever is sooner (or an earlier date already set). */
export function deliveryDeadline(paidAt: Date, tier: (typeof DELIVERY_TIERS)[number], earlier: Date | null): Date {
  const promised = new Date(paidAt.getTime() + Math.min(MAX_DELIVERY_DAYS, DELIVERY_PROMISE_DAYS[tier]) * DAY_MS);
  return earlier && earlier < promised ? earlier : promised;
}

/** When a request still undelivered at `dueAt` expires: its deadline plus the grace. */
export function expiryTime(dueAt: Date): Date {
  return new Date(dueAt.getTime() + DELIVERY_GRACE_HOURS * 60 * 60 * 1000);
}
