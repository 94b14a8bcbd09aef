import { describe, expect, it } from "vitest";
import { reconcileLedger } from "@/server/ledger/reconcile";
import { manageSubscription } from "@/server/services/subscriptions/manage-subscription";
import { changeSubscriptionTier, previewTierChange } from "@/server/services/subscriptions/change-tier";
import { createTier, createUser } from "../support/factories";
import { key, moneyOf, noticesOf } from "./support";
import { useStripeBilling } from "./support/stripe-billing";

// Stripe is the local fake behind the real SDK (support/stripe-billing.ts).
const { db, fakes, billing, deliverAll, checkout, orderOf, paid } = await useStripeBilling();

/**
 * The subscriber's lifecycle with Stripe Billing (the real SDK against the local fake): a tier change
 * previewed by Stripe's invoice preview and then invoiced at that amount, a cancellation undone with
 * `cancel_at_period_end: false`, and the creator's yearly discount in the Price Stripe bills. Each
 * webhook takes effect once.
 */
describe("Stripe Billing: the subscriber's lifecycle", () => {
  it("a tier change is previewed by Stripe, invoiced at that amount, and its webhooks apply once", async () => {
    const { fan, creator, subscriptionId, order } = await paid();
    const item = fakes.stripe.billing.subscriptions.get(subscriptionId)!.items.data[0]!;
    fakes.stripe.clock.offsetSeconds = item.current_period_start + Math.floor((item.current_period_end - item.current_period_start) / 2) - Math.floor(Date.now() / 1000);
    try {
      const vip = await createTier(db, creator.id, { name: "VIP", priceUsdCents: 1500 });
      const input = { subscriptionOrderId: order.id, tierId: vip, billingPeriod: "monthly" as const };
      const preview = await previewTierChange({ db, actor: fan, input, billing });
      expect(preview.price).toEqual({ amount: 1500, currency: "USD" });
      expect(preview.dueNow.amount).toBeGreaterThan(490);
      expect(preview.dueNow.amount).toBeLessThan(510);
      const before = fakes.stripe.subscriptionEvents(subscriptionId).length;
      const changed = await changeSubscriptionTier({ db, actor: fan, input: { ...input, idempotencyKey: key() }, billing });
      expect(changed).toMatchObject({ status: "active", tierId: vip, tierName: "VIP", totalAmountCents: 1500 });
      const upgradeInvoice = [...fakes.stripe.billing.invoices.values()].find((i) => i.billing_reason === "subscription_update")!;
      expect(upgradeInvoice.amount_paid).toBe(preview.dueNow.amount);
      // Stripe's own webhooks for the change, each delivered twice, change nothing more.
      const events = fakes.stripe.subscriptionEvents(subscriptionId).slice(before);
      expect(events.length).toBeGreaterThan(0);
      await deliverAll([...events, ...events]);
      const money = await moneyOf(db, order.id, creator.id);
      expect(money.charges.map((c) => c.amountCents).sort((a, b) => a - b)).toEqual([500, preview.dueNow.amount].sort((a, b) => a - b));
      expect(await noticesOf(db, creator.id)).toEqual(["subscription.newSubscriber", "subscription.subscriberChangedTier"]);
      expect((await reconcileLedger(db)).discrepancies).toEqual([]);
    } finally {
      fakes.stripe.clock.offsetSeconds = 0;
    }
  });

  it("a preview writes nothing at Stripe: the new tier's Product and Price come only with the change", async () => {
    const { fan, creator, order } = await paid();
    const vip = await createTier(db, creator.id, { name: "VIP", priceUsdCents: 1500 });
    const stripeObjects = () => ({ products: fakes.stripe.billing.products.size, prices: fakes.stripe.billing.prices.size });
    const before = stripeObjects();
    for (const billingPeriod of ["monthly", "yearly"] as const) {
      const input = { subscriptionOrderId: order.id, tierId: vip, billingPeriod };
      const preview = await previewTierChange({ db, actor: fan, input, billing });
      expect(preview.dueNow.currency).toBe("USD");
      expect(preview.dueNow.amount).toBeGreaterThan(0);
    }
    expect(stripeObjects()).toEqual(before);

    const input = { subscriptionOrderId: order.id, tierId: vip, billingPeriod: "monthly" as const };
    const preview = await previewTierChange({ db, actor: fan, input, billing });
    await changeSubscriptionTier({ db, actor: fan, input: { ...input, idempotencyKey: key() }, billing });
    expect(stripeObjects()).toEqual({ products: before.products + 1, prices: before.prices + 1 });
    const upgradeInvoice = [...fakes.stripe.billing.invoices.values()].find(
      (i) => i.billing_reason === "subscription_update" && i.parent.subscription_details.subscription === order.stripeSubscriptionId,
    )!;
    expect(upgradeInvoice.amount_paid).toBe(preview.dueNow.amount);
  });

  it("a cancellation is undone at Stripe (cancel_at_period_end false); another fan cannot", async () => {
    const { fan, subscriptionId, order } = await paid();
    const manage = (action: "cancel" | "reactivate", actor = fan) => manageSubscription({ db, actor, input: { subscriptionOrderId: order.id, action }, billing });
    expect((await manage("cancel")).status).toBe("cancelled");
    expect(fakes.stripe.billing.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    await expect(manage("reactivate", await createUser(db))).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await manage("reactivate")).toMatchObject({ status: "active", cancelledAt: null });
    expect(fakes.stripe.billing.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);
    await deliverAll(fakes.stripe.subscriptionEvents(subscriptionId));
    expect((await orderOf(order.stripeCheckoutSessionId!)).status).toBe("active");
  });

  it("a yearly checkout bills a Price of twelve months less the creator's discount", async () => {
    const { session } = await checkout({ priceUsdCents: 999, billingPeriod: "yearly", annualDiscountPercent: 15 });
    const price = fakes.stripe.billing.prices.get(fakes.stripe.billing.sessions.get(session.sessionId)!.price)!;
    expect(price).toMatchObject({ unit_amount: 10_190, recurring: { interval: "year" } });
    expect((await orderOf(session.sessionId)).totalAmountCents).toBe(10_190);
  });
});
