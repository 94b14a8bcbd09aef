import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { MAX_TIERS } from "@/lib/creator-settings";
import { createTierInput, tierId, updateTierInput } from "@/lib/creator-settings-input";
import type { Actor } from "@/server/auth/actor";
import type { Db, Queryable } from "@/server/db";
import { creatorSubscriptionTiers, posts, subscriptionOrders } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { activeSubscriptionOfTier, tierOrder, tierSubscribers } from "@/server/services/creators/tier-subscribers";
import { requireOwnCreator } from "./own-creator";

interface Args<Input extends z.ZodType> {
  db: Db;
  actor: Actor | null;
  input: z.input<Input>;
}

export const tierIdInput = z.object({ tierId });
export const setTierActiveInput = z.object({ tierId, isActive: z.boolean({ message: "validation.invalid" }) });
export const reorderTiersInput = z.object({
  tierIds: z.array(tierId).min(1, "validation.invalid").max(MAX_TIERS, "validation.invalid"),
});

/** The creator's tiers in their order, each with its active subscribers. */
export function listOwnTiers(db: Queryable, creatorId: string) {
  return db
    .select({
      id: creatorSubscriptionTiers.id,
      name: creatorSubscriptionTiers.tierName,
      description: creatorSubscriptionTiers.description,
      descriptionFr: creatorSubscriptionTiers.descriptionFr,
      descriptionHt: creatorSubscriptionTiers.descriptionHt,
      benefits: creatorSubscriptionTiers.benefits,
      benefitsFr: creatorSubscriptionTiers.benefitsFr,
      benefitsHt: creatorSubscriptionTiers.benefitsHt,
      priceUsdCents: creatorSubscriptionTiers.priceUsdCents,
      priceHtgCents: creatorSubscriptionTiers.priceHtgCents,
      billingPeriod: creatorSubscriptionTiers.billingPeriod,
      annualDiscountPercent: creatorSubscriptionTiers.annualDiscountPercent,
      isActive: creatorSubscriptionTiers.isActive,
      activeSubscribers: tierSubscribers(),
    })
    .from(creatorSubscriptionTiers)
    .leftJoin(subscriptionOrders, activeSubscriptionOfTier)
    .where(eq(creatorSubscriptionTiers.creatorId, creatorId))
    .groupBy(creatorSubscriptionTiers.id)
    .orderBy(...tierOrder());
}
export type OwnTier = Awaited<ReturnType<typeof listOwnTiers>>[number];

/** The tier, locked, if it is the creator's; another creator's tier answers like a missing one. */
async function ownTier(tx: Queryable, creatorId: string, id: string) {
  const [tier] = await tx
    .select()
    .from(creatorSubscriptionTiers)
    .where(and(eq(creatorSubscriptionTiers.id, id), eq(creatorSubscriptionTiers.creatorId, creatorId)))
    .for("update");
  if (!tier) throw new AppError("NOT_FOUND", "creatorSettings.errors.tierNotFound");
  return tier;
}

/** How many subscriptions (of any state) were ever taken on the tier: their billing and history name it. */
async function subscriptionsOf(tx: Queryable, id: string) {
  const [row] = await tx.select({ n: count() }).from(subscriptionOrders).where(eq(subscriptionOrders.tierId, id));
  return row?.n ?? 0;
}

