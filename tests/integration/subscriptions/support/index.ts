import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { ledgerEntries, notifications, payments, subscriptionOrders } from "@/server/db/schema";
import { getSubscriptionBilling } from "@/server/payments/billing";
import { createSubscriptionCheckout } from "@/server/services/subscriptions/create-checkout";
import { decideTestCheckout } from "@/server/payments/simulator/subscription-checkout";
import { createCreator, createTier, createUser } from "../../support/factories";

export const key = () => `sub-${randomBytes(8).toString("hex")}`;

/** A fan, a creator with a $5 monthly tier, and the fan's checkout for it (not yet paid). */
export async function startedCheckout(db: Db, options: { fan?: Actor; creator?: Actor; tierId?: string } = {}) {
  const fan = options.fan ?? (await createUser(db));
  const creator = options.creator ?? (await createCreator(db));
  const tierId = options.tierId ?? (await createTier(db, creator.id, { name: "Fanatik", priceUsdCents: 500 }));
  const input = {
    tierId,
    creatorId: creator.id,
    idempotencyKey: key(),
    successUrl: `/fan/creators/${creator.id}?subscription=success`,
    cancelUrl: `/fan/creators/${creator.id}?cancelled=true`,
  };
  const session = await createSubscriptionCheckout({ db, actor: fan, input });
  return { fan, creator, tierId, input, session };
}

/** The same, paid on the test checkout page: an active subscription. */
export async function activeSubscription(db: Db, options: Parameters<typeof startedCheckout>[1] = {}) {
  const started = await startedCheckout(db, options);
  await decideTestCheckout({ db, actor: started.fan, input: { sessionId: started.session.sessionId, decision: "pay" } });
  return { ...started, order: await orderOf(db, started.session.sessionId) };
}

export async function orderOf(db: Db, sessionId: string) {
  const [order] = await db.select().from(subscriptionOrders).where(eq(subscriptionOrders.stripeCheckoutSessionId, sessionId));
  return order!;
}

export const billingFor = (db: Db) => getSubscriptionBilling(db);

/** The invoices recorded for a subscription (captured payments) and the creator's earnings from them. */
export async function moneyOf(db: Db, subscriptionOrderId: string, creatorId: string) {
  const charges = await db.select().from(payments).where(eq(payments.subscriptionOrderId, subscriptionOrderId));
  const [earned] = await db
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, "creator_earnings"), eq(ledgerEntries.creatorId, creatorId)));
  return { charges, earnedCents: earned!.cents };
}

export async function noticesOf(db: Db, userId: string) {
  const rows = await db.select({ type: notifications.type }).from(notifications).where(eq(notifications.userId, userId));
  return rows.map((row) => row.type).sort();
}
