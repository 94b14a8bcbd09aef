import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { payments, testProviderPayments } from "@/server/db/schema";
import { authenticateTestCard, confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { getPaymentStatus } from "@/server/services/payments/payment-status";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { createUser } from "../support/factories";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";
import { key, paymentOf, providersFor, requestStatus, videoRequest } from "./support";

const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
const stripe = providersFor("stripe", db, fakes);
const test = providersFor("test", db, fakes);

describe("starting a card payment", () => {
  it("gives 200 concurrent calls with one key one payment row and one Stripe PaymentIntent", async () => {
    const { fan, request } = await videoRequest(db);
    const idempotencyKey = key();
    const before = fakes.stripe.intents.size;
    const results = await Promise.all(
      Array.from({ length: 200 }, () => startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey }, providers: stripe })),
    );
    expect(new Set(results.map((r) => r.paymentIntentId)).size).toBe(1);
    expect(new Set(results.map((r) => r.clientSecret)).size).toBe(1);
    expect(await paymentOf(db, request.id)).toHaveLength(1);
    expect(fakes.stripe.intents.size - before).toBe(1);
  });

  it("gives concurrent calls with one key one test-mode intent too", async () => {
    const { fan, request } = await videoRequest(db);
    const idempotencyKey = key();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey }, providers: test })),
    );
    expect(new Set(results.map((r) => r.paymentIntentId)).size).toBe(1);
    const [intents] = await db.select({ n: count() }).from(testProviderPayments).where(eq(testProviderPayments.idempotencyKey, idempotencyKey));
    expect(intents!.n).toBe(1);
  });

  it("charges the server's amount and refuses a client amount or currency that disagrees (409)", async () => {
    const { fan, request } = await videoRequest(db);
    const start = (input: object) => startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key(), ...input }, providers: stripe });
    await expect(start({ amountCents: 100 })).rejects.toMatchObject({ code: "CONFLICT", messageKey: "errors.paymentAmountMismatch" });
    await expect(start({ amountCents: 18750, currency: "htg" })).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await paymentOf(db, request.id)).toHaveLength(0);
    const ok = await start({ amountCents: 18750, currency: "usd" });
    expect(fakes.stripe.intents.get(ok.paymentIntentId)!.amount).toBe(18750);
  });

  it("refuses a key reused with other parameters (409)", async () => {
    const { fan, request } = await videoRequest(db);
    const other = await videoRequest(db, { fan });
    const idempotencyKey = key();
    await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey }, providers: test });
    await expect(
      startCardPayment({ db, actor: fan, input: { requestId: other.request.id, idempotencyKey }, providers: test }),
    ).rejects.toMatchObject({ code: "CONFLICT", messageKey: "errors.idempotencyKeyReused" });
    const stranger = await createUser(db);
    const theirs = await videoRequest(db, { fan: stranger });
    await expect(
      startCardPayment({ db, actor: stranger, input: { requestId: theirs.request.id, idempotencyKey }, providers: test }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("refuses a guest (401), someone else's request (404), a request not awaiting payment and an HTG quote (409)", async () => {
    const { request } = await videoRequest(db);
    const input = { requestId: request.id, idempotencyKey: key() };
    await expect(startCardPayment({ db, actor: null, input, providers: test })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    const stranger = await createUser(db);
    await expect(startCardPayment({ db, actor: stranger, input, providers: test })).rejects.toMatchObject({ code: "NOT_FOUND" });

    const paid = await videoRequest(db, { status: "pending" });
    await expect(
      startCardPayment({ db, actor: paid.fan, input: { requestId: paid.request.id, idempotencyKey: key() }, providers: test }),
    ).rejects.toMatchObject({ code: "CONFLICT", messageKey: "errors.requestNotAwaitingPayment" });
    const htg = await videoRequest(db, { currency: "HTG" });
    await expect(
      startCardPayment({ db, actor: htg.fan, input: { requestId: htg.request.id, idempotencyKey: key() }, providers: test }),
    ).rejects.toMatchObject({ code: "CONFLICT", messageKey: "errors.paymentMethodCurrency" });
  });

  it("shows the payment state to the request's fan and creator only", async () => {
    const { fan, creator, request } = await videoRequest(db);
    await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers: test });
    expect((await getPaymentStatus({ db, actor: fan, input: { requestId: request.id } })).payment?.status).toBe("pending");
    expect((await getPaymentStatus({ db, actor: creator, input: { requestId: request.id } })).requestStatus).toBe("pending_payment");
    await expect(getPaymentStatus({ db, actor: await createUser(db), input: { requestId: request.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("test cards", () => {
  it("refuses any number but Stripe's test cards with 'Test mode: use a test card', before storing anything", async () => {
    const { fan, request } = await videoRequest(db);
    const started = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers: test });
    const before = await db.select().from(testProviderPayments).where(eq(testProviderPayments.id, started.paymentIntentId));
    await expect(
      confirmTestCard({ db, actor: fan, input: { paymentIntentId: started.paymentIntentId, cardNumber: "4111 1111 1111 1111", expiry: "12/34" }, providers: test }),
    ).rejects.toMatchObject({ code: "VALIDATION", fieldErrors: { cardNumber: "validation.testCardOnly" } });
    expect(await db.select().from(testProviderPayments).where(eq(testProviderPayments.id, started.paymentIntentId))).toEqual(before);
    const [row] = await db.select().from(payments).where(eq(payments.videoRequestId, request.id));
    // The full number, with or without its spaces: four digits alone also turn up in random ids.
    expect(JSON.stringify(row)).not.toMatch(/4111 ?1111 ?1111 ?1111/);
  });

  it("asks for a confirmation step with 4000 0025 0000 3155, then holds the card", async () => {
    const { fan, request } = await videoRequest(db);
    const { paymentIntentId } = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers: test });
    const asked = await confirmTestCard({ db, actor: fan, input: { paymentIntentId, cardNumber: "4000002500003155", expiry: "12/34" }, providers: test });
    expect(asked).toMatchObject({ status: "requires_action", paid: false });
    expect(await requestStatus(db, request.id)).toBe("pending_payment");
    const held = await authenticateTestCard({ db, actor: fan, input: { paymentIntentId, approve: true }, providers: test });
    expect(held.status).toBe("held");
    expect(await requestStatus(db, request.id)).toBe("pending");
  });

  it("fails the payment when the confirmation step is refused; another fan cannot confirm it", async () => {
    const { fan, request } = await videoRequest(db);
    const { paymentIntentId } = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers: test });
    await expect(
      confirmTestCard({ db, actor: await createUser(db), input: { paymentIntentId, cardNumber: "4242424242424242", expiry: "12/34" }, providers: test }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await confirmTestCard({ db, actor: fan, input: { paymentIntentId, cardNumber: "4000002500003155", expiry: "12/34" }, providers: test });
    const refused = await authenticateTestCard({ db, actor: fan, input: { paymentIntentId, approve: false }, providers: test });
    expect(refused).toMatchObject({ status: "failed", errorKey: "errors.paymentFailed" });
  });

  it("is not offered when cards go through Stripe", async () => {
    const { fan, request } = await videoRequest(db);
    const { paymentIntentId } = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers: stripe });
    await expect(
      confirmTestCard({ db, actor: fan, input: { paymentIntentId, cardNumber: "4242424242424242", expiry: "12/34" }, providers: stripe }),
    ).rejects.toMatchObject({ code: "CONFLICT", messageKey: "errors.notInTestMode" });
  });
});
