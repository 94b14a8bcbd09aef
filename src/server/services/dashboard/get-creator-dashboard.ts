import "server-only";
import { and, eq } from "drizzle-orm";
import { canActAsCreator } from "@/lib/creator-rule";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { creatorProfiles, creatorSubscriptionTiers, subscriptionOrders, videoRequests } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { activeSubscriptionOfTier, tierOrder, tierSubscribers } from "@/server/services/creators/tier-subscribers";

/**
 * The creator's home numbers, all real: active subscribers, paid requests waiting for them,
 * completed videos and rating (trigger-kept counters), and their tiers with active subscribers each.
 * `profile` is null while the account has no public creator profile yet.
 */
export async function getCreatorDashboard({ db, actor }: { db: Db; actor: Actor }) {
  if (!canActAsCreator(actor)) throw new AppError("FORBIDDEN", "errors.forbidden");

  const [profileRows, tiers] = await Promise.all([
    db
      .select({
        displayName: creatorProfiles.displayName,
        verified: creatorProfiles.verified,
        averageRating: creatorProfiles.averageRating,
        reviewCount: creatorProfiles.totalReviews,
        completedVideos: creatorProfiles.totalVideos,
        activeSubscribers: db.$count(
          subscriptionOrders,
          and(eq(subscriptionOrders.creatorId, actor.id), eq(subscriptionOrders.status, "active")),
        ),
        pendingRequests: db.$count(
          videoRequests,
          and(eq(videoRequests.creatorId, actor.id), eq(videoRequests.status, "pending")),
        ),
      })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, actor.id)),
    db
      .select({
        id: creatorSubscriptionTiers.id,
        name: creatorSubscriptionTiers.tierName,
        priceUsdCents: creatorSubscriptionTiers.priceUsdCents,
        priceHtgCents: creatorSubscriptionTiers.priceHtgCents,
        billingPeriod: creatorSubscriptionTiers.billingPeriod,
        isActive: creatorSubscriptionTiers.isActive,
        activeSubscribers: tierSubscribers(),
      })
      .from(creatorSubscriptionTiers)
      .leftJoin(subscriptionOrders, activeSubscriptionOfTier)
      .where(eq(creatorSubscriptionTiers.creatorId, actor.id))
      .groupBy(creatorSubscriptionTiers.id)
      .orderBy(...tierOrder()),
  ]);

  const profile = profileRows[0] ?? null;
  return { profile, tiers };
}

export type CreatorDashboard = Awaited<ReturnType<typeof getCreatorDashboard>>;
