import "server-only";
import { requirePermission } from "@/server/auth/authorize";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { money } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { ledgerEntries, ledgerTransactions, payments } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { refundSettled, refunded } from "@/server/ledger/movements";
import { getPaymentProviders, type PaymentProviders, providerOf } from "@/server/payments";
import { applyProviderState, chargeTarget, lockPayment, writeTransition } from "./apply-provider-state";
import { idempotencyKeyInput } from "./begin-payment";
import { paymentRef } from "./payment-transition";
import { type PaymentView, paymentView } from "./payment-view";
import { isRefundable } from "./payment-status-groups";

export const refundPaymentInput = z.object({
  paymentId: z.string().uuid("validation.invalid"),
  /** Part of what was captured, in minor units; the whole remainder when absent. */
  amountCents: z.number().int("validation.refundAmount").positive("validation.refundAmount").optional(),
  idempotencyKey: idempotencyKeyInput,
});

export const settleOwedRefundInput = z.object({ paymentId: z.string().uuid("validation.invalid") });

/** Refunds are for admins holding the payouts permission. */
export function requireFinanceAdmin(actor: Actor | null) {
  return requirePermission(actor, "payouts_process");
}

async function loadPayment(db: Db, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row?.providerRef) throw new AppError("NOT_FOUND", "errors.paymentNotFound");
  return row;
}

/**
 * An admin (payouts permission) refunds captured money in part or in whole. Cards are refunded by the
 * provider (one refund per idempotency key); MonCash has no refund API, so the refund is recorded as owed
 * until an admin sends it and settles it. Creator and platform give back in proportion to what each kept.
 */
export async function refundPayment({
  db,
  actor,
  input,
  providers = getPaymentProviders(db),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof refundPaymentInput>;
  providers?: PaymentProviders;
}): Promise<PaymentView> {
  requireFinanceAdmin(actor);
  const { paymentId, amountCents, idempotencyKey } = parseInput(refundPaymentInput, input);
  const payment = await loadPayment(db, paymentId);
  if (!isRefundable(payment.status)) {
    throw new AppError("CONFLICT", "errors.paymentNotRefundable");
  }
  const remaining = payment.capturedCents - payment.refundedCents;
  const amount = amountCents ?? remaining;
  if (amount > remaining) throw new AppError("VALIDATION", "errors.validation", { amountCents: "validation.refundAmount" });
  const provider = providerOf(providers, payment);

  if (provider.refunds === "automatic") {
    const state = await provider.refund(payment.providerRef!, money(amount, payment.currency), `refund:${idempotencyKey}`);
    return db.transaction(async (tx) => paymentView(await applyProviderState(tx, provider, (await lockPayment(tx, payment.id))!, state)));
  }
  return db.transaction(async (tx) => {
    const row = (await lockPayment(tx, payment.id))!;
    if (row.refundedCents !== payment.refundedCents) return paymentView(row); // another refund got there first
    const target = await chargeTarget(tx, row);
    const total = row.refundedCents + amount;
    const transition = {
      status: "refund_owed" as const,
      capturedCents: row.capturedCents,
      refundedCents: total,
      failureMessage: null,
      postings: [refunded(paymentRef(row), target.creatorId, target.breakdown, money(amount, row.currency), `refund_owed:${total}`, true)],
      paid: false,
    };
    await writeTransition(tx, row, transition);
    return paymentView({ ...row, ...transition });
  });
}

/** An admin records that the owed MonCash refund was sent: owed becomes refunded in the ledger. */
export async function settleOwedRefund({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof settleOwedRefundInput> }): Promise<PaymentView> {
  requireFinanceAdmin(actor);
  const { paymentId } = parseInput(settleOwedRefundInput, input);
  await loadPayment(db, paymentId);
  return db.transaction(async (tx) => {
    const row = (await lockPayment(tx, paymentId))!;
    if (row.status !== "refund_owed") throw new AppError("CONFLICT", "errors.noRefundOwed");
    const [owed] = await tx
      .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::bigint` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerTransactions.paymentId, row.id), eq(ledgerEntries.account, "refunds_owed")));
    const status = row.refundedCents === row.capturedCents ? ("refunded" as const) : ("partially_refunded" as const);
    const postings =
      Number(owed!.cents) > 0
        ? [refundSettled(paymentRef(row), money(Number(owed!.cents), row.currency), `refund_settled:${row.refundedCents}`)]
        : [];
    await writeTransition(tx, row, { status, capturedCents: row.capturedCents, refundedCents: row.refundedCents, failureMessage: null, postings, paid: false });
    return paymentView({ ...row, status });
  });
}
