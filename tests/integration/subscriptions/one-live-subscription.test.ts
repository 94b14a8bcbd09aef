import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { prorationCents } from "@/lib/proration";
import { money } from "@/lib/money";
import { subscriptionOrders } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { reconcileLedger } from "@/server/ledger/reconcile";
import { subscriptionStateEvent } from "@/server/payments/subscriptions";
import { createSubscriptionCheckout } from "@/server/services/subscriptions/create-checkout";
import { handleBillingEvent } from "@/server/services/subscriptions/handle-billing-event";
import { LIVE_STATUSES } from "@/server/services/subscriptions/subscription-states";
import { decideTestCheckout } from "@/server/payments/simulator/subscription-checkout";
import { createTier } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { activeSubscription, billingFor, key, moneyOf, noticesOf, orderOf, startedCheckout } from "./support";

const db = await useTestDb();

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function liveOf(userId: string, creatorId: string) {
  return db
    .select()
    .from(subscriptionOrders)
    .where(and(eq(subscriptionOrders.userId, userId), eq(subscriptionOrders.creatorId, creatorId), inArray(subscriptionOrders.status, LIVE_STATUSES)));
}

describe("proration", () => {
  const start = new Date("2026-03-01T00:00:00Z");
  const end = new Date("2026-03-31T00:00:00Z");
  const at = (days: number) => new Date(start.getTime() + days * 86_400_000);

  it("charges the difference for the time left, credits a downgrade, and restarts the period on another interval", () => {
    expect(prorationCents({ oldCents: 500, newCents: 1500, periodStart: start, periodEnd: end, now: at(15), samePeriod: true })).toBe(500);
    expect(prorationCents({ oldCents: 1500, newCents: 500, periodStart: start, periodEnd: end, now: at(20), samePeriod: true })).toBe(-333);
    expect(prorationCents({ oldCents: 500, newCents: 6000, periodStart: start, periodEnd: end, now: at(10), samePeriod: false })).toBe(6000 - 333);
    expect(prorationCents({ oldCents: 500, newCents: 1500, periodStart: start, periodEnd: end, now: at(45), samePeriod: true })).toBe(0);
  });
});

