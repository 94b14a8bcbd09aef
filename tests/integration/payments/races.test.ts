import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { payments } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { providersOf } from "@/server/payments";
import { testProvider } from "@/server/payments/simulator/provider";
import { confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { checkPaymentsWithProviders } from "@/server/services/payments/provider-reconciliation";
import { refundPayment } from "@/server/services/payments/refund-payment";
import { capturePayment } from "@/server/services/payments/settle-payment";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { declineRequest } from "@/server/services/video-requests/creator/decline-request";
import { cancelVideoRequest } from "@/server/services/video-requests/fan/cancel-request";
import { acceptRequest, markRequestInProgress } from "@/server/services/video-requests/move-request";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { key, ledgerDiscrepancies, paymentOf, requestStatus, videoRequest } from "./support";

/**
 * The races that used to leave fans' money held, run for real on PostgreSQL: each ends with at most one
 * payment carrying an order, no hold on an order that ended, our rows agreeing with the provider's, the
 * ledger balanced, and every refusal a clear AppError (never a 500).
 */
const db = await useTestDb({ max: 24 });
const providers = providersOf(testProvider(db, "card"), testProvider(db, "moncash"));
const ROUNDS = 12;
const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/34" };

const start = (fan: Actor, requestId: string) => startCardPayment({ db, actor: fan, input: { requestId, idempotencyKey: key() }, providers });
const confirm = (fan: Actor, paymentIntentId: string) => confirmTestCard({ db, actor: fan, input: { paymentIntentId, ...CARD }, providers });

/** Starts `run` after a random 0 to `ms` milliseconds, so each side of a race wins some rounds. */
const jittered = <T>(run: () => Promise<T>, ms = 40) => new Promise<void>((resolve) => setTimeout(resolve, Math.random() * ms)).then(run);

/** Every rejection is an AppError (a 4xx), never an unexpected error. */
function refusals(results: PromiseSettledResult<unknown>[]) {
  const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason as unknown);
  for (const reason of rejected) expect(reason, String(reason)).toBeInstanceOf(AppError);
  return rejected as AppError[];
}

async function expectMoneySafe() {
  const check = await checkPaymentsWithProviders({ db, providers, all: true });
  expect(check.divergences).toEqual([]);
  expect(check.orphanHolds).toEqual([]);
  expect(check.extraHolds).toEqual([]);
  expect(await ledgerDiscrepancies(db)).toEqual([]);
}

const admin = await createUser(db, { role: "admin", adminKind: "finance" });

async function paymentRow(paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}

const held = async (requestId: string) => (await paymentOf(db, requestId)).filter((p) => p.status === "held");

describe("payment races on one order", () => {
  it("cancel × confirm: the request is either paid and held once, or cancelled with nothing held", async () => {
    const outcomes = { cancelled: 0, paid: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const { fan, request } = await videoRequest(db);
      const { paymentIntentId } = await start(fan, request.id);
      refusals(
        await Promise.allSettled([
          jittered(() => cancelVideoRequest({ db, actor: fan, input: { requestId: request.id } }), 250),
          jittered(() => confirm(fan, paymentIntentId)),
        ]),
      );
      const status = await requestStatus(db, request.id);
      const holds = await held(request.id);
      if (status === "cancelled") {
        outcomes.cancelled++;
        expect(holds).toEqual([]);
      } else {
        outcomes.paid++;
        expect(status).toBe("pending");
        expect(holds).toHaveLength(1);
      }
    }
    console.info(`cancel × confirm, ${ROUNDS} rounds:`, outcomes);
    await expectMoneySafe();
  });

  it("a confirmation after the request was cancelled is released at once", async () => {
    const { fan, request } = await videoRequest(db);
    const { paymentIntentId } = await start(fan, request.id);
    await cancelVideoRequest({ db, actor: fan, input: { requestId: request.id } });
    const view = await confirm(fan, paymentIntentId);
    expect(view.status).toBe("cancelled");
    expect((await providers.card.retrieve(paymentIntentId)).status).toBe("cancelled");
    await expectMoneySafe();
  });

  it("confirm × confirm: two checkouts confirmed at once hold the card once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { fan, request } = await videoRequest(db);
      const attempts = [await start(fan, request.id), await start(fan, request.id)];
      refusals(await Promise.allSettled(attempts.map((a) => confirm(fan, a.paymentIntentId))));
      expect(await held(request.id)).toHaveLength(1);
      expect(await requestStatus(db, request.id)).toBe("pending");
    }
    await expectMoneySafe();
  });

  it("200 concurrent confirmations of one order leave exactly one hold", async () => {
    const { fan, request } = await videoRequest(db);
    const attempts = [];
    for (let i = 0; i < 200; i++) attempts.push(await start(fan, request.id));
    refusals(await Promise.allSettled(attempts.map((a) => confirm(fan, a.paymentIntentId))));
    const statuses = (await paymentOf(db, request.id)).map((p) => p.status);
    const count = (s: string) => statuses.filter((x) => x === s).length;
    console.info(`200 confirms: held ${count("held")}, cancelled ${count("cancelled")}`);
    expect(count("held")).toBe(1);
    expect(count("cancelled")).toBe(199);
    const atProvider = await Promise.all(attempts.map((a) => providers.card.retrieve(a.paymentIntentId)));
    expect(atProvider.filter((s) => s.status === "held")).toHaveLength(1);
    await expectMoneySafe();
  }, 180_000);

  it("start × decline: a refused move never touches the provider", async () => {
    const outcomes = { declined: 0, started: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const { fan, creator, request } = await videoRequest(db);
      await confirm(fan, (await start(fan, request.id)).paymentIntentId);
      await acceptRequest({ db, actor: creator, input: { requestId: request.id } });
      const [started, declined] = await Promise.allSettled([
        jittered(() => markRequestInProgress({ db, actor: creator, input: { requestId: request.id } })),
        jittered(() => declineRequest({ db, actor: creator, input: { requestId: request.id, reason: "I cannot record this one." }, providers })),
      ]);
      refusals([started!, declined!]);
      const [payment] = await paymentOf(db, request.id);
      const atProvider = await providers.card.retrieve(payment!.providerRef!);
      if (declined!.status === "fulfilled") {
        outcomes.declined++;
        expect(payment!.status).toBe("cancelled");
        expect(atProvider.status).toBe("cancelled");
      } else {
        outcomes.started++;
        expect(await requestStatus(db, request.id)).toBe("in_progress");
        expect(payment!.status).toBe("held");
        expect(atProvider.status).toBe("held");
        expect((await capturePayment({ db, input: { requestId: request.id }, providers })).status).toBe("captured");
      }
    }
    console.info(`start × decline, ${ROUNDS} rounds:`, outcomes);
    await expectMoneySafe();
  });
});

