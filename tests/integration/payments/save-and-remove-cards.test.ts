import { afterAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import type { PaymentProviders } from "@/server/payments";
import { confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { listSavedCards, removeSavedCard } from "@/server/services/payments/saved-cards";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { verifyPayment } from "@/server/services/payments/verify-payment";
import { createUser } from "../support/factories";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";
import { key, type ProviderKind, providersFor, requestStatus, videoRequest } from "./support";

const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});

/** The checkout's "Save this card" (on by default) and the settings' list of saved cards with Remove. */
describe.each<ProviderKind>(["test", "stripe"])("saving and removing cards with the %s provider", (kind) => {
  const providers: PaymentProviders = providersFor(kind, db, fakes);

  async function payWithNewCard(fan: Actor, saveCard?: boolean) {
    const { request } = await videoRequest(db, { fan });
    const input = { requestId: request.id, idempotencyKey: key(), ...(saveCard === undefined ? {} : { saveCard }) };
    const { paymentIntentId } = await startCardPayment({ db, actor: fan, input, providers });
    if (kind === "test") {
      await confirmTestCard({ db, actor: fan, input: { paymentIntentId, cardNumber: "4242 4242 4242 4242", expiry: "12/34" }, providers });
    } else {
      await fakes.stripe.confirm(paymentIntentId, "pm_card_visa");
      await verifyPayment({ db, actor: fan, input: { requestId: request.id }, providers });
    }
    expect(await requestStatus(db, request.id)).toBe("pending");
  }

  it("does not keep a card paid with 'Save this card' unticked, and keeps it by default", async () => {
    const fan = await createUser(db);
    await payWithNewCard(fan, false);
    expect(await listSavedCards({ db, actor: fan, providers })).toEqual([]);
    await payWithNewCard(fan);
    expect(await listSavedCards({ db, actor: fan, providers })).toHaveLength(1);
  });

  it("removes the fan's own card (allowed), and another fan's attempt is not found (refused)", async () => {
    const fan = await createUser(db);
    const stranger = await createUser(db);
    await payWithNewCard(fan);
    await payWithNewCard(stranger);
    const [card] = await listSavedCards({ db, actor: fan, providers });

    await expect(removeSavedCard({ db, actor: stranger, input: { cardId: card!.id }, providers })).rejects.toMatchObject({
      code: "NOT_FOUND",
      messageKey: "errors.savedCardNotFound",
    });
    await expect(removeSavedCard({ db, actor: null, input: { cardId: card!.id }, providers })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    expect(await listSavedCards({ db, actor: fan, providers })).toHaveLength(1);

    expect(await removeSavedCard({ db, actor: fan, input: { cardId: card!.id }, providers })).toEqual({ removed: true });
    expect(await listSavedCards({ db, actor: fan, providers })).toEqual([]);
    expect(await listSavedCards({ db, actor: stranger, providers })).toHaveLength(1);
    await expect(removeSavedCard({ db, actor: fan, input: { cardId: card!.id }, providers })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
