import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { env } from "@/env";
import { creatorSubscriptionTiers } from "@/server/db/schema";
import { reconcileLedger } from "@/server/ledger/reconcile";
import { createSubscriptionCheckout } from "@/server/services/subscriptions/create-checkout";
import { manageSubscription } from "@/server/services/subscriptions/manage-subscription";
import { paymentMethodPortal } from "@/server/services/subscriptions/payment-method-portal";
import { verifyCheckout } from "@/server/services/subscriptions/verify-checkout";
import { createTier, createUser } from "../support/factories";
import { key, moneyOf, noticesOf } from "./support";
import { useStripeBilling } from "./support/stripe-billing";

// Stripe is the local fake behind the real SDK (support/stripe-billing.ts).
const { db, fakes, billing, deliver, deliverAll, checkout, orderOf, paid } = await useStripeBilling();

describe("Stripe Billing", () => {
  it("checks out in subscription mode on a Price per tier and period found by lookup key, back to our own origin", async () => {
    const { tierId, input, session, fan } = await checkout();
    expect(session.sessionUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const stripeSession = fakes.stripe.billing.sessions.get(session.sessionId)!;
    expect(stripeSession.mode).toBe("subscription");
    expect(stripeSession.success_url).toBe(`${new URL(input.successUrl, env.APP_URL)}&session_id={CHECKOUT_SESSION_ID}`);
    expect(stripeSession.cancel_url).toBe(new URL(input.cancelUrl, env.APP_URL).toString());
    const price = fakes.stripe.billing.prices.get(stripeSession.price)!;
    expect(price).toMatchObject({ unit_amount: 500, currency: "usd", recurring: { interval: "month" }, metadata: { tierId } });

    // The same key answers the same session; another fan on the same tier and period uses the same Price.
    expect(await createSubscriptionCheckout({ db, actor: fan, input, billing })).toEqual(session);
    const other = await createSubscriptionCheckout({ db, actor: await createUser(db), input: { ...input, idempotencyKey: key() }, billing });
    expect(fakes.stripe.billing.sessions.get(other.sessionId)!.price).toBe(price.id);

    // A yearly checkout has its own Price; a changed tier price gets a new one.
    const yearly = await createSubscriptionCheckout({ db, actor: await createUser(db), input: { ...input, billingPeriod: "yearly", idempotencyKey: key() }, billing });
    expect(fakes.stripe.billing.prices.get(fakes.stripe.billing.sessions.get(yearly.sessionId)!.price)).toMatchObject({
      unit_amount: 6000,
      recurring: { interval: "year" },
    });
    await db.update(creatorSubscriptionTiers).set({ priceUsdCents: 700 }).where(eq(creatorSubscriptionTiers.id, tierId));
    const repriced = await createSubscriptionCheckout({ db, actor: await createUser(db), input: { ...input, idempotencyKey: key() }, billing });
    const newPrice = fakes.stripe.billing.prices.get(fakes.stripe.billing.sessions.get(repriced.sessionId)!.price)!;
    expect(newPrice.id).not.toBe(price.id);
    expect(newPrice.unit_amount).toBe(700);
  });

  it("webhooks in shuffled order, each twice, end active with each invoice in the ledger once", async () => {
    const { fan, creator, session } = await checkout();
    const subscriptionId = fakes.stripe.billing.completeCheckout(session.sessionId);
    fakes.stripe.billing.renew(subscriptionId, "paid");
    const events = fakes.stripe.subscriptionEvents(subscriptionId);
    const shuffled = [...events, ...events].sort((a, b) => a.id.localeCompare(b.id) * (a.type.length % 2 ? 1 : -1));
    const results = await deliverAll(shuffled);
    expect(results.filter((r) => r === "duplicate").length).toBeGreaterThanOrEqual(events.length);
    const order = await orderOf(session.sessionId);
    expect(order).toMatchObject({ status: "active", stripeSubscriptionId: subscriptionId, totalAmountCents: 500 });
    const item = fakes.stripe.billing.subscriptions.get(subscriptionId)!.items.data[0]!;
    expect(order.currentPeriodEnd!.getTime()).toBe(item.current_period_end * 1000);
    const money = await moneyOf(db, order.id, creator.id);
    expect(money.charges.map((c) => [c.provider, c.status, c.amountCents])).toEqual([
      ["stripe", "captured", 500],
      ["stripe", "captured", 500],
    ]);
    expect(money.earnedCents).toBe(800);
    expect(await noticesOf(db, fan.id)).toEqual(["subscription.started"]);
    expect(await noticesOf(db, creator.id)).toEqual(["subscription.newSubscriber"]);
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });

  it("the return is verified with Stripe: pending until the session is complete, then active", async () => {
    const { fan, session } = await checkout();
    expect(await verifyCheckout({ db, actor: fan, input: { sessionId: session.sessionId }, billing })).toMatchObject({ status: "pending" });
    fakes.stripe.billing.completeCheckout(session.sessionId);
    expect(await verifyCheckout({ db, actor: fan, input: { sessionId: session.sessionId }, billing })).toMatchObject({ status: "active" });
  });

  it("refuses a bad signature and changes nothing", async () => {
    const { session } = await checkout();
    const subscriptionId = fakes.stripe.billing.completeCheckout(session.sessionId);
    const paidEvent = fakes.stripe.subscriptionEvents(subscriptionId).find((e) => e.type === "invoice.paid")!;
    expect((await deliver(paidEvent, { secret: "whsec_wrong" })).status).toBe(400);
    expect((await orderOf(session.sessionId)).status).toBe("pending");
  });

  it("a failed renewal is past due; pause, resume and cancel go through Stripe and come back as its state", async () => {
    const { fan, subscriptionId, order } = await paid();
    fakes.stripe.billing.renew(subscriptionId, "failed");
    await deliverAll(fakes.stripe.subscriptionEvents(subscriptionId));
    expect((await orderOf(order.stripeCheckoutSessionId!)).status).toBe("past_due");
    fakes.stripe.billing.renew(subscriptionId, "paid");
    await deliverAll(fakes.stripe.subscriptionEvents(subscriptionId));
    expect((await orderOf(order.stripeCheckoutSessionId!)).status).toBe("active");

    const manage = (action: "pause" | "resume" | "cancel") => manageSubscription({ db, actor: fan, input: { subscriptionOrderId: order.id, action }, billing });
    expect((await manage("pause")).status).toBe("paused");
    expect(fakes.stripe.billing.subscriptions.get(subscriptionId)!.pause_collection).toEqual({ behavior: "void" });
    expect((await manage("resume")).status).toBe("active");
    expect(fakes.stripe.billing.subscriptions.get(subscriptionId)!.pause_collection).toBeNull();
    const cancelled = await manage("cancel");
    expect(cancelled).toMatchObject({ status: "cancelled" });
    expect(cancelled.expiresAt).toEqual(cancelled.currentPeriodEnd);
    fakes.stripe.billing.renew(subscriptionId, "paid");
    await deliverAll(fakes.stripe.subscriptionEvents(subscriptionId));
    expect((await orderOf(order.stripeCheckoutSessionId!)).status).toBe("cancelled");
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });

  it("another tier changes the one subscription's Price, the upgrade prorated by the second and invoiced at once", async () => {
    const { fan, creator, input, subscriptionId, order } = await paid();
    const item = fakes.stripe.billing.subscriptions.get(subscriptionId)!.items.data[0]!;
    const half = Math.floor((item.current_period_end - item.current_period_start) / 2);
    fakes.stripe.clock.offsetSeconds = item.current_period_start + half - Math.floor(Date.now() / 1000);
    try {
      const vip = await createTier(db, creator.id, { name: "VIP", priceUsdCents: 1500 });
      await createSubscriptionCheckout({ db, actor: fan, input: { ...input, tierId: vip, idempotencyKey: key() }, billing });
      await deliverAll(fakes.stripe.subscriptionEvents(subscriptionId));
      const changed = await orderOf(order.stripeCheckoutSessionId!);
      expect(changed).toMatchObject({ id: order.id, status: "active", tierId: vip, tierName: "VIP", totalAmountCents: 1500 });
      const share = (item.current_period_end - (item.current_period_start + half)) / (item.current_period_end - item.current_period_start);
      const proration = Math.round(1500 * share) - Math.round(500 * share);
      const money = await moneyOf(db, order.id, creator.id);
      expect(money.charges.map((c) => c.amountCents).sort((a, b) => a - b)).toEqual([proration, 500].sort((a, b) => a - b));
      expect(await noticesOf(db, fan.id)).toEqual(["subscription.started", "subscription.updated"]);
      expect((await reconcileLedger(db)).discrepancies).toEqual([]);
    } finally {
      fakes.stripe.clock.offsetSeconds = 0;
    }
  });

  it("an older unpaid checkout is expired at Stripe when the fan starts another for the same creator", async () => {
    const { fan, input, session } = await checkout();
    const second = await createSubscriptionCheckout({ db, actor: fan, input: { ...input, idempotencyKey: key() }, billing });
    expect(fakes.stripe.billing.sessions.get(session.sessionId)!.status).toBe("expired");
    expect((await orderOf(session.sessionId)).status).toBe("expired");
    expect(fakes.stripe.billing.sessions.get(second.sessionId)!.status).toBe("open");
  });

  it("the payment method opens the Customer Portal, or answers PORTAL_NOT_CONFIGURED when it is not set up", async () => {
    const { fan, order } = await paid();
    expect(await paymentMethodPortal({ db, actor: fan, input: { subscriptionOrderId: order.id }, billing })).toMatchObject({ code: "PORTAL_NOT_CONFIGURED" });
    fakes.stripe.billing.state.portalConfigured = true;
    try {
      expect(await paymentMethodPortal({ db, actor: fan, input: { subscriptionOrderId: order.id }, billing })).toEqual({
        url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\//),
      });
    } finally {
      fakes.stripe.billing.state.portalConfigured = false;
    }
  });
});
