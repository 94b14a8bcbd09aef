import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import { creatorSubscriptionTiers, subscriptionOrders } from "@/server/db/schema";

/**
 * Who counts as a tier's subscriber: an active subscription order (paused, past-due and cancelled
 * ones do not). Left-join it on the tiers, group by tier, and select `tierSubscribers`.
 */
export const activeSubscriptionOfTier = and(
  eq(subscriptionOrders.tierId, creatorSubscriptionTiers.id),
  eq(subscriptionOrders.status, "active"),
);
export const tierSubscribers = () => count(subscriptionOrders.id);

/** The creator's order of their tiers (settings' reorder), then price, then id: everywhere tiers are listed. */
export const tierOrder = () => [asc(creatorSubscriptionTiers.sortOrder), asc(creatorSubscriptionTiers.priceUsdCents), asc(creatorSubscriptionTiers.id)];
