import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptionOrders } from "@/server/db/schema";
import { reconcileLedger } from "@/server/ledger/reconcile";
import type { BillingEvent } from "@/server/payments/subscriptions";
import { subscriptionStateEvent } from "@/server/payments/subscriptions";
import { TEST_RENEWAL_ATTEMPTS } from "@/server/payments/simulator/subscriptions";
import { expireSubscription } from "@/server/services/subscriptions/expire-subscription";
import { handleBillingEvent } from "@/server/services/subscriptions/handle-billing-event";
import { subscriptionGrantsAccess } from "@/server/services/posts/post-access";
import { useTestDb } from "../support/test-db";
import { activeSubscription, billingFor, moneyOf, noticesOf, orderOf, startedCheckout } from "./support";

const db = await useTestDb();

/** A shuffled copy with every event twice (Fisher-Yates on a seeded generator: the same order each run). */
function shuffledTwice<T>(items: T[], seed = 7): T[] {
  const out = [...items, ...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 16807) % 2147483647;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe("billing events", () => {
  it("a checkout is pending; its first paid invoice activates it, with the ledger and the fan's notice", async () => {
    const { fan, creator, session } = await startedCheckout(db);
    expect((await orderOf(db, session.sessionId)).status).toBe("pending");
    expect(session.sessionUrl).toMatch(/^\/payments\/test-subscription\?session_id=test_cs_/);

    const billing = billingFor(db);
    const state = await billing.test!.completeCheckout(session.sessionId);
    await handleBillingEvent({ db, billing, event: subscriptionStateEvent("test", state) });

    const active = await orderOf(db, session.sessionId);
    expect(active.status).toBe("active");
    expect(active.startedAt).not.toBeNull();
    expect(active.currentPeriodEnd!.getTime()).toBeGreaterThan(active.currentPeriodStart!.getTime());
    expect(active.nextBillingDate).toEqual(active.currentPeriodEnd);
    const money = await moneyOf(db, active.id, creator.id);
    expect(money.charges.map((c) => [c.status, c.amountCents])).toEqual([["captured", 500]]);
    expect(money.earnedCents).toBe(400); // $5 less the 20% commission
    expect(await noticesOf(db, fan.id)).toEqual(["subscription.started"]);
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });

  it("events shuffled and duplicated end in the provider's final state, each invoice recorded once", async () => {
    const { fan, creator, session } = await startedCheckout(db);
    const billing = billingFor(db);
    const test = billing.test!;
    const events: BillingEvent[] = [];
    const step = async (state: Awaited<ReturnType<typeof test.retrieve>>) => events.push(subscriptionStateEvent("test", state));
    const first = await test.completeCheckout(session.sessionId);
    await step(first);
    await step(await test.renew(first.ref, "paid"));
    await step(await test.renew(first.ref, "failed"));
    await step(await test.renew(first.ref, "paid"));
    await step(await test.pause(first.ref));
    await step(await test.resume(first.ref));
    await step(await test.cancel(first.ref));

    const results = [];
    for (const event of shuffledTwice(events)) results.push((await handleBillingEvent({ db, billing, event })).result);
    expect(results.filter((r) => r === "duplicate").length).toBeGreaterThanOrEqual(events.length);

    const order = await orderOf(db, session.sessionId);
    const provider = await test.retrieve(first.ref);
    expect(order.status).toBe("cancelled");
    expect(order.cancelledAt).not.toBeNull();
    expect(order.currentPeriodEnd).toEqual(provider.currentPeriodEnd);
    expect(order.expiresAt).toEqual(provider.currentPeriodEnd);
    const money = await moneyOf(db, order.id, creator.id);
    expect(money.charges).toHaveLength(3); // first invoice and two paid renewals; the failed one took nothing
    expect(money.earnedCents).toBe(3 * 400);
    expect(await noticesOf(db, fan.id)).toEqual(["subscription.cancelled", "subscription.started"]);
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });

  it("a renewal moves the period; a failed renewal is past due, then cancelled after the provider's last retry", async () => {
    const { order } = await activeSubscription(db);
    const billing = billingFor(db);
    const ref = order.stripeSubscriptionId!;
    const apply = async (state: Awaited<ReturnType<typeof billing.provider.retrieve>>) =>
      handleBillingEvent({ db, billing, event: subscriptionStateEvent("test", state) });

    await apply(await billing.test!.renew(ref, "paid"));
    const renewed = await orderOf(db, order.stripeCheckoutSessionId!);
    expect(renewed.status).toBe("active");
    expect(renewed.currentPeriodStart).toEqual(order.currentPeriodEnd);

    await apply(await billing.test!.renew(ref, "failed"));
    const pastDue = await orderOf(db, order.stripeCheckoutSessionId!);
    expect(pastDue.status).toBe("past_due");
    expect(subscriptionGrantsAccess(pastDue, new Date())).toBe(false);
    for (let attempt = 1; attempt < TEST_RENEWAL_ATTEMPTS; attempt++) await apply(await billing.test!.renew(ref, "failed"));
    const ended = await orderOf(db, order.stripeCheckoutSessionId!);
    expect(ended.status).toBe("cancelled");
    expect(ended.cancelledAt).not.toBeNull();
  });

  it("a cancelled subscription keeps access until its period ends, then the job expires it", async () => {
    const { order } = await activeSubscription(db);
    const billing = billingFor(db);
    await handleBillingEvent({ db, billing, event: subscriptionStateEvent("test", await billing.provider.cancel(order.stripeSubscriptionId!)) });
    const cancelled = await orderOf(db, order.stripeCheckoutSessionId!);
    expect(cancelled.status).toBe("cancelled");
    expect(subscriptionGrantsAccess(cancelled, new Date())).toBe(true);

    const end = cancelled.currentPeriodEnd!;
    expect(await expireSubscription({ db, subscriptionOrderId: order.id, now: new Date(end.getTime() - 1000) })).toBe(false);
    expect(await expireSubscription({ db, subscriptionOrderId: order.id, now: end })).toBe(true);
    const [expired] = await db.select().from(subscriptionOrders).where(eq(subscriptionOrders.id, order.id));
    expect(expired!.status).toBe("expired");
    expect(subscriptionGrantsAccess(expired!, new Date(end.getTime() - 1000))).toBe(false);
    // A late event does not bring an expired subscription back.
    await handleBillingEvent({ db, billing, event: { ...subscriptionStateEvent("test", await billing.provider.retrieve(order.stripeSubscriptionId!)), id: "late" } });
    expect((await orderOf(db, order.stripeCheckoutSessionId!)).status).toBe("expired");
  });
});
