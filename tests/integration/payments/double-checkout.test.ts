import { afterAll, describe, expect, it } from "vitest";
import { confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { reconcileMoncashPayment } from "@/server/services/payments/reconcile-moncash";
import { capturePayment } from "@/server/services/payments/settle-payment";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { startMoncashPayment } from "@/server/services/payments/start-moncash-payment";
import { verifyPayment } from "@/server/services/payments/verify-payment";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";
import { key, ledgerDiscrepancies, ledgerKinds, paymentOf, providersFor, requestStatus, videoRequest } from "./support";

const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});

/** Two checkouts of one request (two tabs, two keys) that both go through: the fan pays once. */
describe("a request paid twice", () => {
  it("releases the second card hold at once (test mode)", async () => {
    const providers = providersFor("test", db, fakes);
    const { fan, request } = await videoRequest(db);
    const first = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
    const second = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
    await confirmTestCard({ db, actor: fan, input: { paymentIntentId: first.paymentIntentId, cardNumber: "4242424242424242", expiry: "12/34" }, providers });
    const again = await confirmTestCard({ db, actor: fan, input: { paymentIntentId: second.paymentIntentId, cardNumber: "4242424242424242", expiry: "12/34" }, providers });
    expect(again.status).toBe("cancelled");
    expect((await providers.card.retrieve(second.paymentIntentId)).status).toBe("cancelled");
    expect(await ledgerKinds(db, again.paymentId)).toEqual(["hold", "hold_released"]);
    expect(await requestStatus(db, request.id)).toBe("pending");
    expect((await capturePayment({ db, input: { requestId: request.id }, providers })).paymentIntentId).toBe(first.paymentIntentId);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("releases the second hold against Stripe too", async () => {
    const providers = providersFor("stripe", db, fakes);
    const { fan, request } = await videoRequest(db);
    const first = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
    const second = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
    await fakes.stripe.confirm(first.paymentIntentId);
    await fakes.stripe.confirm(second.paymentIntentId);
    expect((await verifyPayment({ db, actor: fan, input: { requestId: request.id }, providers })).paymentIntentId).toBe(first.paymentIntentId);
    expect(fakes.stripe.intents.get(second.paymentIntentId)!.status).toBe("canceled");
    const statuses = (await paymentOf(db, request.id)).map((p) => p.status).sort();
    expect(statuses).toEqual(["cancelled", "held"]);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("owes back a second MonCash payment at once", async () => {
    const providers = providersFor("stripe", db, fakes);
    const { fan, request } = await videoRequest(db, { currency: "HTG" });
    const start = () =>
      startMoncashPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key(), phoneNumber: "50937001234" }, providers });
    const first = await start();
    const second = await start();
    fakes.moncash.pay(first.paymentId);
    fakes.moncash.pay(second.paymentId);
    expect(await reconcileMoncashPayment({ db, paymentId: first.paymentId, providers })).toBe("paid");
    expect(await reconcileMoncashPayment({ db, paymentId: second.paymentId, providers })).toBe("settled");
    const byId = Object.fromEntries((await paymentOf(db, request.id)).map((p) => [p.id, p.status]));
    expect(byId).toEqual({ [first.paymentId]: "captured", [second.paymentId]: "refund_owed" });
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });
});