/** A new tier, last in the creator's order. At most MAX_TIERS tiers. */
export async function createTier({ db, actor, input }: Args<typeof createTierInput>) {
  const creator = await requireOwnCreator(db, actor);
  const { name, ...fields } = parseInput(createTierInput, input);
  return db.transaction(async (tx) => {
    // One creator's tier changes run one at a time, so the limit and the order hold.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lakou_tiers'), hashtext(${creator.id}))`);
    const [{ n, last }] = (await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${creatorSubscriptionTiers.sortOrder}), -1)::int` })
      .from(creatorSubscriptionTiers)
      .where(eq(creatorSubscriptionTiers.creatorId, creator.id))) as [{ n: number; last: number }];
    if (n >= MAX_TIERS) throw new AppError("CONFLICT", "creatorSettings.errors.tooManyTiers");
    const [tier] = await tx
      .insert(creatorSubscriptionTiers)
      .values({ creatorId: creator.id, tierName: name, ...fields, sortOrder: last + 1 })
      .returning({ id: creatorSubscriptionTiers.id });
    return tier!;
  });
}

/**
 * Edits a tier. Its price and billing period stay as they are while anyone has subscribed to it (their
 * subscriptions bill that price): a new price is a new tier. The annual discount may change: it prices
 * new yearly subscriptions (a new Price at Stripe), those running keep theirs.
 */
export async function updateTier({ db, actor, input }: Args<typeof updateTierInput>) {
  const creator = await requireOwnCreator(db, actor);
  const { tierId: id, name, ...fields } = parseInput(updateTierInput, input);
  return db.transaction(async (tx) => {
    const tier = await ownTier(tx, creator.id, id);
    const repriced =
      tier.priceUsdCents !== fields.priceUsdCents ||
      tier.priceHtgCents !== fields.priceHtgCents ||
      tier.billingPeriod !== fields.billingPeriod;
    if (repriced && (await subscriptionsOf(tx, id)) > 0) {
      throw new AppError("CONFLICT", "creatorSettings.errors.tierPriceLocked");
    }
    await tx
      .update(creatorSubscriptionTiers)
      .set({ tierName: name, ...fields })
      .where(eq(creatorSubscriptionTiers.id, id));
    return { id };
  });
}

/** Offers a tier to new subscribers again, or stops offering it (its subscribers keep theirs). */
export async function setTierActive({ db, actor, input }: Args<typeof setTierActiveInput>) {
  const creator = await requireOwnCreator(db, actor);
  const { tierId: id, isActive } = parseInput(setTierActiveInput, input);
  return db.transaction(async (tx) => {
    await ownTier(tx, creator.id, id);
    await tx.update(creatorSubscriptionTiers).set({ isActive }).where(eq(creatorSubscriptionTiers.id, id));
    return { id, isActive };
  });
}

/** Deletes a tier nobody ever subscribed to and no post is gated on; otherwise it can only be deactivated. */
export async function deleteTier({ db, actor, input }: Args<typeof tierIdInput>) {
  const creator = await requireOwnCreator(db, actor);
  const { tierId: id } = parseInput(tierIdInput, input);
  return db.transaction(async (tx) => {
    await ownTier(tx, creator.id, id);
    if ((await subscriptionsOf(tx, id)) > 0) throw new AppError("CONFLICT", "creatorSettings.errors.tierHasSubscribers");
    const gated = await tx.$count(posts, sql`${id}::uuid = any(${posts.accessTierIds})`);
    if (gated > 0) throw new AppError("CONFLICT", "creatorSettings.errors.tierGatesPosts");
    await tx.delete(creatorSubscriptionTiers).where(eq(creatorSubscriptionTiers.id, id));
    return { id };
  });
}

/** Puts the creator's tiers in the given order: every one of their tiers, each once. */
export async function reorderTiers({ db, actor, input }: Args<typeof reorderTiersInput>) {
  const creator = await requireOwnCreator(db, actor);
  const { tierIds } = parseInput(reorderTiersInput, input);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lakou_tiers'), hashtext(${creator.id}))`);
    const own = await tx
      .select({ id: creatorSubscriptionTiers.id })
      .from(creatorSubscriptionTiers)
      .where(eq(creatorSubscriptionTiers.creatorId, creator.id));
    const ownIds = new Set(own.map((tier) => tier.id));
    if (new Set(tierIds).size !== tierIds.length || tierIds.length !== ownIds.size || !tierIds.every((id) => ownIds.has(id))) {
      throw new AppError("VALIDATION", "errors.validation", { tierIds: "creatorSettings.validation.tierOrder" });
    }
    for (const [index, id] of tierIds.entries()) {
      await tx.update(creatorSubscriptionTiers).set({ sortOrder: index }).where(eq(creatorSubscriptionTiers.id, id));
    }
    return { tierIds };
  });
}