describe("one live subscription per fan and creator (test mode)", () => {
  it("an upgrade halfway through is invoiced at once for its prorated difference, in the ledger", async () => {
    const { fan, creator, order } = await activeSubscription(db);
    const vip = await createTier(db, creator.id, { name: "VIP", priceUsdCents: 1500 });
    const billing = billingFor(db);
    const half = new Date((order.currentPeriodStart!.getTime() + order.currentPeriodEnd!.getTime()) / 2);
    const state = await billing.test!.changePlanAt(
      order.stripeSubscriptionId!,
      { tierId: vip, tierName: "VIP", price: money(1500, "USD"), billingPeriod: "monthly", idempotencyKey: key() },
      half,
    );
    await handleBillingEvent({ db, billing, event: subscriptionStateEvent("test", state) });
    const changed = await orderOf(db, order.stripeCheckoutSessionId!);
    expect(changed).toMatchObject({ status: "active", tierId: vip, totalAmountCents: 1500, currentPeriodEnd: order.currentPeriodEnd });
    const money_ = await moneyOf(db, order.id, creator.id);
    expect(money_.charges.map((c) => c.amountCents)).toEqual([500, 500]);
    expect(money_.earnedCents).toBe(800);
    expect(await noticesOf(db, fan.id)).toEqual(["subscription.started", "subscription.updated"]);
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });

  it("a downgrade leaves a credit that the next renewal uses up; the same change retried charges once", async () => {
    const { creator, order } = await activeSubscription(db, {});
    const small = await createTier(db, creator.id, { name: "Zanmi", priceUsdCents: 100 });
    const billing = billingFor(db);
    const half = new Date((order.currentPeriodStart!.getTime() + order.currentPeriodEnd!.getTime()) / 2);
    const change = { tierId: small, tierName: "Zanmi", price: money(100, "USD"), billingPeriod: "monthly" as const, idempotencyKey: key() };
    await billing.test!.changePlanAt(order.stripeSubscriptionId!, change, half);
    const again = await billing.test!.changePlanAt(order.stripeSubscriptionId!, change, half);
    await handleBillingEvent({ db, billing, event: subscriptionStateEvent("test", again) });
    // Credit: 250 (half of $5) - 50 (half of $1) = 200, over the next two $1 renewals.
    const renewals = [];
    for (let i = 0; i < 3; i++) renewals.push(await billing.test!.renew(order.stripeSubscriptionId!, "paid"));
    await handleBillingEvent({ db, billing, event: subscriptionStateEvent("test", renewals.at(-1)!) });
    const charges = (await moneyOf(db, order.id, creator.id)).charges.map((c) => c.amountCents);
    expect(charges).toEqual([500, 100]);
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });

  it("a newer checkout closes the older unpaid one, which can no longer be paid", async () => {
    const { fan, creator, input, session } = await startedCheckout(db);
    const second = await createSubscriptionCheckout({ db, actor: fan, input: { ...input, idempotencyKey: key() } });
    expect((await orderOf(db, session.sessionId)).status).toBe("expired");
    const late = await refusal(decideTestCheckout({ db, actor: fan, input: { sessionId: session.sessionId, decision: "pay" } }));
    expect(late.messageKey).toBe("subscriptions.errors.checkoutReplaced");
    await decideTestCheckout({ db, actor: fan, input: { sessionId: second.sessionId, decision: "pay" } });
    expect((await liveOf(fan.id, creator.id)).map((o) => o.stripeCheckoutSessionId)).toEqual([second.sessionId]);
  });

  it("an older checkout paid meanwhile is applied first, and the newer attempt becomes a change of tier", async () => {
    const { fan, creator, input, session } = await startedCheckout(db);
    await billingFor(db).test!.completeCheckout(session.sessionId); // paid at the provider, its event not yet here
    const vip = await createTier(db, creator.id, { name: "VIP", priceUsdCents: 1500 });
    const answer = await createSubscriptionCheckout({ db, actor: fan, input: { ...input, tierId: vip, idempotencyKey: key() } });
    expect(answer.sessionId).toBe(session.sessionId);
    const live = await liveOf(fan.id, creator.id);
    expect(live.map((o) => [o.stripeCheckoutSessionId, o.tierId])).toEqual([[session.sessionId, vip]]);
  });

  it("concurrent checkouts for one creator never crash on the unique index: one goes ahead, the rest are refused clearly", async () => {
    const { fan, creator, input } = await startedCheckout(db);
    const tiers = [input.tierId, await createTier(db, creator.id, { name: "VIP", priceUsdCents: 1500 })];
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => createSubscriptionCheckout({ db, actor: fan, input: { ...input, tierId: tiers[i % 2]!, idempotencyKey: key() } })),
    );
    for (const attempt of attempts) {
      if (attempt.status === "rejected") {
        expect(attempt.reason).toBeInstanceOf(AppError);
        expect((attempt.reason as AppError).messageKey).toBe("subscriptions.errors.checkoutInProgress");
      }
    }
    const sessions = attempts.flatMap((a) => (a.status === "fulfilled" ? [a.value.sessionId] : []));
    expect(sessions.length).toBeGreaterThanOrEqual(1);
    // Every session but the newest is closed; paying them all leaves exactly one live subscription.
    for (const sessionId of sessions) {
      await decideTestCheckout({ db, actor: fan, input: { sessionId, decision: "pay" } }).catch((e: unknown) => {
        expect((e as AppError).messageKey).toBe("subscriptions.errors.checkoutReplaced");
      });
    }
    expect(await liveOf(fan.id, creator.id)).toHaveLength(1);
  });

  it("concurrent tier changes of a live subscription never crash: each goes ahead or is refused clearly, one live row", async () => {
    const { fan, creator, input } = await activeSubscription(db);
    const tiers = await Promise.all([1000, 1500, 2000, 2500].map((cents, i) => createTier(db, creator.id, { name: `T${i}`, priceUsdCents: cents })));
    const attempts = await Promise.allSettled(
      tiers.map((tierId) => createSubscriptionCheckout({ db, actor: fan, input: { ...input, tierId, idempotencyKey: key() } })),
    );
    for (const attempt of attempts) {
      if (attempt.status === "rejected") expect((attempt.reason as AppError).messageKey).toBe("subscriptions.errors.checkoutInProgress");
    }
    expect(attempts.some((a) => a.status === "fulfilled")).toBe(true);
    const live = await liveOf(fan.id, creator.id);
    expect(live).toHaveLength(1);
    expect(tiers).toContain(live[0]!.tierId);
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });

  it("a second subscription that goes live at the provider anyway is cancelled there, and the first stays the live one", async () => {
    const first = await activeSubscription(db);
    // A second subscription paid at the provider behind our back (a checkout from before the rule).
    const [stray] = await db
      .insert(subscriptionOrders)
      .values({ ...first.order, id: undefined, status: "pending", stripeSubscriptionId: null, stripeCheckoutSessionId: null, idempotencyKey: key(), startedAt: null })
      .returning();
    const billing = billingFor(db);
    const created = await billing.provider.createCheckout({
      subscriptionOrderId: stray!.id,
      tierId: first.tierId,
      tierName: "Fanatik",
      billingPeriod: "monthly",
      price: money(500, "USD"),
      idempotencyKey: stray!.idempotencyKey!,
      successUrl: "/",
      cancelUrl: "/",
    });
    const state = await billing.test!.completeCheckout(created.sessionId);
    const outcome = await handleBillingEvent({ db, billing, event: subscriptionStateEvent("test", state) });
    expect(outcome.result).toBe("second_live");
    expect((await billing.provider.retrieve(state.ref)).cancelAtPeriodEnd).toBe(true);
    expect((await liveOf(first.fan.id, first.creator.id)).map((o) => o.id)).toEqual([first.order.id]);
  });
});
