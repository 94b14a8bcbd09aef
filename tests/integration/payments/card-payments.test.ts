import { afterAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import type { PaymentProviders } from "@/server/payments";
import { confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { refundPayment } from "@/server/services/payments/refund-payment";
import { cancelPayment, capturePayment } from "@/server/services/payments/settle-payment";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { verifyPayment } from "@/server/services/payments/verify-payment";
import { createUser } from "../support/factories";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";
import { key, ledgerDiscrepancies, ledgerKinds, paymentOf, type ProviderKind, providersFor, requestStatus, videoRequest } from "./support";

const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});

const DECLINED = "4000 0000 0000 0002";

describe.each<ProviderKind>(["test", "stripe"])("card payments with the %s provider", (kind) => {
  const providers: PaymentProviders = providersFor(kind, db, fakes);

  /** The fan confirms the card: the test card form in test mode, Stripe.js against (fake) Stripe, then a verified read. */
  async function payByCard(fan: Actor, requestId: string, paymentIntentId: string, card = "4242 4242 4242 4242") {
    if (kind === "test") return confirmTestCard({ db, actor: fan, input: { paymentIntentId, cardNumber: card, expiry: "12/34" }, providers });
    await fakes.stripe.confirm(paymentIntentId, card === DECLINED ? "pm_card_chargeDeclined" : "pm_card_visa");
    return verifyPayment({ db, actor: fan, input: { requestId }, providers });
  }

  async function heldRequest() {
    const { fan, creator, request } = await videoRequest(db);
    const started = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
    const view = await payByCard(fan, request.id, started.paymentIntentId);
    return { fan, creator, request, started, view };
  }

  it("holds the card at booking and captures it on delivery, with balanced ledger entries", async () => {
    const { request, started, view } = await heldRequest();
    expect(started.clientSecret).toContain(started.paymentIntentId);
    expect(view).toMatchObject({ status: "held", paid: true, amountCents: 18750, currency: "USD" });
    expect(await requestStatus(db, request.id)).toBe("pending");
    expect(await ledgerKinds(db, view.paymentId)).toEqual(["hold"]);

    const done = await capturePayment({ db, input: { requestId: request.id }, providers });
    expect(done.status).toBe("captured");
    const [payment] = await paymentOf(db, request.id);
    expect(payment!.capturedCents).toBe(18750);
    expect(await ledgerKinds(db, view.paymentId)).toEqual(["hold", "capture"]);
    // Capturing again changes nothing.
    await capturePayment({ db, input: { requestId: request.id }, providers });
    expect(await ledgerKinds(db, view.paymentId)).toEqual(["hold", "capture"]);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("releases the hold when the order is declined or expires, twice or not", async () => {
    const { request, view } = await heldRequest();
    const cancelled = await cancelPayment({ db, input: { requestId: request.id }, providers });
    expect(cancelled.status).toBe("cancelled");
    await cancelPayment({ db, input: { requestId: request.id }, providers });
    expect(await ledgerKinds(db, view.paymentId)).toEqual(["hold", "hold_released"]);
    await expect(capturePayment({ db, input: { requestId: request.id }, providers })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "errors.paymentNotCapturable",
    });
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("lets a finance admin refund part, then the rest; a fan may not refund", async () => {
    const { fan, request, view } = await heldRequest();
    await capturePayment({ db, input: { requestId: request.id }, providers });
    const refund = (actor: Actor, amountCents?: number) =>
      refundPayment({ db, actor, input: { paymentId: view.paymentId, amountCents, idempotencyKey: key() }, providers });

    await expect(refund(fan, 100)).rejects.toMatchObject({ code: "FORBIDDEN" });
    const admin = await createUser(db, { role: "admin", adminKind: "finance" });
    await expect(refund(admin, 18751)).rejects.toMatchObject({ code: "VALIDATION" });
    expect((await refund(admin, 5000)).status).toBe("partially_refunded");
    expect((await refund(admin)).status).toBe("refunded");
    const [payment] = await paymentOf(db, request.id);
    expect(payment!.refundedCents).toBe(18750);
    expect(await ledgerKinds(db, view.paymentId)).toEqual(["hold", "capture", "refund", "refund"]);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("shows the spec's declined message, charges nothing, and accepts another card after", async () => {
    const { fan, request } = await videoRequest(db);
    const started = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
    const declined = await payByCard(fan, request.id, started.paymentIntentId, DECLINED);
    expect(declined).toMatchObject({ status: "failed", paid: false, errorKey: "errors.cardDeclined" });
    expect(await requestStatus(db, request.id)).toBe("pending_payment");
    expect(await ledgerKinds(db, declined.paymentId)).toEqual([]);

    const retried = await payByCard(fan, request.id, started.paymentIntentId);
    expect(retried.status).toBe("held");
    expect(await requestStatus(db, request.id)).toBe("pending");
  });
});
