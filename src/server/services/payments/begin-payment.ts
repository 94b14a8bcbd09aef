import "server-only";
import { getCommissionBasisPoints } from "@/server/services/settings/commission";
import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { type Currency, money } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { payments } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { PaymentProviders } from "@/server/payments";
import type { CreatedHold } from "@/server/payments/types";
import type { PayableRef } from "@/lib/payments/payable-input";
import { chargedLines, fansPayable, type Payable, type PaymentMethod, priceToCharge } from "./payable";
import type { PaymentRow } from "./apply-provider-state";
import { customerRefFor } from "./payment-customer";

/** How long a MonCash payment may stay unverified before reconciliation gives it up. */
const MONCASH_PENDING_MS = 30 * 60_000;

export interface BeginPayment extends PayableRef {
  idempotencyKey: string;
  method: PaymentMethod;
  /** What the client believes it is paying; refused when it disagrees with the server's amount. */
  amountCents?: number;
  currency?: Currency;
  /** When the caller names the order's creator too (the spec's REST body), it must be this order's. */
  creatorId?: string;
  /** Cards: keep the card with the fan's customer for next time (default); false pays without saving it. */
  saveCard?: boolean;
}

function paramsHash(input: BeginPayment, payable: Payable, amountCents: number) {
  return createHash("sha256").update(`${input.method}|${payable.id}|${amountCents}`).digest("hex");
}

async function paymentByKey(db: Db, key: string) {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
  return row ?? null;
}

function assertSameOperation(row: PaymentRow, actor: Actor, hash: string) {
  if (row.userId !== actor.id || row.paramsHash !== hash) throw new AppError("CONFLICT", "errors.idempotencyKeyReused");
}

/**
 * The first half of every checkout payment (a video request or a booked call): the fan's own order,
 * still awaiting payment, at the amount the server computed (the order's quote; for MonCash converted
 * at the stored rate, kept on the payment). One payment row per idempotency key, whoever races for it
 * (the unique key and ON CONFLICT), and one provider object per key (our key is the provider's).
 */
export async function beginPayment(
  { db, actor, providers }: { db: Db; actor: Actor; providers: PaymentProviders },
  input: BeginPayment,
): Promise<{ payment: PaymentRow; hold: CreatedHold; payable: Payable }> {
  const payable = await fansPayable(db, actor.id, input);
  if (input.creatorId !== undefined && input.creatorId !== payable.creatorId) throw new AppError("NOT_FOUND", "errors.requestNotFound");

  let payment = await paymentByKey(db, input.idempotencyKey);
  if (payment) {
    const lines = chargedLines(payable, payment);
    assertSameOperation(payment, actor, paramsHash(input, payable, lines.total.amount));
  } else {
    if (!payable.awaitingPayment) throw new AppError("CONFLICT", "errors.requestNotAwaitingPayment");
    const { lines, fxRate } = await priceToCharge(db, payable, input.method);
    const clientDisagrees =
      (input.amountCents !== undefined && input.amountCents !== lines.total.amount) ||
      (input.currency !== undefined && input.currency !== lines.total.currency);
    if (clientDisagrees) throw new AppError("CONFLICT", "errors.paymentAmountMismatch");

    const provider = providers[input.method];
    const hash = paramsHash(input, payable, lines.total.amount);
    const [inserted] = await db
      .insert(payments)
      .values({
        userId: actor.id,
        videoRequestId: payable.kind === "video" ? payable.id : null,
        callBookingId: payable.kind === "call" ? payable.id : null,
        provider: provider.name,
        method: input.method,
        amountCents: lines.total.amount,
        currency: lines.total.currency,
        fxRate,
        commissionBasisPoints: await getCommissionBasisPoints(db),
        idempotencyKey: input.idempotencyKey,
        paramsHash: hash,
        expiresAt: input.method === "moncash" ? new Date(Date.now() + MONCASH_PENDING_MS) : null,
      })
      .onConflictDoNothing({ target: payments.idempotencyKey })
      .returning();
    payment = inserted ?? (await paymentByKey(db, input.idempotencyKey))!;
    if (!inserted) assertSameOperation(payment, actor, hash);
  }

  const provider = providers[payment.method];
  const customerRef = provider.wallet && input.saveCard !== false ? await customerRefFor(db, provider, provider.wallet, actor) : undefined;
  const hold = await provider.createHold({
    paymentId: payment.id,
    amount: money(payment.amountCents, payment.currency),
    idempotencyKey: payment.idempotencyKey,
    description: payable.description,
    metadata: { [payable.kind === "video" ? "videoRequestId" : "callBookingId"]: payable.id, userId: actor.id },
    customerRef,
  });
  if (!payment.providerRef) {
    await db
      .update(payments)
      .set({ providerRef: hold.ref, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), isNull(payments.providerRef)));
    payment = { ...payment, providerRef: hold.ref };
  }
  return { payment, hold, payable };
}
