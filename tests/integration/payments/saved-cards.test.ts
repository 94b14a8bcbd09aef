import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { paymentCustomers, testProviderCards } from "@/server/db/schema";
import type { PaymentProviders } from "@/server/payments";
import { authenticateTestCard, confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { listSavedCards, payWithSavedCard } from "@/server/services/payments/saved-cards";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { verifyPayment } from "@/server/services/payments/verify-payment";
import { createUser } from "../support/factories";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";
import { key, paymentOf, type ProviderKind, providersFor, requestStatus, videoRequest } from "./support";

const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});

describe.each<ProviderKind>(["test", "stripe"])("saved cards with the %s provider", (kind) => {
  const providers: PaymentProviders = providersFor(kind, db, fakes);

  /** The fan pays a new request with a new card: the test card form, or Stripe.js with a test token. */
  async function payWithNewCard(fan: Actor, card: "visa" | "confirmStep" = "visa") {
    const { request } = await videoRequest(db, { fan });
    const { paymentIntentId } = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
    if (kind === "test") {
      const cardNumber = card === "visa" ? "4242 4242 4242 4242" : "4000 0025 0000 3155";
      const view = await confirmTestCard({ db, actor: fan, input: { paymentIntentId, cardNumber, expiry: "12/34" }, providers });
      if (view.status === "requires_action") await authenticateTestCard({ db, actor: fan, input: { paymentIntentId, approve: true }, providers });
    } else {
      await fakes.stripe.confirm(paymentIntentId, card === "visa" ? "pm_card_visa" : "pm_card_authenticationRequired");
      if (card === "confirmStep") fakes.stripe.authenticate(paymentIntentId);
      await verifyPayment({ db, actor: fan, input: { requestId: request.id }, providers });
    }
    return request;
  }

  it("makes one customer per fan, saves the card a fan paid with, and lists it (brand, last four, expiry) as the default", async () => {
    const fan = await createUser(db);
    expect(await listSavedCards({ db, actor: fan, providers })).toEqual([]);
    const first = await payWithNewCard(fan);
    expect(await requestStatus(db, first.id)).toBe("pending");
    await payWithNewCard(fan);

    const customers = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, fan.id));
    expect(customers).toHaveLength(1);
    expect(customers[0]!.provider).toBe(kind);
    if (kind === "stripe") {
      const customer = fakes.stripe.customers.customers.get(customers[0]!.customerRef)!;
      expect(customer.metadata.userId).toBe(fan.id);
      expect(fakes.stripe.intents.get((await paymentOf(db, first.id))[0]!.providerRef!)).toMatchObject({
        customer: customer.id,
        setup_future_usage: "on_session",
      });
    }

    // The same card paid with twice is one saved card.
    const cards = await listSavedCards({ db, actor: fan, providers });
    expect(cards).toEqual([{ id: expect.any(String), brand: "visa", last4: "4242", expMonth: 12, expYear: 2034, isDefault: true }]);
    if (kind === "test") {
      const rows = await db.select().from(testProviderCards).where(eq(testProviderCards.id, cards[0]!.id));
      expect(JSON.stringify(rows)).not.toContain("4242424242424242");
    }
  });

  it("pays a new order with the fan's own saved card, held like a new card", async () => {
    const fan = await createUser(db);
    await payWithNewCard(fan);
    const [card] = await listSavedCards({ db, actor: fan, providers });
    const { request } = await videoRequest(db, { fan });

    const view = await payWithSavedCard({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key(), cardId: card!.id, amountCents: 18750 }, providers });
    expect(view).toMatchObject({ status: "held", paid: true, amountCents: 18750, currency: "USD" });
    expect(await requestStatus(db, request.id)).toBe("pending");
  });

  it("asks for the confirmation step again when the saved card is the 3155 card", async () => {
    const fan = await createUser(db);
    await payWithNewCard(fan, "confirmStep");
    const [card] = await listSavedCards({ db, actor: fan, providers });
    expect(card).toMatchObject({ last4: "3155", isDefault: true });
    const { request } = await videoRequest(db, { fan });
    const view = await payWithSavedCard({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key(), cardId: card!.id }, providers });
    expect(view).toMatchObject({ status: "requires_action", paid: false });
    expect(view.clientSecret).toContain(view.paymentIntentId);
    expect(await requestStatus(db, request.id)).toBe("pending_payment");
  });

  it("refuses another fan's saved card, an unknown card and a guest, and starts nothing", async () => {
    const owner = await createUser(db);
    await payWithNewCard(owner);
    const [card] = await listSavedCards({ db, actor: owner, providers });
    const other = await createUser(db);
    await payWithNewCard(other);
    const { request } = await videoRequest(db, { fan: other });

    for (const cardId of [card!.id, "pm_unknown"]) {
      await expect(
        payWithSavedCard({ db, actor: other, input: { requestId: request.id, idempotencyKey: key(), cardId }, providers }),
      ).rejects.toMatchObject({ code: "NOT_FOUND", messageKey: "errors.savedCardNotFound" });
    }
    await expect(
      payWithSavedCard({ db, actor: other, input: { requestId: request.id, idempotencyKey: key(), cardId: "" }, providers }),
    ).rejects.toMatchObject({ code: "VALIDATION", fieldErrors: { cardId: "validation.savedCard" } });
    await expect(listSavedCards({ db, actor: null, providers })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    expect(await paymentOf(db, request.id)).toEqual([]);
    expect(await requestStatus(db, request.id)).toBe("pending_payment");
    expect((await listSavedCards({ db, actor: other, providers })).map((c) => c.id)).not.toContain(card!.id);
  });
});

describe("saved cards at Stripe", () => {
  const stripe = providersFor("stripe", db, fakes);

  it("marks the Customer's default card (its invoice settings), else the newest", async () => {
    const fan = await createUser(db);
    for (const token of ["pm_card_visa", "pm_card_mastercard"]) {
      const { request } = await videoRequest(db, { fan });
      const { paymentIntentId } = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers: stripe });
      await fakes.stripe.confirm(paymentIntentId, token);
    }
    const newestFirst = await listSavedCards({ db, actor: fan, providers: stripe });
    expect(newestFirst.map((card) => [card.last4, card.isDefault])).toEqual([["4444", true], ["4242", false]]);

    const [customer] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, fan.id));
    fakes.stripe.customers.customers.get(customer!.customerRef)!.invoice_settings.default_payment_method = newestFirst[1]!.id;
    const withDefault = await listSavedCards({ db, actor: fan, providers: stripe });
    expect(withDefault.map((card) => [card.last4, card.isDefault])).toEqual([["4444", false], ["4242", true]]);
  });
});

describe("test card expiry", () => {
  const test = providersFor("test", db, fakes);

  it("refuses a malformed or past expiry with the card form's messages, before anything changes", async () => {
    const { fan, request } = await videoRequest(db);
    const { paymentIntentId } = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers: test });
    const confirm = (expiry: string) => confirmTestCard({ db, actor: fan, input: { paymentIntentId, cardNumber: "4242424242424242", expiry }, providers: test });
    await expect(confirm("13/40")).rejects.toMatchObject({ code: "VALIDATION", fieldErrors: { expiry: "validation.cardExpiry" } });
    await expect(confirm("01/20")).rejects.toMatchObject({ code: "VALIDATION", fieldErrors: { expiry: "validation.cardExpired" } });
    expect(await requestStatus(db, request.id)).toBe("pending_payment");
    expect(await listSavedCards({ db, actor: fan, providers: test })).toEqual([]);
  });
});
