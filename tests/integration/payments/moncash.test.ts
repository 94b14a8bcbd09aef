import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { runJob } from "@/server/jobs/run-job";
import { payments } from "@/server/db/schema";
import { refundPayment, settleOwedRefund } from "@/server/services/payments/refund-payment";
import { reconcileMoncashPayment } from "@/server/services/payments/reconcile-moncash";
import { cancelPayment, capturePayment } from "@/server/services/payments/settle-payment";
import { startMoncashPayment } from "@/server/services/payments/start-moncash-payment";
import { decideTestMoncash } from "@/server/services/payments/test-moncash";
import { verifyMoncashReturn } from "@/server/services/payments/verify-payment";
import { createUser } from "../support/factories";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";
import { HTG_QUOTE, key, ledgerDiscrepancies, ledgerKinds, paymentOf, providersFor, requestStatus, videoRequest } from "./support";

const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
const real = providersFor("stripe", db, fakes); // MonCash adapter against the fake MonCash
const test = providersFor("test", db, fakes);
const PHONE = "50937001234";

async function started(providers = real) {
  const { fan, request } = await videoRequest(db, { currency: "HTG" });
  const result = await startMoncashPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key(), phoneNumber: PHONE }, providers });
  return { fan, request, ...result };
}

describe("MonCash against its API (fake)", () => {
  it("creates the payment for the HTG total with the fee, recorded with its rate, and sends the fan to MonCash", async () => {
    const { request, redirectUrl, paymentId } = await started();
    expect(redirectUrl).toMatch(/\/Moncash-middleware\/Payment\/Redirect\?token=pt\d+$/);
    expect(fakes.moncash.orders.get(paymentId)!.amount).toBe(HTG_QUOTE.amountCents / 100); // whole gourdes
    const [payment] = await paymentOf(db, request.id);
    expect(payment).toMatchObject({ status: "pending", currency: "HTG", fxRate: "132.0000", provider: "moncash", method: "moncash" });
  });

  it("refuses a phone that is not 509 and 8 digits, and an amount that disagrees", async () => {
    const { fan, request } = await videoRequest(db, { currency: "HTG" });
    const start = (input: object) =>
      startMoncashPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key(), phoneNumber: PHONE, ...input }, providers: real });
    for (const phoneNumber of ["+50937001234", "5093700123", "50837001234", "509 3700 1234"]) {
      await expect(start({ phoneNumber })).rejects.toMatchObject({ code: "VALIDATION", fieldErrors: { phoneNumber: "validation.moncashPhone" } });
    }
    await expect(start({ amountCents: 100 })).rejects.toMatchObject({ code: "CONFLICT", messageKey: "errors.paymentAmountMismatch" });
    expect(await paymentOf(db, request.id)).toHaveLength(0);
  });

  it("keeps a return without a verified payment unpaid; reconciliation settles it once MonCash has it", async () => {
    const { fan, request, paymentId } = await started();
    const early = await verifyMoncashReturn({ db, actor: fan, input: { orderId: paymentId }, providers: real });
    expect(early).toMatchObject({ status: "pending", paid: false });
    expect(await requestStatus(db, request.id)).toBe("pending_payment");
    expect(await reconcileMoncashPayment({ db, paymentId, providers: real })).toBe("pending");

    fakes.moncash.pay(paymentId);
    expect(await reconcileMoncashPayment({ db, paymentId, providers: real })).toBe("paid");
    const [payment] = await paymentOf(db, request.id);
    expect(payment).toMatchObject({ status: "captured", capturedCents: HTG_QUOTE.amountCents });
    expect(await requestStatus(db, request.id)).toBe("pending");
    expect(await ledgerKinds(db, paymentId)).toEqual(["capture"]);
    // Capture on delivery: MonCash money is already taken, nothing more is posted.
    expect((await capturePayment({ db, input: { requestId: request.id }, providers: real })).status).toBe("captured");
    expect(await ledgerKinds(db, paymentId)).toEqual(["capture"]);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("verifies the fan's return by transaction id; a payment that is not 'successful' or does not cover the amount is not paid", async () => {
    const paid = await started();
    const transactionId = fakes.moncash.pay(paid.paymentId);
    expect(await verifyMoncashReturn({ db, actor: paid.fan, input: { transactionId }, providers: real })).toMatchObject({
      status: "captured",
      requestId: paid.request.id,
    });

    const refused = await started();
    const refusedTx = fakes.moncash.pay(refused.paymentId, { message: "failed" });
    expect(await verifyMoncashReturn({ db, actor: refused.fan, input: { transactionId: refusedTx }, providers: real })).toMatchObject({
      status: "failed",
      errorKey: "errors.moncashNotPaid",
    });

    const short = await started();
    const shortTx = fakes.moncash.pay(short.paymentId, { cost: 10 });
    expect((await verifyMoncashReturn({ db, actor: short.fan, input: { transactionId: shortTx }, providers: real })).paid).toBe(false);
    expect(await requestStatus(db, short.request.id)).toBe("pending_payment");
  });

  it("gives up an unpaid payment after its deadline; paid later, the money is owed back", async () => {
    const { request, paymentId } = await started();
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await reconcileMoncashPayment({ db, paymentId, providers: real, now: later })).toBe("expired");
    expect((await paymentOf(db, request.id))[0]!.status).toBe("cancelled");

    fakes.moncash.pay(paymentId);
    await reconcileMoncashPayment({ db, paymentId, providers: real });
    const [payment] = await paymentOf(db, request.id);
    expect(payment).toMatchObject({ status: "refund_owed", capturedCents: HTG_QUOTE.amountCents, refundedCents: HTG_QUOTE.amountCents });
    expect((await ledgerKinds(db, paymentId)).sort()).toEqual(["capture", "refund_owed"]);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("records a refund owed when a paid order is declined, which an admin settles", async () => {
    const { request, paymentId } = await started();
    fakes.moncash.pay(paymentId);
    await reconcileMoncashPayment({ db, paymentId, providers: real });
    expect((await cancelPayment({ db, input: { requestId: request.id }, providers: real })).status).toBe("refund_owed");
    const admin = await createUser(db, { role: "admin", adminKind: "finance" });
    expect((await settleOwedRefund({ db, actor: admin, input: { paymentId } })).status).toBe("refunded");
    await expect(settleOwedRefund({ db, actor: admin, input: { paymentId } })).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await ledgerKinds(db, paymentId)).toEqual(["capture", "refund_owed", "refund_settled"]);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("records an admin's partial MonCash refund as owed; a fan may not settle it", async () => {
    const { fan, paymentId } = await started();
    fakes.moncash.pay(paymentId);
    await reconcileMoncashPayment({ db, paymentId, providers: real });
    const admin = await createUser(db, { role: "admin", adminKind: "finance" });
    const owed = await refundPayment({ db, actor: admin, input: { paymentId, amountCents: 50_000, idempotencyKey: key() }, providers: real });
    expect(owed.status).toBe("refund_owed");
    await expect(settleOwedRefund({ db, actor: fan, input: { paymentId } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await settleOwedRefund({ db, actor: admin, input: { paymentId } })).status).toBe("partially_refunded");
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });
});

describe("MonCash in test mode", () => {
  it("sends the fan to the local test page; approving, then the verified return, pays the request", async () => {
    const { fan, request, redirectUrl } = await started(test);
    expect(redirectUrl).toMatch(/^\/payments\/test-moncash\?token=tok_[0-9a-f]+$/);
    const token = new URL(redirectUrl, "http://x").searchParams.get("token")!;
    const { returnPath } = await decideTestMoncash({ db, actor: fan, input: { token, approve: true }, providers: test });
    // The provider says paid, but nothing is paid on our side until the return is verified.
    expect(await requestStatus(db, request.id)).toBe("pending_payment");
    const transactionId = new URL(returnPath, "http://x").searchParams.get("transactionId")!;
    expect(await verifyMoncashReturn({ db, actor: fan, input: { transactionId }, providers: test })).toMatchObject({ status: "captured", paid: true });
    expect(await requestStatus(db, request.id)).toBe("pending");
  });

  it("refusing on the test page leaves the request unpaid; another fan cannot answer for it", async () => {
    const { fan, request, redirectUrl, paymentId } = await started(test);
    const token = new URL(redirectUrl, "http://x").searchParams.get("token")!;
    await expect(decideTestMoncash({ db, actor: await createUser(db), input: { token, approve: true }, providers: test })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const { returnPath } = await decideTestMoncash({ db, actor: fan, input: { token, approve: false }, providers: test });
    const transactionId = new URL(returnPath, "http://x").searchParams.get("transactionId")!;
    expect(await verifyMoncashReturn({ db, actor: fan, input: { transactionId }, providers: test })).toMatchObject({ status: "failed", paid: false });
    expect(await requestStatus(db, request.id)).toBe("pending_payment");
    expect(await ledgerKinds(db, paymentId)).toEqual([]);
  });

  it("the reconciliation job retries while unpaid and returns once paid", async () => {
    const { fan, redirectUrl, paymentId } = await started(test);
    // The job takes the environment's providers: test mode here, as no keys are set.
    await expect(runJob("payments.reconcileMoncash", db, { paymentId })).rejects.toThrow(/not verified yet/);
    const token = new URL(redirectUrl, "http://x").searchParams.get("token")!;
    await decideTestMoncash({ db, actor: fan, input: { token, approve: true }, providers: test });
    await expect(runJob("payments.reconcileMoncash", db, { paymentId })).resolves.toBeUndefined();
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row!.status).toBe("captured");
  });
});
