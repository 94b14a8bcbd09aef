import "server-only";
import { requirePermission } from "@/server/auth/authorize";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type AuditEntry, writeAudit } from "@/server/audit/write-audit";
import type { z } from "zod";
import { money } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import type { Db, Tx } from "@/server/db";
import { ledgerEntries, ledgerTransactions, paymentRefunds, payments } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { refundSettled, refunded } from "@/server/ledger/movements";
import { getPaymentProviders, type PaymentProvider, type PaymentProviders, providerOf } from "@/server/payments";
import type { ProviderPayment } from "@/server/payments/types";
import { applyProviderState, chargeTarget, lockPayment, type PaymentRow, writeTransition } from "./apply-provider-state";
import { refundPaymentInput, settleOwedRefundInput } from "@/lib/payments/refund-input";
import { paymentRef } from "./payment-transition";
import { type PaymentView, paymentView } from "./payment-view";
import { isRefundable } from "./payment-status-groups";
import { notify } from "@/server/services/notifications/notify";

/** Refunds are for admins holding the payouts permission. */
export function requireFinanceAdmin(actor: Actor | null) {
  return requirePermission(actor, "payouts_process");
}

async function loadPayment(db: Db, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row?.providerRef) throw new AppError("NOT_FOUND", "errors.paymentNotFound");
  return row;
}

export type RefundRow = typeof paymentRefunds.$inferSelect;

/**
 * The refund decided under the payment's lock, before any provider call: a key already used answers its
 * own refund (refused with other parameters); a new one is checked against what remains refundable
 * (captured, less what was refunded or is reserved by refunds still pending) and recorded pending, or, for a provider without
 * refunds (MonCash), recorded as owed at once.
 */
export async function decideRefund(tx: Tx, provider: PaymentProvider, input: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<RefundRow> {
  const row = (await lockPayment(tx, input.paymentId))!;
  const [used] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, input.idempotencyKey));
  if (used) {
    if (used.paymentId !== row.id || (input.amountCents !== undefined && input.amountCents !== used.amountCents)) {
      throw new AppError("CONFLICT", "moneySafety.errors.refundKeyReused");
    }
    return used;
  }
  if (!isRefundable(row.status)) throw new AppError("CONFLICT", "errors.paymentNotRefundable");
  // What our refunds took or reserve; a refund made elsewhere (the provider's dashboard) shows only in
  // refundedCents, and a pending one may already be counted there too (the provider answered, we have not yet).
  const [ours] = await tx
    .select({ cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, row.id), inArray(paymentRefunds.status, ["pending", "succeeded"])));
  const remaining = row.capturedCents - Math.max(row.refundedCents, Number(ours!.cents));
  if (remaining <= 0) throw new AppError("CONFLICT", "moneySafety.errors.nothingToRefund");
  const amount = input.amountCents ?? remaining;
  if (amount > remaining) throw new AppError("VALIDATION", "errors.validation", { amountCents: "validation.refundAmount" });
  const manual = provider.refunds === "manual";
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({ paymentId: row.id, idempotencyKey: input.idempotencyKey, amountCents: amount, status: manual ? "succeeded" : "pending" })
    .returning();
  if (manual) {
    const target = await chargeTarget(tx, row);
    const total = row.refundedCents + amount;
    await writeTransition(tx, row, {
      status: "refund_owed",
      capturedCents: row.capturedCents,
      refundedCents: total,
      failureMessage: null,
      postings: [refunded(paymentRef(row), target.creatorId, target.breakdown, money(amount, row.currency), `refund_owed:${total}`, true)],
      paid: false,
    });
  }
  return refund!;
}

/**
 * Makes a pending refund at its provider under its own key and applies the answer; a provider that
 * refuses it frees the reservation and answers a clear CONFLICT.
 */
export async function makeRefund(db: Db, provider: PaymentProvider, payment: PaymentRow, refund: RefundRow): Promise<void> {
  let state: ProviderPayment;
  try {
    state = await provider.refund(payment.providerRef!, money(refund.amountCents, payment.currency), `refund:${refund.idempotencyKey}`);
  } catch (error) {
    console.warn(`payments: refund ${refund.id} refused by ${provider.name}`, error);
    await db
      .update(paymentRefunds)
      .set({ status: "failed", updatedAt: new Date() })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, "pending")));
    throw new AppError("CONFLICT", "moneySafety.errors.refundRefused");
  }
  await db.transaction(async (tx) => {
    await applyProviderState(tx, provider, (await lockPayment(tx, payment.id))!, state);
    await tx.update(paymentRefunds).set({ status: "succeeded", updatedAt: new Date() }).where(eq(paymentRefunds.id, refund.id));
  });
}

