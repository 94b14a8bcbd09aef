import "server-only";
import { DELIVERY_TIER_RULES, type DeliveryTier } from "@/lib/video-requests/rules";

/** When a video is due: the tier's promise from now, or the scheduled day (end of that day, UTC). */
export function dueDateFor(tier: DeliveryTier, scheduledDate: string | undefined, now = new Date()): Date {
  const hours = DELIVERY_TIER_RULES[tier].dueInHours;
  if (hours !== null) return new Date(now.getTime() + hours * 3_600_000);
  if (!scheduledDate) throw new TypeError("a scheduled delivery needs its date");
  return new Date(`${scheduledDate}T23:59:59Z`);
}
