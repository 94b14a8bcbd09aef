import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { env } from "@/env";
import { tierPrice } from "@/lib/tier-price";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { BILLING_PERIODS, creatorSubscriptionTiers, subscriptionOrders } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { getSubscriptionBilling } from "@/server/payments/billing";
import { subscriptionStateEvent } from "@/server/payments/subscriptions";
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

/**
 * Starts a subscription checkout (Stripe Checkout in subscription mode, or the test checkout page):
 * a pending subscription row, then the provider's session. It becomes active only through billing
 * events. The same idempotency key answers the same session. A fan with a live subscription to this
 * creator changes its tier instead (one live subscription per fan and creator): the provider bills the
 * new plan from the next invoice, and the answer leads back to the verified return.
 */
export async function createSubscriptionCheckout({ db, actor, input }: { db: Db; actor: Actor | null; input: unknown }) {
  if (!actor) throw new AppError("UNAUTHENTICATED", "errors.unauthenticated");
  const data = parseInput(createCheckoutInput, input);
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
  const billing = getSubscriptionBilling(db);
  const price = tierPrice(tier, data.billingPeriod);

  const [keyed] = await db.select({ id: subscriptionOrders.id }).from(subscriptionOrders).where(eq(subscriptionOrders.idempotencyKey, data.idempotencyKey));
  const [live] = keyed
    ? []
    : await db
        .select()
        .from(subscriptionOrders)
        .where(
          and(
            eq(subscriptionOrders.userId, actor.id),
            eq(subscriptionOrders.creatorId, tier.creatorId),
            inArray(subscriptionOrders.status, LIVE_STATUSES),
          ),
        );
  if (live) {
    // Changing tier: the one live subscription moves to the new plan, through the billing event handler.
    if (live.tierId === tier.id && live.billingPeriod === data.billingPeriod) {
      throw new AppError("CONFLICT", "subscriptions.errors.alreadySubscribed");
    }
    const state = await billing.provider.changePlan(live.stripeSubscriptionId!, { tierId: tier.id, price, billingPeriod: data.billingPeriod });
    await handleBillingEvent({ db, billing, event: subscriptionStateEvent(billing.provider.name, state) });
    const back = new URL(data.successUrl, env.APP_URL);
    back.searchParams.set("session_id", live.stripeCheckoutSessionId!);
    return { sessionId: live.stripeCheckoutSessionId!, sessionUrl: data.successUrl.startsWith("/") ? `${back.pathname}${back.search}` : back.toString() };
  }

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
