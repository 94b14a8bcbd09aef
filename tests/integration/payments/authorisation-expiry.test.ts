import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { notifications, videoRequests } from "@/server/db/schema";
import { providersOf } from "@/server/payments";
import { stateEvent } from "@/server/payments/state-event";
import { testProvider } from "@/server/payments/simulator/provider";
import { confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { handlePaymentEvent } from "@/server/services/payments/handle-payment-event";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { verifyPayment } from "@/server/services/payments/verify-payment";
import { declineRequest } from "@/server/services/video-requests/creator/decline-request";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";
import { key, ledgerDiscrepancies, ledgerKinds, paymentOf, providersFor, requestStatus, videoRequest } from "./support";

/**
 * Card authorisations lapse after 7 days (Stripe, and the test provider likewise). A card is held only
 * when the order is settled inside the safe window; otherwise it is charged at booking and refunded if
 * the order ends unfulfilled. A hold the provider cancels anyway reaches the order at once.
 */
const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
const DAY_SECONDS = 24 * 3600;
const test = providersFor("test", db, fakes);
const stripe = providersFor("stripe", db, fakes);
const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/34" };

async function noticesOf(userId: string) {
  const rows = await db.select({ type: notifications.type, params: notifications.params }).from(notifications).where(eq(notifications.userId, userId));
  return rows;
}

describe("the fake Stripe's clock", () => {
  it("cancels an uncaptured authorisation after 7 days, with a payment_intent.canceled event", async () => {
    const { fan, request } = await videoRequest(db);
    const { paymentIntentId } = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers: stripe });
    await fakes.stripe.confirm(paymentIntentId);
    fakes.stripe.advance(6 * DAY_SECONDS);
    expect(fakes.stripe.intents.get(paymentIntentId)!.status).toBe("requires_capture");
    fakes.stripe.advance(DAY_SECONDS);
    expect(fakes.stripe.intents.get(paymentIntentId)).toMatchObject({ status: "canceled", cancellation_reason: "automatic" });
    expect(fakes.stripe.eventsFor(paymentIntentId).map((e) => e.type)).toContain("payment_intent.canceled");
    fakes.stripe.clock.offsetSeconds = 0;
  });
});

describe("a hold the provider lets lapse reaches the order", () => {
  it("Stripe's payment_intent.canceled puts the request back to awaiting payment and tells fan and creator", async () => {
    const { fan, creator, request } = await videoRequest(db);
    const { paymentIntentId } = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers: stripe });
    await fakes.stripe.confirm(paymentIntentId);
    expect((await verifyPayment({ db, actor: fan, input: { requestId: request.id }, providers: stripe })).status).toBe("held");
    expect(await requestStatus(db, request.id)).toBe("pending");

    fakes.stripe.advance(7 * DAY_SECONDS);
    fakes.stripe.clock.offsetSeconds = 0;
    const canceled = fakes.stripe.eventsFor(paymentIntentId).find((e) => e.type === "payment_intent.canceled")!;
    const event = await stripe.card.parseEvent({ kind: "webhook", ...fakes.stripe.signed(canceled) });
    await handlePaymentEvent({ db, providers: stripe, event: event! });

    const [payment] = await paymentOf(db, request.id);
    expect(payment!.status).toBe("cancelled");
    expect(await ledgerKinds(db, payment!.id)).toEqual(["hold", "hold_released"]);
    expect(await requestStatus(db, request.id)).toBe("pending_payment");
    expect(await noticesOf(fan.id)).toContainEqual({ type: "videoRequest.paymentLapsed", params: { requestId: request.id, audience: "fan" } });
    expect(await noticesOf(creator.id)).toContainEqual({ type: "videoRequest.paymentLapsed", params: { requestId: request.id, audience: "creator" } });

    // The fan pays again: a new hold, the request goes ahead.
    const again = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers: stripe });
    await fakes.stripe.confirm(again.paymentIntentId);
    expect((await verifyPayment({ db, actor: fan, input: { requestId: request.id }, providers: stripe })).status).toBe("held");
    expect(await requestStatus(db, request.id)).toBe("pending");
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("the test provider lapses a 7-day-old authorisation on its own clock", async () => {
    const { fan, request } = await videoRequest(db);
    const { paymentIntentId } = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers: test });
    await confirmTestCard({ db, actor: fan, input: { paymentIntentId, ...CARD }, providers: test });
    const later = (days: number) => testProvider(db, "card", () => new Date(Date.now() + days * DAY_SECONDS * 1000));
    expect((await later(6).retrieve(paymentIntentId)).status).toBe("held");
    expect((await later(7).retrieve(paymentIntentId)).status).toBe("cancelled");
    // Read back through the event handler (as the hourly reconciliation does), the lapse reaches the order.
    const lapsedProviders = providersOf(later(7), testProvider(db, "moncash"));
    await handlePaymentEvent({ db, providers: lapsedProviders, event: stateEvent("test", "card", await later(7).retrieve(paymentIntentId)) });
    expect(await requestStatus(db, request.id)).toBe("pending_payment");
  });
});

describe("the hold rule", () => {
  it("holds a card when the order settles inside the safe window (express: 3 days + grace)", async () => {
    const { fan, request } = await videoRequest(db);
    const { paymentIntentId } = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers: test });
    expect((await confirmTestCard({ db, actor: fan, input: { paymentIntentId, ...CARD }, providers: test })).status).toBe("held");
  });

  it.each(["test", "stripe"] as const)("charges at booking when it may settle later (standard: 7 days + grace), and refunds on decline (%s)", async (kind) => {
    const providers = kind === "test" ? test : stripe;
    const { fan, creator, request } = await videoRequest(db);
    await db.update(videoRequests).set({ deliveryTier: "standard" }).where(eq(videoRequests.id, request.id));
    const { paymentIntentId } = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
    if (kind === "test") await confirmTestCard({ db, actor: fan, input: { paymentIntentId, ...CARD }, providers });
    else await fakes.stripe.confirm(paymentIntentId);
    const view = await verifyPayment({ db, actor: fan, input: { requestId: request.id }, providers });
    expect(view).toMatchObject({ status: "captured", paid: true });
    expect((await providers.card.retrieve(paymentIntentId)).status).toBe("captured");
    expect(await requestStatus(db, request.id)).toBe("pending");

    await declineRequest({ db, actor: creator, input: { requestId: request.id, reason: "Not for me, sorry." }, providers });
    const [payment] = await paymentOf(db, request.id);
    expect(payment).toMatchObject({ status: "refunded", refundedCents: payment!.amountCents });
    expect((await providers.card.retrieve(paymentIntentId)).refundedCents).toBe(payment!.amountCents);
    expect(await ledgerKinds(db, payment!.id)).toEqual(["hold", "capture", "refund"]);
    const [declined] = await db
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, fan.id), eq(notifications.type, "videoRequest.declined")));
    expect(declined!.params).toMatchObject({ moneyBack: "refunded" });
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });
});
