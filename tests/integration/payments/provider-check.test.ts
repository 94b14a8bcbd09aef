import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { auditLogs, payments, testProviderPayments, videoRequests } from "@/server/db/schema";
import { getPaymentProviders } from "@/server/payments";
import { confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { checkPaymentsWithProviders, problemCount } from "@/server/services/payments/provider-reconciliation";
import { capturePayment } from "@/server/services/payments/settle-payment";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { verifyPayment } from "@/server/services/payments/verify-payment";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useJobRunner } from "../support/jobs";
import { useTestDatabase } from "../support/test-db";
import { key, ledgerDiscrepancies, paymentOf, providersFor, videoRequest } from "./support";

/** The ledger check's second half: our payments against the provider's own view, and holds that should not be. */
const { db, url } = await useTestDatabase();
const jobs = await useJobRunner(url, db);
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
/** What the worker's job uses: the environment's providers, test mode here. */
const providers = getPaymentProviders(db);

async function heldCard() {
  const { fan, request } = await videoRequest(db);
  const { paymentIntentId } = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
  await confirmTestCard({ db, actor: fan, input: { paymentIntentId, cardNumber: "4242 4242 4242 4242", expiry: "12/34" }, providers });
  const [payment] = await paymentOf(db, request.id);
  return { request, payment: payment! };
}

const check = () => checkPaymentsWithProviders({ db, providers });
const audits = (paymentId: string) => db.select().from(auditLogs).where(eq(auditLogs.resourceId, paymentId));

describe("the provider check", () => {
  it("passes on clean data: a hold and a capture", async () => {
    await heldCard();
    const { request } = await heldCard();
    await capturePayment({ db, input: { requestId: request.id }, providers });
    const result = await check();
    expect(result.checked).toBeGreaterThan(0);
    expect(problemCount(result)).toBe(0);
  });

  it("finds a divergence (the provider cancelled a hold we still count), and the job syncs it with an audit entry", async () => {
    const { payment } = await heldCard();
    await db.update(testProviderPayments).set({ status: "cancelled" }).where(eq(testProviderPayments.id, payment.providerRef!));
    const found = await check();
    expect(found.divergences).toEqual([expect.objectContaining({ paymentId: payment.id, ours: "held", provider: "cancelled" })]);

    await jobs.boss.send("payments.reconcileProviders", {});
    await jobs.runDue();
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe("cancelled");
    expect((await audits(payment.id)).map((a) => a.action)).toEqual(["payment.synced"]);
    expect(problemCount(await check())).toBe(0);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("finds an orphan hold (held for a request that ended), and the job releases it with an audit entry", async () => {
    const { request, payment } = await heldCard();
    await db.update(videoRequests).set({ status: "declined" }).where(eq(videoRequests.id, request.id));
    const found = await check();
    expect(found.orphanHolds).toEqual([expect.objectContaining({ orderId: request.id, paymentIds: [payment.id] })]);

    await jobs.boss.send("payments.reconcileProviders", {});
    await jobs.runDue();
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe("cancelled");
    expect((await providers.card.retrieve(payment.providerRef!)).status).toBe("cancelled");
    expect((await audits(payment.id)).map((a) => a.action)).toEqual(["payment.hold_released"]);
    expect(problemCount(await check())).toBe(0);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("finds more than one live hold on an order", async () => {
    const { request, payment } = await heldCard();
    // A second hold written behind the payment core's back (as the old race did).
    const [extra] = await db
      .insert(payments)
      .values({ ...payment, id: undefined, idempotencyKey: key(), providerRef: `${payment.providerRef}-x`, createdAt: new Date(Date.now() - 1000) })
      .returning();
    const found = await check();
    expect(found.extraHolds).toEqual([expect.objectContaining({ orderId: request.id, paymentIds: [extra!.id, payment.id] })]);
    await db.delete(payments).where(eq(payments.id, extra!.id));
  });

  it("compares with Stripe's own view too (the fake server)", async () => {
    const stripe = providersFor("stripe", db, fakes);
    const { fan, request } = await videoRequest(db);
    const { paymentIntentId } = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers: stripe });
    await fakes.stripe.confirm(paymentIntentId);
    await verifyPayment({ db, actor: fan, input: { requestId: request.id }, providers: stripe });
    expect((await checkPaymentsWithProviders({ db, providers: stripe })).divergences).toEqual([]);
    fakes.stripe.intents.get(paymentIntentId)!.status = "canceled";
    const found = await checkPaymentsWithProviders({ db, providers: stripe });
    expect(found.divergences).toEqual([expect.objectContaining({ ours: "held", provider: "cancelled" })]);
  });
});
