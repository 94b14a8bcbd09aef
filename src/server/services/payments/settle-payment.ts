import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { money } from "@/lib/money";
import type { Db, Tx } from "@/server/db";
import { payments } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { refunded } from "@/server/ledger/movements";
import { getPaymentProviders, type PaymentProviders, providerOf } from "@/server/payments";
import { chargeTarget, lockPayment, type PaymentRow, writeTransition } from "./apply-provider-state";
import { loadOrder } from "./order-kinds";
import { isOpen } from "./payment-status-groups";
import { queueProviderCall } from "./provider-call-queue";
import { providerCallNow } from "./provider-calls";
import { decideRefund, makeRefund, type RefundRow } from "./refund-payment";
import { paymentFor } from "./find-payment";
import { exactlyOneTarget, payableInput } from "@/lib/payments/payable-input";
import { paymentRef } from "./payment-transition";
import { type PaymentView, paymentView } from "./payment-view";

/** The order whose money is settled: a video request or a booked call. */
const settleInput = z.object(payableInput).refine(...exactlyOneTarget);

interface SettleArgs {
  db: Db;
  input: z.input<typeof settleInput>;
  providers?: PaymentProviders;
  /** Runs in the same transaction as the payment's change (e.g. the request marked delivered or declined). */
  inTransaction?: (tx: Tx, payment: PaymentRow) => Promise<void>;
}

async function orderPayment(db: Db, input: z.input<typeof settleInput>) {
  const payment = await paymentFor(db, parseInput(settleInput, input));
  if (!payment?.providerRef) throw new AppError("NOT_FOUND", "errors.paymentNotFound");
  return payment;
}

/** Locks the payment, then its order (the one order of locks every payment change takes). */
async function lockWithOrder(tx: Tx, paymentId: string): Promise<PaymentRow> {
  const row = (await lockPayment(tx, paymentId))!;
  await loadOrder(tx, row, true);
  return row;
}

async function currentView(db: Db, paymentId: string): Promise<PaymentView> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return paymentView(row!);
}

/**
 * Takes an order's money once it is fulfilled (a video delivered, a call's slot ended). The decision is
 * made first, under the payment's and the order's locks (the caller's move, e.g. the request marked
 * delivered, runs in the same transaction and may refuse); the capture of a card hold is queued with it
 * and carried out once it commits. MonCash was captured when verified. Who may fulfil is the caller's rule.
 */
export async function capturePayment({ db, input, providers = getPaymentProviders(db), inTransaction }: SettleArgs): Promise<PaymentView> {
  const payment = await orderPayment(db, input);
  const provider = providerOf(providers, payment);
  const toCapture = await db.transaction(async (tx) => {
    const row = await lockWithOrder(tx, payment.id);
    if (row.status !== "held" && row.status !== "captured") throw new AppError("CONFLICT", "errors.paymentNotCapturable");
    await inTransaction?.(tx, row);
    if (row.status === "held" && provider.holds) await queueProviderCall(tx, row.id, "capture");
    return row.status === "held";
  });
  if (toCapture) await providerCallNow({ db, providers, paymentId: payment.id, action: "capture" });
  return currentView(db, payment.id);
}

/**
 * Gives an order's money back when it will not happen (declined, expired, a cancelled call). Decided
 * first, under the payment's and the order's locks, with the caller's move in the same transaction: a
 * card hold (or an attempt still open) has its release queued, carried out once the decision commits; a
 * card charged at booking has its full refund recorded, then made by the provider;
 * an open MonCash payment is given up; MonCash money already taken becomes a refund owed. A refused
 * move never reaches the provider. Running it again changes nothing.
 */
export async function cancelPayment({ db, input, providers = getPaymentProviders(db), inTransaction }: SettleArgs): Promise<PaymentView> {
  const payment = await orderPayment(db, input);
  const provider = providerOf(providers, payment);
  const { release, refund } = await db.transaction(async (tx) => {
    let row = await lockWithOrder(tx, payment.id);
    let release = false;
    let refund: RefundRow | null = null;
    if (provider.holds && (isOpen(row.status) || row.status === "held")) {
      release = true;
    } else if (row.status === "captured" && provider.refunds === "automatic") {
      // A card charged at booking (its order outlasted the hold window): the whole amount is refunded.
      refund = await decideRefund(tx, provider, { paymentId: row.id, idempotencyKey: `${row.idempotencyKey}:refund` });
    } else if (isOpen(row.status)) {
      // MonCash cannot cancel an order: we give it up; if it is paid later, the money is owed back.
      const transition = { status: "cancelled" as const, capturedCents: 0, refundedCents: 0, failureMessage: null, postings: [], paid: false };
      await writeTransition(tx, row, transition);
      row = { ...row, ...transition };
    } else if (row.status === "captured" && provider.refunds === "manual") {
      const owed = money(row.capturedCents - row.refundedCents, row.currency);
      const target = await chargeTarget(tx, row);
      const transition = {
        status: "refund_owed" as const,
        capturedCents: row.capturedCents,
        refundedCents: row.capturedCents,
        failureMessage: null,
        postings: [refunded(paymentRef(row), target.creatorId, target.breakdown, owed, `refund_owed:${row.capturedCents}`, true)],
        paid: false,
      };
      await writeTransition(tx, row, transition);
      row = { ...row, ...transition };
    } else if (row.status !== "cancelled" && row.status !== "refund_owed") {
      throw new AppError("CONFLICT", "errors.paymentNotCancellable");
    }
    await inTransaction?.(tx, row);
    if (release) await queueProviderCall(tx, row.id, "cancel");
    return { release, refund };
  });
  if (release) await providerCallNow({ db, providers, paymentId: payment.id, action: "cancel" });
  if (refund?.status === "pending") await makeRefund(db, provider, payment, refund);
  return currentView(db, payment.id);
}
