import "server-only";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { creatorProfiles, creatorSubscriptionTiers, profiles, subscriptionOrders } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { creatorNameSql } from "@/server/services/creators/get-creator-page";

/**
 * The fan's subscriptions, one per creator (an active one wins, else the latest; checkouts never completed
 * are left out), newest first, in the
 * fields of the spec's subscription (fan view) with the creator and tier embedded.
 */
export async function listSubscriptions({ db, actor, now = new Date() }: { db: Db; actor: Actor | null; now?: Date }) {
  if (!actor) throw new AppError("UNAUTHENTICATED", "errors.unauthenticated");
  const rows = await db
    .select({
      order: subscriptionOrders,
      creatorName: creatorNameSql,
      handle: creatorProfiles.handle,
      avatarUrl: creatorProfiles.avatarUrl,
      tier: {
        id: creatorSubscriptionTiers.id,
        tierName: creatorSubscriptionTiers.tierName,
        description: creatorSubscriptionTiers.description,
        benefits: creatorSubscriptionTiers.benefits,
        billingPeriod: creatorSubscriptionTiers.billingPeriod,
      },
    })
    .from(subscriptionOrders)
    .innerJoin(creatorProfiles, eq(creatorProfiles.userId, subscriptionOrders.creatorId))
    .innerJoin(profiles, eq(profiles.id, subscriptionOrders.creatorId))
    .innerJoin(creatorSubscriptionTiers, eq(creatorSubscriptionTiers.id, subscriptionOrders.tierId))
    // A checkout never completed (pending, or closed unpaid as expired) is no subscription: a cancelled
    // or abandoned checkout leaves no card.
    .where(and(eq(subscriptionOrders.userId, actor.id), isNotNull(subscriptionOrders.startedAt)))
    .orderBy(desc(subscriptionOrders.createdAt));
  const byCreator = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const kept = byCreator.get(row.order.creatorId);
    if (!kept || (row.order.status === "active" && kept.order.status !== "active")) byCreator.set(row.order.creatorId, row);
  }
  return [...byCreator.values()].map(({ order, creatorName, handle, avatarUrl, tier }) => ({
    id: order.id,
    creator_id: order.creatorId,
    tier_id: order.tierId,
    status: order.status,
    billing_period: order.billingPeriod,
    current_period_start: order.currentPeriodStart,
    current_period_end: order.currentPeriodEnd,
    next_billing_date: order.nextBillingDate,
    cancelled_at: order.cancelledAt,
    total_amount: order.totalAmountCents / 100,
    total_amount_cents: order.totalAmountCents,
    currency: order.currency,
    stripe_subscription_id: order.stripeSubscriptionId,
    expires_at: order.expiresAt,
    is_expired: order.status === "expired" || (order.expiresAt !== null && order.expiresAt <= now),
    started_at: order.startedAt,
    creator: {
      id: order.creatorId,
      display_name: creatorName,
      name: creatorName,
      username: handle,
      profile_image_url: avatarUrl,
      avatar_url: avatarUrl,
    },
    tier: {
      id: tier.id,
      tier_name: order.tierName,
      name: order.tierName,
      description: tier.description,
      price: order.totalAmountCents / 100,
      benefits: tier.benefits,
      billing_period: order.billingPeriod,
    },
  }));
}