/**
 * An admin (payouts permission) refunds captured money in part or in whole. The refund is decided and
 * committed first (decideRefund: the key bound to its amount, never more than what remains), then made
 * by the provider under the same key and applied; a provider that refuses it frees the reservation and
 * answers a clear CONFLICT. MonCash has no refund API, so the refund is recorded as owed until an admin
 * sends it and settles it. Creator and platform give back in proportion to what each kept.
 */
export async function refundPayment({
  db,
  actor,
  input,
  providers = getPaymentProviders(db),
  request,
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof refundPaymentInput>;
  providers?: PaymentProviders;
  request?: AuditEntry["request"];
}): Promise<PaymentView> {
  const admin = requireFinanceAdmin(actor);
  const parsed = parseInput(refundPaymentInput, input);
  const payment = await loadPayment(db, parsed.paymentId);
  const provider = providerOf(providers, payment);
  const refund = await db.transaction(async (tx) => {
    const decided = await decideRefund(tx, provider, parsed);
    // A refund the provider cannot make (MonCash) is owed from this moment: its audit entry goes with it.
    if (provider.refunds === "manual" && decided.status === "succeeded") {
      await writeAudit(tx, admin, refundAudit("refund.owed", payment, decided.amountCents, request, parsed.reason));
    }
    return decided;
  });
  if (refund.status === "failed") throw new AppError("CONFLICT", "moneySafety.errors.refundRefused");
  if (refund.status === "pending") {
    await makeRefund(db, provider, payment, refund);
    await writeAudit(db, admin, refundAudit("refund.issued", payment, refund.amountCents, request, parsed.reason));
  }
  const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
  return paymentView(row!);
}

/** The audit entry of a refund: which payment, how much, in which currency, and the admin's reason or note when given. */
function refundAudit(
  action: "refund.issued" | "refund.owed" | "refund.settled",
  payment: { id: string; currency: string },
  amountCents: number,
  request?: AuditEntry["request"],
  reason?: string,
): AuditEntry {
  return {
    action,
    category: "finance",
    resource: "payment",
    resourceId: payment.id,
    details: reason ? `${amountCents} ${payment.currency}: ${reason}` : `${amountCents} ${payment.currency}`,
    severity: "high",
    metadata: reason ? { amountCents, currency: payment.currency, reason } : { amountCents, currency: payment.currency },
    request,
  };
}

/**
 * What a payment still owes back by hand, from the ledger: the sum of its `refunds_owed` entries (0 once
 * settled). A column for a query over `payments`.
 */
export const owedCents = () =>
  sql<number>`(select coalesce(sum(e.amount_cents), 0)::bigint from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id
    where t.payment_id = ${payments}.${sql.identifier(payments.id.name)} and e.account = 'refunds_owed')`.mapWith(Number);

/** An admin records that the owed MonCash refund was sent, and how: owed becomes refunded in the ledger, and the fan is told. */
export async function settleOwedRefund({
  db,
  actor,
  input,
  request,
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof settleOwedRefundInput>;
  request?: AuditEntry["request"];
}): Promise<PaymentView> {
  const admin = requireFinanceAdmin(actor);
  const { paymentId, note } = parseInput(settleOwedRefundInput, input);
  await loadPayment(db, paymentId);
  return db.transaction(async (tx) => {
    const row = (await lockPayment(tx, paymentId))!;
    if (row.status !== "refund_owed") throw new AppError("CONFLICT", "errors.noRefundOwed");
    const [owed] = await tx.select({ cents: owedCents() }).from(payments).where(eq(payments.id, row.id));
    const status = row.refundedCents === row.capturedCents ? ("refunded" as const) : ("partially_refunded" as const);
    const postings =
      Number(owed!.cents) > 0
        ? [refundSettled(paymentRef(row), money(Number(owed!.cents), row.currency), `refund_settled:${row.refundedCents}`)]
        : [];
    await writeTransition(tx, row, { status, capturedCents: row.capturedCents, refundedCents: row.refundedCents, failureMessage: null, postings, paid: false });
    await writeAudit(tx, admin, refundAudit("refund.settled", row, Number(owed!.cents), request, note));
    if (Number(owed!.cents) > 0) {
      await notify(tx, { userId: row.userId, type: "payment.refundSent", params: { paymentId: row.id, amountMinor: Number(owed!.cents), currency: row.currency } });
    }
    return paymentView({ ...row, status });
  });
}
