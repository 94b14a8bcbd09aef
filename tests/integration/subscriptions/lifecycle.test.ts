import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creatorSubscriptionTiers, subscriptionOrders, testProviderSubscriptions } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { reconcileLedger } from "@/server/ledger/reconcile";
import { createTier as createOwnTier, updateTier } from "@/server/services/creator-settings/tiers";
import { changeSubscriptionTier, previewTierChange } from "@/server/services/subscriptions/change-tier";
import { createSubscriptionCheckout } from "@/server/services/subscriptions/create-checkout";
import { expireSubscription } from "@/server/services/subscriptions/expire-subscription";
import { listSubscriptions } from "@/server/services/subscriptions/list-subscriptions";
import { manageSubscription } from "@/server/services/subscriptions/manage-subscription";
import { decideTestCheckout } from "@/server/payments/simulator/subscription-checkout";
import { subscriptionStateEvent } from "@/server/payments/subscriptions";
import { handleBillingEvent } from "@/server/services/subscriptions/handle-billing-event";
import { createCreator, createTier, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { activeSubscription, billingFor, key, moneyOf, noticesOf, orderOf, startedCheckout } from "./support";

/**
 * The subscriber's lifecycle in test mode: change tier with the proration previewed first, undo a
 * cancellation while the period lasts, subscribe again once it is over, and the creator's yearly
 * discount pricing the checkout. Each rule with an allowed and a refused actor.
 */
const db = await useTestDb();
const DAY = 86_400_000;

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Puts the subscription half-way through its month at the provider (and in our row), so proration is known. */
async function halfWay(order: typeof subscriptionOrders.$inferSelect) {
  const now = Date.now();
  const currentPeriodStart = new Date(now - 15 * DAY);
  const currentPeriodEnd = new Date(now + 15 * DAY);
  await db.update(testProviderSubscriptions).set({ currentPeriodStart, currentPeriodEnd }).where(eq(testProviderSubscriptions.id, order.stripeSubscriptionId!));
  await db.update(subscriptionOrders).set({ currentPeriodStart, currentPeriodEnd }).where(eq(subscriptionOrders.id, order.id));
}

describe("changing tier", () => {
  it("an upgrade previews the proration, charges exactly that once under its key, and the creator's earnings and notice follow", async () => {
    const { fan, creator, order } = await activeSubscription(db);
    await halfWay(order);
    const vip = await createTier(db, creator.id, { name: "VIP", priceUsdCents: 1500 });
    const input = { subscriptionOrderId: order.id, tierId: vip, billingPeriod: "monthly" as const };

    const preview = await previewTierChange({ db, actor: fan, input });
    // Half of $15 less half of $5, charged now; then $15 a month.
    expect(preview).toEqual({ price: { amount: 1500, currency: "USD" }, billingPeriod: "monthly", dueNow: { amount: 500, currency: "USD" } });

    const changeKey = key();
    const changed = await changeSubscriptionTier({ db, actor: fan, input: { ...input, idempotencyKey: changeKey } });
    expect(changed).toMatchObject({ id: order.id, status: "active", tierId: vip, tierName: "VIP", totalAmountCents: 1500 });
    // The same change again (a retry) charges nothing more.
    await changeSubscriptionTier({ db, actor: fan, input: { ...input, idempotencyKey: changeKey } });
    const money = await moneyOf(db, order.id, creator.id);
    expect(money.charges.map((c) => c.amountCents).sort((a, b) => a - b)).toEqual([500, 500]);
    expect(money.earnedCents).toBeGreaterThan(0);
    expect(money.earnedCents).toBeLessThan(1000);
    expect(await noticesOf(db, creator.id)).toEqual(["subscription.newSubscriber", "subscription.subscriberChangedTier"]);
    expect(await noticesOf(db, fan.id)).toEqual(["subscription.started", "subscription.updated"]);
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });

  it("a downgrade previews a credit, charges nothing now, and the next renewal uses the credit", async () => {
    const { fan, creator, order } = await activeSubscription(db);
    await halfWay(order);
    const basic = await createTier(db, creator.id, { name: "Basic", priceUsdCents: 300 });
    const input = { subscriptionOrderId: order.id, tierId: basic, billingPeriod: "monthly" as const };
    expect((await previewTierChange({ db, actor: fan, input })).dueNow).toEqual({ amount: -100, currency: "USD" });
    await changeSubscriptionTier({ db, actor: fan, input: { ...input, idempotencyKey: key() } });
    expect((await moneyOf(db, order.id, creator.id)).charges.map((c) => c.amountCents)).toEqual([500]);
    const renewed = await billingFor(db).test!.renew(order.stripeSubscriptionId!, "paid");
    await handleBillingEvent({ db, billing: billingFor(db), event: subscriptionStateEvent("test", renewed) });
    expect((await moneyOf(db, order.id, creator.id)).charges.map((c) => c.amountCents).sort((a, b) => a - b)).toEqual([200, 500]);
  });

  it("refuses a guest, another fan, the creator, a malformed or foreign tier, the same plan and a cancelled subscription", async () => {
    const { fan, creator, order, tierId } = await activeSubscription(db);
    const vip = await createTier(db, creator.id, { name: "VIP", priceUsdCents: 1500 });
    const input = { subscriptionOrderId: order.id, tierId: vip, billingPeriod: "monthly" as const, idempotencyKey: key() };
    expect((await refusal(changeSubscriptionTier({ db, actor: null, input }))).code).toBe("UNAUTHENTICATED");
    expect((await refusal(changeSubscriptionTier({ db, actor: await createUser(db), input }))).code).toBe("FORBIDDEN");
    expect((await refusal(changeSubscriptionTier({ db, actor: creator, input }))).code).toBe("FORBIDDEN");
    expect((await refusal(previewTierChange({ db, actor: await createUser(db), input }))).code).toBe("FORBIDDEN");
    const malformed = await refusal(changeSubscriptionTier({ db, actor: fan, input: { ...input, tierId: "not-a-tier" } }));
    expect(malformed).toMatchObject({ code: "VALIDATION", fieldErrors: { tierId: "subscriptions.validation.tier" } });
    const elsewhere = await createTier(db, (await createCreator(db)).id, { name: "Elsewhere" });
    const foreign = await refusal(changeSubscriptionTier({ db, actor: fan, input: { ...input, tierId: elsewhere } }));
    expect(foreign).toMatchObject({ code: "NOT_FOUND", messageKey: "subscriptions.errors.tierNotFound" });
    const same = await refusal(previewTierChange({ db, actor: fan, input: { ...input, tierId } }));
    expect(same.messageKey).toBe("subscriptions.errors.alreadySubscribed");
    // Asking for the plan it is on changes and charges nothing.
    expect(await changeSubscriptionTier({ db, actor: fan, input: { ...input, tierId } })).toMatchObject({ tierId, totalAmountCents: 500 });
    expect((await moneyOf(db, order.id, creator.id)).charges).toHaveLength(1);
    await manageSubscription({ db, actor: fan, input: { subscriptionOrderId: order.id, action: "cancel" } });
    expect((await refusal(changeSubscriptionTier({ db, actor: fan, input }))).messageKey).toBe("subscriptions.errors.actionNotAllowed");
    expect((await orderOf(db, order.stripeCheckoutSessionId!)).tierId).toBe(tierId);
  });
});

describe("undoing a cancellation and subscribing again", () => {
  it("the subscriber undoes a cancellation before the period ends: billing goes on and the creator hears it; nobody else may", async () => {
    const { fan, creator, order } = await activeSubscription(db);
    await manageSubscription({ db, actor: fan, input: { subscriptionOrderId: order.id, action: "cancel" } });
    const reactivate = { subscriptionOrderId: order.id, action: "reactivate" as const };
    expect((await refusal(manageSubscription({ db, actor: await createUser(db), input: reactivate }))).code).toBe("FORBIDDEN");
    expect((await refusal(manageSubscription({ db, actor: creator, input: reactivate }))).code).toBe("FORBIDDEN");
    const kept = await manageSubscription({ db, actor: fan, input: reactivate });
    expect(kept).toMatchObject({ status: "active", cancelledAt: null, expiresAt: null, nextBillingDate: order.currentPeriodEnd });
    expect(await noticesOf(db, creator.id)).toEqual(["subscription.newSubscriber", "subscription.subscriberCancelled", "subscription.subscriberStayed"]);
    // Only a cancelled subscription can be taken back.
    expect((await refusal(manageSubscription({ db, actor: fan, input: reactivate }))).messageKey).toBe("subscriptions.errors.actionNotAllowed");
  });

  it("cancel, undo, a new period, cancel again: the expiry job moves to the new period's end", async () => {
    const { fan, order, tierId } = await activeSubscription(db);
    const manage = (action: "cancel" | "reactivate") => manageSubscription({ db, actor: fan, input: { subscriptionOrderId: order.id, action } });
    const expiryJobs = async () =>
      (
        (await db.execute(
          sql`select start_after from pgboss.job where name = 'subscriptions.expire' and data->>'subscriptionOrderId' = ${order.id} and state = 'created' order by start_after`,
        )) as unknown as { start_after: Date }[]
      ).map((job) => new Date(job.start_after).getTime());
    expect((await manage("cancel")).expiresAt).toEqual(order.currentPeriodEnd);
    expect(await expiryJobs()).toEqual([order.currentPeriodEnd!.getTime()]);
    await manage("reactivate");
    // Monthly to yearly starts a new, year-long period.
    const yearly = await changeSubscriptionTier({ db, actor: fan, input: { subscriptionOrderId: order.id, tierId, billingPeriod: "yearly", idempotencyKey: key() } });
    expect(yearly.currentPeriodEnd!.getTime()).toBeGreaterThan(order.currentPeriodEnd!.getTime() + 300 * DAY);
    const cancelled = await manage("cancel");
    expect(cancelled).toMatchObject({ status: "cancelled", expiresAt: yearly.currentPeriodEnd });
    // The old period's job finds nothing to end; the new period's end has its own.
    expect((await expiryJobs()).at(-1)).toBe(yearly.currentPeriodEnd!.getTime());
    expect(await expireSubscription({ db, subscriptionOrderId: order.id, now: new Date(order.currentPeriodEnd!.getTime() + 1000) })).toBe(false);
    expect(await expireSubscription({ db, subscriptionOrderId: order.id, now: yearly.currentPeriodEnd! })).toBe(true);
  });

  it("no second subscription while a cancelled one runs; once its period is over, a fresh checkout and one card", async () => {
    const { fan, creator, order, tierId, input } = await activeSubscription(db);
    await manageSubscription({ db, actor: fan, input: { subscriptionOrderId: order.id, action: "cancel" } });
    const again = { ...input, idempotencyKey: key() };
    const running = await refusal(createSubscriptionCheckout({ db, actor: fan, input: again }));
    expect(running).toMatchObject({ code: "CONFLICT", messageKey: "subscriptions.errors.cancelledStillRunning" });

    const after = new Date(order.currentPeriodEnd!.getTime() + 1000);
    const late = await refusal(manageSubscription({ db, actor: fan, input: { subscriptionOrderId: order.id, action: "reactivate" }, now: after }));
    expect(late.messageKey).toBe("subscriptions.errors.periodOver");
    expect(await expireSubscription({ db, subscriptionOrderId: order.id, now: after })).toBe(true);

    const { session } = await startedCheckout(db, { fan, creator, tierId });
    await decideTestCheckout({ db, actor: fan, input: { sessionId: session.sessionId, decision: "pay" } });
    const fresh = await orderOf(db, session.sessionId);
    expect(fresh.id).not.toBe(order.id);
    expect(fresh.status).toBe("active");
    const cards = await listSubscriptions({ db, actor: fan });
    expect(cards.map((card) => [card.id, card.status])).toEqual([[fresh.id, "active"]]);
  });

  it("an unpaid checkout closed by a newer one leaves no card (neither Pending nor Expired)", async () => {
    const { fan, creator, tierId, session } = await startedCheckout(db);
    await startedCheckout(db, { fan, creator, tierId });
    expect((await orderOf(db, session.sessionId)).status).toBe("expired");
    expect(await listSubscriptions({ db, actor: fan })).toEqual([]);
  });
});

describe("a yearly discount the creator sets", () => {
  const fields = { name: "Fanatik", description: "", benefits: [], priceUsdCents: 500, priceHtgCents: 66_000, billingPeriod: "monthly" as const };

  it("prices a yearly checkout at twelve months less the discount; only the creator sets it, within 0 to 50", async () => {
    const creator = await createCreator(db);
    const { id: tierId } = await createOwnTier({ db, actor: creator, input: { ...fields, annualDiscountPercent: 20 } });
    const tooMuch = await refusal(updateTier({ db, actor: creator, input: { ...fields, tierId, annualDiscountPercent: 51 } }));
    expect(tooMuch).toMatchObject({ code: "VALIDATION", fieldErrors: { annualDiscountPercent: "creatorSettings.validation.annualDiscount" } });
    const stranger = await refusal(updateTier({ db, actor: await createCreator(db), input: { ...fields, tierId, annualDiscountPercent: 50 } }));
    expect(stranger.code).toBe("NOT_FOUND");
    const [stored] = await db.select().from(creatorSubscriptionTiers).where(eq(creatorSubscriptionTiers.id, tierId));
    expect(stored!.annualDiscountPercent).toBe(20);

    const fan = await createUser(db);
    const session = await createSubscriptionCheckout({
      db,
      actor: fan,
      input: { tierId, creatorId: creator.id, billingPeriod: "yearly", idempotencyKey: key(), successUrl: "/fan/subscriptions", cancelUrl: "/fan/subscriptions" },
    });
    // 12 × $5 × 0.8
    expect((await orderOf(db, session.sessionId)).totalAmountCents).toBe(4800);
    await decideTestCheckout({ db, actor: fan, input: { sessionId: session.sessionId, decision: "pay" } });
    expect((await moneyOf(db, (await orderOf(db, session.sessionId)).id, creator.id)).charges.map((c) => c.amountCents)).toEqual([4800]);
  });
});
