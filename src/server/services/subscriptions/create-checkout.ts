import "server-only";
import { and, eq, gt, inArray, isNotNull, ne } from "drizzle-orm";
import { z } from "zod";
import { env } from "@/env";
import { tierPrice } from "@/lib/tier-price";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { BILLING_PERIODS, creatorSubscriptionTiers, subscriptionOrders } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { type Billing, getSubscriptionBilling } from "@/server/payments/billing";
import { subscriptionStateEvent } from "@/server/payments/subscriptions";
import { assertCreatorExists } from "@/server/services/creators/get-creator-page";
import { applyPlanChange, planChange } from "./change-tier";
import { tryLockCheckout } from "./fan-creator-lock";
import { handleBillingEvent } from "./handle-billing-event";
import { LIVE_STATUSES } from "./subscription-states";

/** Success and cancel URLs must lead back to our own site (absolute on our origin, or a path). */
const ownUrl = z
  .string()
  .max(2000)
  .refine((value) => {
    try {
      return new URL(value, env.APP_URL).origin === new URL(env.APP_URL).origin;
    } catch {
      return false;
    }
  }, "subscriptions.validation.foreignUrl");

export const createCheckoutInput = z.object({
  tierId: z.uuid("subscriptions.validation.tier"),
  creatorId: z.string().min(1).max(100),
  billingPeriod: z.enum(BILLING_PERIODS, "subscriptions.validation.billingPeriod").default("monthly"),
  idempotencyKey: z.string().min(8).max(200),
  successUrl: ownUrl,
  cancelUrl: ownUrl,
});

type Tier = typeof creatorSubscriptionTiers.$inferSelect;
type CheckoutData = z.infer<typeof createCheckoutInput>;

/**
 * Starts a subscription checkout (Stripe Checkout in subscription mode, or the test checkout page):
 * a pending subscription row, then the provider's session. It becomes active only through billing
 * events. The same idempotency key answers the same session. One live subscription per fan and
 * creator: a fan who has one changes its tier instead (prorated by the provider), an older unpaid
 * checkout for the same creator is closed so it can no longer be paid, a cancelled subscription still
 * in its paid period is undone rather than doubled, and a second attempt made at the same moment is
 * refused with a clear message. Once that period is over, subscribing again is a fresh checkout.
 */
export async function createSubscriptionCheckout({
  db,
  actor,
  input,
  billing = getSubscriptionBilling(db),
  now = new Date(),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof createCheckoutInput>;
  /** The billing provider (the edge composition's; the environment's by default). */
  billing?: Billing;
  now?: Date;
}) {
  if (!actor) throw new AppError("UNAUTHENTICATED", "errors.unauthenticated");
  const data = parseInput(createCheckoutInput, input);
  // Only a public creator is subscribed to (not one suspended or waiting for approval).
  await assertCreatorExists(db, data.creatorId);
  const [tier] = await db
    .select()
    .from(creatorSubscriptionTiers)
    .where(
      and(
        eq(creatorSubscriptionTiers.id, data.tierId),
        eq(creatorSubscriptionTiers.creatorId, data.creatorId),
        eq(creatorSubscriptionTiers.isActive, true),
      ),
    );
  if (!tier) throw new AppError("NOT_FOUND", "subscriptions.errors.tierNotFound");
  if (tier.creatorId === actor.id) throw new AppError("FORBIDDEN", "subscriptions.errors.ownTier");

  const [keyed] = await db.select().from(subscriptionOrders).where(eq(subscriptionOrders.idempotencyKey, data.idempotencyKey));
  if (keyed?.stripeCheckoutSessionId && keyed.userId === actor.id && keyed.tierId === tier.id && keyed.billingPeriod === data.billingPeriod && keyed.status === "pending") {
    // A retry of a checkout already started: the provider answers the same session for the same key.
    return startCheckout(db, billing, actor, tier, data);
  }
  return db.transaction(async (tx) => {
    if (!(await tryLockCheckout(tx, actor.id, tier.creatorId))) throw new AppError("CONFLICT", "subscriptions.errors.checkoutInProgress");
    await closeOpenCheckouts(db, billing, actor.id, tier.creatorId, data.idempotencyKey);
    const [live] = await db
      .select()
      .from(subscriptionOrders)
      .where(and(eq(subscriptionOrders.userId, actor.id), eq(subscriptionOrders.creatorId, tier.creatorId), inArray(subscriptionOrders.status, LIVE_STATUSES)));
    if (live) return changeTier(db, billing, live, tier, data);
    // A cancelled subscription still in its paid period is taken back (Undo cancellation), not doubled.
    const [running] = await db
      .select({ id: subscriptionOrders.id })
      .from(subscriptionOrders)
      .where(
        and(
          eq(subscriptionOrders.userId, actor.id),
          eq(subscriptionOrders.creatorId, tier.creatorId),
          eq(subscriptionOrders.status, "cancelled"),
          gt(subscriptionOrders.currentPeriodEnd, now),
        ),
      );
    if (running) throw new AppError("CONFLICT", "subscriptions.errors.cancelledStillRunning");
    return startCheckout(db, billing, actor, tier, data);
  });
}

