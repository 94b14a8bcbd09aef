import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptionOrders } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { getSubscriptionBilling } from "@/server/payments/billing";
import { subscriptionGrantsAccess } from "@/server/services/posts/post-access";
import { createSubscriptionCheckout } from "@/server/services/subscriptions/create-checkout";
import { listSubscriptions } from "@/server/services/subscriptions/list-subscriptions";
import { manageSubscription } from "@/server/services/subscriptions/manage-subscription";
import { paymentMethodPortal } from "@/server/services/subscriptions/payment-method-portal";
import { decideTestCheckout } from "@/server/payments/simulator/subscription-checkout";
import { verifyCheckout } from "@/server/services/subscriptions/verify-checkout";
import { createCreator, createSubscription, createTier, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { activeSubscription, key, noticesOf, orderOf, startedCheckout } from "./support";
import { clientInput } from "../support/client-input";

const db = await useTestDb();

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("subscription checkout", () => {
  it("the same idempotency key answers the same session and one row; other details with it are refused", async () => {
    const { fan, creator, input, session } = await startedCheckout(db);
    expect(await createSubscriptionCheckout({ db, actor: fan, input })).toEqual(session);
    const rows = await db.select().from(subscriptionOrders).where(eq(subscriptionOrders.idempotencyKey, input.idempotencyKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending", totalAmountCents: 500, billingPeriod: "monthly", userId: fan.id, creatorId: creator.id });
    const yearly = await refusal(createSubscriptionCheckout({ db, actor: fan, input: { ...input, billingPeriod: "yearly" } }));
    expect(yearly.messageKey).toBe("subscriptions.errors.idempotencyKeyReused");
    const other = await refusal(createSubscriptionCheckout({ db, actor: await createUser(db), input }));
    expect(other.code).toBe("CONFLICT");
  });

  it("prices a yearly checkout as twelve months of a monthly tier", async () => {
    const { session } = await startedCheckout(db).then(async ({ fan, creator, tierId }) => ({
      session: await createSubscriptionCheckout({
        db,
        actor: fan,
        input: { tierId, creatorId: creator.id, billingPeriod: "yearly", idempotencyKey: key(), successUrl: "/fan/subscriptions", cancelUrl: "/fan/subscriptions" },
      }),
    }));
    expect((await orderOf(db, session.sessionId)).totalAmountCents).toBe(6000);
  });

  it("refuses a guest, another site's return URLs, a tier of another creator, the creator's own tier and a second live subscription", async () => {
    const { fan, creator, input } = await startedCheckout(db);
    expect((await refusal(createSubscriptionCheckout({ db, actor: null, input: { ...input, idempotencyKey: key() } }))).code).toBe("UNAUTHENTICATED");
    const foreign = await refusal(
      createSubscriptionCheckout({ db, actor: fan, input: { ...input, idempotencyKey: key(), successUrl: "https://evil.example/steal" } }),
    );
    expect(foreign.code).toBe("VALIDATION");
    expect(foreign.fieldErrors).toEqual({ successUrl: "subscriptions.validation.foreignUrl" });
    const otherCreator = await createCreator(db);
    const wrongTier = await refusal(createSubscriptionCheckout({ db, actor: fan, input: { ...input, creatorId: otherCreator.id, idempotencyKey: key() } }));
    expect(wrongTier.code).toBe("NOT_FOUND");
    const own = await refusal(createSubscriptionCheckout({ db, actor: creator, input: { ...input, idempotencyKey: key() } }));
    expect(own.code).toBe("FORBIDDEN");

    const { fan: subscriber, creator: followed, tierId } = await activeSubscription(db);
    const again = await refusal(
      createSubscriptionCheckout({ db, actor: subscriber, input: { ...input, tierId, creatorId: followed.id, idempotencyKey: key() } }),
    );
    expect(again.messageKey).toBe("subscriptions.errors.alreadySubscribed");
  });

  it("another tier of a creator the fan subscribes to changes the one live subscription, the difference prorated at once", async () => {
    const { fan, creator, order, input } = await activeSubscription(db);
    const vip = await createTier(db, creator.id, { name: "VIP", priceUsdCents: 1500 });
    const answer = await createSubscriptionCheckout({ db, actor: fan, input: { ...input, tierId: vip, idempotencyKey: key() } });
    expect(answer.sessionId).toBe(order.stripeCheckoutSessionId);
    expect(answer.sessionUrl).toMatch(/\?subscription=success&session_id=test_cs_/);
    const rows = await db.select().from(subscriptionOrders).where(eq(subscriptionOrders.userId, fan.id));
    expect(rows.map((row) => [row.id, row.status, row.tierId, row.tierName, row.totalAmountCents])).toEqual([[order.id, "active", vip, "VIP", 1500]]);
    const billing = getSubscriptionBilling(db);
    const renewed = await billing.test!.renew(order.stripeSubscriptionId!, "paid");
    // The first invoice, the upgrade's proration for (almost) the whole period left, then the new price.
    expect(renewed.paidInvoices.map((invoice) => invoice.amount.amount)).toEqual([500, 1000, 1500]);
  });

  it("the return is verified: the page learns the status only from the provider, and only the fan's own session", async () => {
    const { fan, session } = await startedCheckout(db);
    expect(await verifyCheckout({ db, actor: fan, input: { sessionId: session.sessionId } })).toMatchObject({ status: "pending" });
    const back = await decideTestCheckout({ db, actor: fan, input: { sessionId: session.sessionId, decision: "pay" } });
    expect(back.redirectUrl).toMatch(/\?subscription=success&session_id=test_cs_/);
    expect(await verifyCheckout({ db, actor: fan, input: { sessionId: session.sessionId } })).toMatchObject({ status: "active" });
    const stranger = await refusal(verifyCheckout({ db, actor: await createUser(db), input: { sessionId: session.sessionId } }));
    expect(stranger.code).toBe("NOT_FOUND");
  });

  it("cancelling on the test checkout page leaves the subscription pending and goes back to the cancel URL", async () => {
    const { fan, session, input } = await startedCheckout(db);
    const back = await decideTestCheckout({ db, actor: fan, input: { sessionId: session.sessionId, decision: "cancel" } });
    expect(back.redirectUrl).toBe(input.cancelUrl);
    expect((await orderOf(db, session.sessionId)).status).toBe("pending");
    // A cancelled checkout leaves no "Pending" card in the fan's subscriptions.
    expect(await listSubscriptions({ db, actor: fan })).toEqual([]);
  });
});

describe("managing a subscription", () => {
  it("the subscriber pauses (no access), resumes (access), cancels (access until the period ends)", async () => {
    const { fan, order } = await activeSubscription(db);
    const manage = (action: "pause" | "resume" | "cancel") => manageSubscription({ db, actor: fan, input: { subscriptionOrderId: order.id, action } });
    const paused = await manage("pause");
    expect(paused.status).toBe("paused");
    expect(subscriptionGrantsAccess(paused, new Date())).toBe(false);
    expect((await refusal(manage("pause"))).messageKey).toBe("subscriptions.errors.actionNotAllowed");
    const resumed = await manage("resume");
    expect(resumed.status).toBe("active");
    const cancelled = await manage("cancel");
    expect(cancelled).toMatchObject({ status: "cancelled", nextBillingDate: null, expiresAt: order.currentPeriodEnd });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(subscriptionGrantsAccess(cancelled, new Date())).toBe(true);
    expect(await noticesOf(db, fan.id)).toEqual(["subscription.cancelled", "subscription.started"]);
    expect((await refusal(manage("resume"))).code).toBe("CONFLICT");
  });

  it("refuses another fan, a guest and an unknown action, changing nothing", async () => {
    const { order } = await activeSubscription(db);
    const other = await createUser(db);
    const forbidden = await refusal(manageSubscription({ db, actor: other, input: { subscriptionOrderId: order.id, action: "cancel" } }));
    expect(forbidden.code).toBe("FORBIDDEN");
    expect((await refusal(paymentMethodPortal({ db, actor: other, input: { subscriptionOrderId: order.id } }))).code).toBe("FORBIDDEN");
    expect((await refusal(manageSubscription({ db, actor: null, input: { subscriptionOrderId: order.id, action: "cancel" } }))).code).toBe(
      "UNAUTHENTICATED",
    );
    const bad = await refusal(manageSubscription({ db, actor: other, input: clientInput({ subscriptionOrderId: order.id, action: "delete" }) }));
    expect(bad.fieldErrors).toEqual({ action: "subscriptions.validation.action" });
    expect((await orderOf(db, order.stripeCheckoutSessionId!)).status).toBe("active");
  });

  it("the payment method opens test mode's labelled portal page for this subscription (issue 20: no dead end)", async () => {
    const { fan, order } = await activeSubscription(db);
    expect(await paymentMethodPortal({ db, actor: fan, input: { subscriptionOrderId: order.id } })).toEqual({
      url: `/payments/test-portal?subscription=${order.stripeSubscriptionId}`,
    });
  });

  it("lists one subscription per creator, the active one winning, in the spec's fields", async () => {
    const { fan, creator, order, tierId } = await activeSubscription(db);
    await createSubscription(db, fan, creator, tierId, { status: "expired" });
    const list = await listSubscriptions({ db, actor: fan });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: order.id, status: "active", creator_id: creator.id, total_amount: 5, is_expired: false });
    expect(list[0]!.tier).toMatchObject({ tier_name: "Fanatik", price: 5, billing_period: "monthly" });
    expect(Object.keys(list[0]!.creator).sort()).toEqual(["avatar_url", "display_name", "id", "name", "profile_image_url", "username"]);
    expect(await listSubscriptions({ db, actor: await createUser(db) })).toEqual([]);
  });
});
