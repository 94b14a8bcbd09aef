import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { isAdminWith } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import { creatorProfiles, creatorSubscriptionTiers, profiles, subscriptionOrders } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { bioTranslationsSql, tierBenefitsTranslationsSql, tierDescriptionTranslationsSql } from "./content-translations";
import { activeSubscriptionOfTier, tierOrder, tierSubscribers } from "./tier-subscribers";

export const creatorIdInput = z.object({ creatorId: z.string().trim().min(1).max(200) });

/**
 * Whose page exists: an account with a creator profile that may act as a creator (lib/creator-rule.ts,
 * applied by PostgreSQL's generated lakou_can_act_as_creator) and is not suspended. Fans, admins, suspended
 * accounts and unknown ids have none.
 */
export const isCreatorAccount = sql<boolean>`(lakou_can_act_as_creator(${profiles.role}, ${profiles.isCreator}) and ${profiles.suspendedAt} is null)`;

/**
 * Whose page is public: a creator account whose profile is approved (lib/creator-approval.ts, applied by
 * PostgreSQL's generated lakou_is_approved_creator). Only these are booked, subscribed, saved or called.
 */
export const isPublicCreator = sql<boolean>`(${isCreatorAccount} and lakou_is_approved_creator(${creatorProfiles.approvalStatus}))`;

/** The rule for one reader: the owner and admins holding users_view also see a profile waiting for approval. */
function visibleTo(reader: Actor | null | undefined, creatorId: string) {
  const reviews = reader && (reader.id === creatorId || isAdminWith(reader, "users_view"));
  return reviews ? isCreatorAccount : isPublicCreator;
}

/** The spec's name rule: display name, else first and last name; null lets the UI say 'Creator'. */
export const creatorNameSql = sql<string | null>`coalesce(
  nullif(btrim(${creatorProfiles.displayName}), ''),
  nullif(btrim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), '')
)`;

/** Throws NOT_FOUND unless `creatorId` belongs to a creator with a public profile (or one `reader` may see). */
export async function assertCreatorExists(db: Db, creatorId: string, reader?: Actor | null) {
  const [row] = await db
    .select({ id: creatorProfiles.userId })
    .from(creatorProfiles)
    .innerJoin(profiles, eq(profiles.id, creatorProfiles.userId))
    .where(and(eq(creatorProfiles.userId, creatorId), visibleTo(reader, creatorId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "errors.creatorNotFound");
}

/** The same check as a service: pages make it before streaming, so an unknown id gets a real 404. */
export async function checkCreatorExists({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof creatorIdInput> }) {
  const { creatorId } = parseInput(creatorIdInput, input);
  await assertCreatorExists(db, creatorId, actor);
  return { exists: true as const };
}

/**
 * "Most Popular" is earned: the tier with the most active subscriptions (the cheaper one on a tie),
 * and no tier while nobody subscribes. The counts themselves stay private to the creator.
 */
function markMostPopular<T extends { subscribers: number }>(tiers: T[]) {
  const top = tiers.reduce<T | null>((best, tier) => (tier.subscribers > (best?.subscribers ?? 0) ? tier : best), null);
  return tiers.map((tier) => {
    const { subscribers: _subscribers, ...shown } = tier;
    return { ...shown, mostPopular: tier === top };
  });
}

/**
 * A creator page's own data: header and stats, and the active tiers in the creator's order (cheapest
 * first among equals; the most subscribed one marked). Sample clips (list-previews), reviews (list-creator-reviews) and posts
 * (posts/list-posts) are read beside it. Anyone may read a public one, signed in or not; one waiting for
 * approval only its owner and admins (with its approval state, for their notice).
 */
export async function getCreatorPage({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof creatorIdInput> }) {
  const { creatorId } = parseInput(creatorIdInput, input);

  const [creator] = await db
    .select({
      id: creatorProfiles.userId,
      name: creatorNameSql,
      handle: creatorProfiles.handle,
      category: creatorProfiles.category,
      bio: creatorProfiles.bio,
      bioTranslations: bioTranslationsSql,
      avatarUrl: creatorProfiles.avatarUrl,
      bannerUrl: creatorProfiles.bannerUrl,
      verified: creatorProfiles.verified,
      isAvailable: creatorProfiles.isAvailable,
      languages: creatorProfiles.languages,
      responseTimeHours: creatorProfiles.responseTimeHours,
      paymentMethodsEnabled: creatorProfiles.paymentMethodsEnabled,
      videoPriceUsdCents: creatorProfiles.videoPriceUsdCents,
      videoPriceHtgCents: creatorProfiles.videoPriceHtgCents,
      totalReviews: creatorProfiles.totalReviews,
      averageRating: creatorProfiles.averageRating,
      totalVideos: creatorProfiles.totalVideos,
      joinedAt: creatorProfiles.createdAt,
      approvalStatus: creatorProfiles.approvalStatus,
    })
    .from(creatorProfiles)
    .innerJoin(profiles, eq(profiles.id, creatorProfiles.userId))
    .where(and(eq(creatorProfiles.userId, creatorId), visibleTo(actor, creatorId)))
    .limit(1);
  if (!creator) throw new AppError("NOT_FOUND", "errors.creatorNotFound");

  const tiers = await db
    .select({
      id: creatorSubscriptionTiers.id,
      name: creatorSubscriptionTiers.tierName,
      description: creatorSubscriptionTiers.description,
      descriptionTranslations: tierDescriptionTranslationsSql,
      benefits: creatorSubscriptionTiers.benefits,
      benefitsTranslations: tierBenefitsTranslationsSql,
      priceUsdCents: creatorSubscriptionTiers.priceUsdCents,
      priceHtgCents: creatorSubscriptionTiers.priceHtgCents,
      billingPeriod: creatorSubscriptionTiers.billingPeriod,
      annualDiscountPercent: creatorSubscriptionTiers.annualDiscountPercent,
      subscribers: tierSubscribers(),
    })
    .from(creatorSubscriptionTiers)
    .leftJoin(subscriptionOrders, activeSubscriptionOfTier)
    .where(and(eq(creatorSubscriptionTiers.creatorId, creatorId), eq(creatorSubscriptionTiers.isActive, true)))
    .groupBy(creatorSubscriptionTiers.id)
    .orderBy(...tierOrder());

  return { creator, tiers: markMostPopular(tiers) };
}