describe("refund races", () => {
  async function capturedPayment() {
    const { fan, request } = await videoRequest(db);
    await confirm(fan, (await start(fan, request.id)).paymentIntentId);
    const view = await capturePayment({ db, input: { requestId: request.id }, providers });
    return { paymentId: view.paymentId, amount: view.amountCents };
  }
  const refund = (paymentId: string, amountCents?: number, idempotencyKey = key()) =>
    refundPayment({ db, actor: admin, input: { paymentId, amountCents, idempotencyKey }, providers });

  it("20 concurrent full refunds: one refunds, 19 are refused with a 409", async () => {
    const { paymentId, amount } = await capturedPayment();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => refund(paymentId)));
    const refused = refusals(results);
    expect(refused).toHaveLength(19);
    for (const error of refused) expect(error.code).toBe("CONFLICT");
    expect(await paymentRow(paymentId)).toMatchObject({ status: "refunded", refundedCents: amount });
    await expectMoneySafe();
  });

  it("20 concurrent partial refunds never give back more than was captured", async () => {
    const { paymentId, amount } = await capturedPayment();
    const part = 1000;
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => refund(paymentId, part)));
    const refused = refusals(results);
    const made = 20 - refused.length;
    expect(made).toBe(Math.floor(amount / part));
    for (const error of refused) expect(["CONFLICT", "VALIDATION"]).toContain(error.code);
    const atProvider = await providers.card.retrieve((await paymentRow(paymentId)).providerRef!);
    expect(atProvider.refundedCents).toBe(made * part);
    await expectMoneySafe();
  });

  it("a refund key is bound to its amount: reused with another, 409; reused as is, the same refund", async () => {
    const { paymentId } = await capturedPayment();
    const same = key();
    await refund(paymentId, 500, same);
    await expect(refund(paymentId, 700, same)).rejects.toMatchObject({ code: "CONFLICT", messageKey: "moneySafety.errors.refundKeyReused" });
    expect((await refund(paymentId, 500, same)).status).toBe("partially_refunded");
    expect((await paymentRow(paymentId)).refundedCents).toBe(500);
    await expectMoneySafe();
  });

  it("a refund the provider refuses answers a clear 409 and frees what it reserved", async () => {
    const { paymentId, amount } = await capturedPayment();
    const refusing = { ...providers, card: { ...providers.card, refund: () => Promise.reject(new Error("provider says no")) } };
    await expect(
      refundPayment({ db, actor: admin, input: { paymentId, idempotencyKey: key() }, providers: refusing }),
    ).rejects.toMatchObject({ code: "CONFLICT", messageKey: "moneySafety.errors.refundRefused" });
    expect((await refund(paymentId)).status).toBe("refunded");
    expect(await paymentRow(paymentId)).toMatchObject({ status: "refunded", refundedCents: amount });
    await expectMoneySafe();
  });
});
