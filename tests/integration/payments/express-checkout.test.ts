import { afterAll, describe, expect, it } from "vitest";
import { createStripeClient } from "@/server/payments/stripe/client";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { verifyPayment } from "@/server/services/payments/verify-payment";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";
import { key, ledgerKinds, providersFor, videoRequest } from "./support";

const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
const providers = providersFor("stripe", db, fakes);
const stripe = createStripeClient(fakes.stripe.connection);

/**
 * Express Checkout (Stripe's wallets on the card checkout) has no server of its own: the browser confirms the
 * order's one PaymentIntent with a wallet's payment method. What it relies on is checked here against (fake) Stripe.
 */
describe("the server side of Express Checkout", () => {
  it("the order's PaymentIntent offers wallets (automatic payment methods) and holds the card (manual capture)", async () => {
    const { fan, request } = await videoRequest(db);
    const started = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
    const intent = await stripe.paymentIntents.retrieve(started.paymentIntentId);
    expect(intent).toMatchObject({ automatic_payment_methods: { enabled: true }, capture_method: "manual", amount: 18750, currency: "usd" });
  });

  it("the wallet and the card form confirm the same intent: one key, one payment, counted once", async () => {
    const { fan, request } = await videoRequest(db);
    const idempotencyKey = key();
    const first = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey }, providers });
    const again = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey }, providers });
    expect(again).toMatchObject({ paymentIntentId: first.paymentIntentId, clientSecret: first.clientSecret });
    // The wallet's sheet hands Stripe.js a card payment method, confirmed on the order's intent.
    await fakes.stripe.confirm(first.paymentIntentId, "pm_card_visa");
    const view = await verifyPayment({ db, actor: fan, input: { requestId: request.id }, providers });
    expect(view).toMatchObject({ status: "held", paid: true, amountCents: 18750 });
    await verifyPayment({ db, actor: fan, input: { requestId: request.id }, providers });
    expect(await ledgerKinds(db, view.paymentId)).toEqual(["hold"]);
  });
});