/**
 * The fan's other unpaid checkouts for this creator: one paid meanwhile is applied (it may now be the
 * live subscription), the rest are closed at the provider and end as expired.
 */
async function closeOpenCheckouts(db: Db, billing: Billing, userId: string, creatorId: string, idempotencyKey: string) {
  const open = await db
    .select()
    .from(subscriptionOrders)
    .where(
      and(
        eq(subscriptionOrders.userId, userId),
        eq(subscriptionOrders.creatorId, creatorId),
        eq(subscriptionOrders.status, "pending"),
        ne(subscriptionOrders.idempotencyKey, idempotencyKey),
        isNotNull(subscriptionOrders.stripeCheckoutSessionId),
      ),
    );
  for (const order of open) {
    const sessionId = order.stripeCheckoutSessionId!;
    const ref = await billing.provider.subscriptionOfSession(sessionId);
    if (ref) {
      await handleBillingEvent({ db, billing, event: subscriptionStateEvent(billing.provider.name, await billing.provider.retrieve(ref)) });
    } else if (await billing.provider.expireCheckout(sessionId)) {
      await db
        .update(subscriptionOrders)
        .set({ status: "expired", updatedAt: new Date() })
        .where(and(eq(subscriptionOrders.id, order.id), eq(subscriptionOrders.status, "pending")));
    }
  }
}

/**
 * Changing tier from a checkout: the one live subscription moves to the new plan, prorated (as from My
 * Subscriptions). Answers the verified return, as a checkout would.
 */
async function changeTier(db: Db, billing: Billing, live: typeof subscriptionOrders.$inferSelect, tier: Tier, data: CheckoutData) {
  await applyPlanChange(db, billing, live, { ...planChange(live, tier, data.billingPeriod), idempotencyKey: data.idempotencyKey });
  const back = new URL(data.successUrl, env.APP_URL);
  back.searchParams.set("session_id", live.stripeCheckoutSessionId!);
  return { sessionId: live.stripeCheckoutSessionId!, sessionUrl: data.successUrl.startsWith("/") ? `${back.pathname}${back.search}` : back.toString() };
}

/** A pending subscription row under the idempotency key, then the provider's session for it. */
async function startCheckout(db: Db, billing: Billing, actor: Actor, tier: Tier, data: CheckoutData) {
  const price = tierPrice(tier, data.billingPeriod);
  await db
    .insert(subscriptionOrders)
    .values({
      userId: actor.id,
      creatorId: tier.creatorId,
      tierId: tier.id,
      status: "pending",
      billingPeriod: data.billingPeriod,
      fanName: actor.name ?? actor.email,
      tierName: tier.tierName,
      totalAmountCents: price.amount,
      currency: price.currency,
      provider: billing.provider.name,
      idempotencyKey: data.idempotencyKey,
    })
    .onConflictDoNothing({ target: subscriptionOrders.idempotencyKey });
  const [order] = await db.select().from(subscriptionOrders).where(eq(subscriptionOrders.idempotencyKey, data.idempotencyKey));
  if (order!.userId !== actor.id || order!.tierId !== tier.id || order!.billingPeriod !== data.billingPeriod) {
    throw new AppError("CONFLICT", "subscriptions.errors.idempotencyKeyReused");
  }
  if (order!.status !== "pending") throw new AppError("CONFLICT", "subscriptions.errors.checkoutReplaced");
  const session = await billing.provider.createCheckout({
    subscriptionOrderId: order!.id,
    tierId: tier.id,
    tierName: tier.tierName,
    billingPeriod: data.billingPeriod,
    price,
    idempotencyKey: data.idempotencyKey,
    successUrl: data.successUrl,
    cancelUrl: data.cancelUrl,
  });
  await db
    .update(subscriptionOrders)
    .set({ stripeCheckoutSessionId: session.sessionId, updatedAt: new Date() })
    .where(eq(subscriptionOrders.id, order!.id));
  return session;
}
