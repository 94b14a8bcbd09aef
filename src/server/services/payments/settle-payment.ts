import "server-only";
import { z } from "zod";
import { money } from "@/lib/money";
import type { Db, Tx } from "@/server/db";
import { AppError, parseInput } from "@/server/errors";
import { refunded } from "@/server/ledger/movements";
import { getPaymentProviders, type PaymentProviders, providerOf } from "@/server/payments";
import { applyProviderState, chargeTarget, lockPayment, type PaymentRow, writeTransition } from "./apply-provider-state";
import { paymentFor } from "./find-payment";
import { exactlyOneTarget, payableInput } from "./payable";
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

/**
 * Takes an order's money once it is fulfilled (a video delivered, a call's slot ended): a card hold is
 * captured; MonCash was captured when verified. Who may fulfil is the caller's rule.
 */
export async function capturePayment({ db, input, providers = getPaymentProviders(db), inTransaction }: SettleArgs): Promise<PaymentView> {
  const payment = await orderPayment(db, input);
  if (payment.status !== "held" && payment.status !== "captured") throw new AppError("CONFLICT", "errors.paymentNotCapturable");
  const provider = providerOf(providers, payment);
  const state =
    payment.status === "held"
      ? await provider.capture(payment.providerRef!, `${payment.idempotencyKey}:capture`)
      : await provider.retrieve(payment.providerRef!);
  return db.transaction(async (tx) => {
    const row = await applyProviderState(tx, provider, (await lockPayment(tx, payment.id))!, state);
    if (row.status !== "captured") throw new AppError("CONFLICT", "errors.paymentNotCapturable");
    await inTransaction?.(tx, row);
    return paymentView(row);
  });
}

/**
 * Gives an order's money back when it will not happen (declined, expired, a cancelled call): a card hold is
 * released; an open payment is cancelled; MonCash money already taken becomes a refund owed. Running it
 * again changes nothing.
 */
export async function cancelPayment({ db, input, providers = getPaymentProviders(db), inTransaction }: SettleArgs): Promise<PaymentView> {
  const payment = await orderPayment(db, input);
  const provider = providerOf(providers, payment);
  const open = ["pending", "requires_action", "failed", "held"].includes(payment.status);
  const state = open && provider.holds ? await provider.cancel(payment.providerRef!, `${payment.idempotencyKey}:cancel`) : null;
  return db.transaction(async (tx) => {
    let row = (await lockPayment(tx, payment.id))!;
    if (state) {
      row = await applyProviderState(tx, provider, row, state);
    } else if (["pending", "requires_action", "failed"].includes(row.status)) {
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
    return paymentView(row);
  });
}
