import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { type Currency, money } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { payments, videoRequests } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { PaymentProviders } from "@/server/payments";
import type { CreatedHold } from "@/server/payments/types";
import { getExchangeRate } from "./exchange-rate";
import type { PaymentRow } from "./apply-provider-state";

/** One key per checkout attempt, made by the client and reused on every retry of that attempt. */
export const idempotencyKeyInput = z
  .string({ error: "validation.idempotencyKey" })
  .trim()
  .regex(/^[A-Za-z0-9_:.-]{8,200}$/, "validation.idempotencyKey");

export const requestIdInput = z.string({ error: "validation.requestId" }).uuid("validation.requestId");

/** Each method's currency: cards charge dollars, MonCash gourdes. */
const METHOD_CURRENCY = { card: "USD", moncash: "HTG" } as const satisfies Record<string, Currency>;

/** How long a MonCash payment may stay unverified before reconciliation gives it up. */
export const MONCASH_PENDING_MS = 30 * 60_000;

export interface BeginPayment {
  requestId: string;
  idempotencyKey: string;
  method: "card" | "moncash";
  /** What the client believes it is paying; refused when it disagrees with the server's amount. */
  amountCents?: number;
  currency?: Currency;
  /** When the caller names the request's creator too (the spec's REST body), it must be this request's. */
  creatorId?: string;
}

function paramsHash(input: BeginPayment, amountCents: number) {
  return createHash("sha256").update(`${input.method}|${input.requestId}|${amountCents}`).digest("hex");
}

async function paymentByKey(db: Db, key: string) {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
  return row ?? null;
}

function assertSameOperation(row: PaymentRow, actor: Actor, hash: string) {
  if (row.userId !== actor.id || row.paramsHash !== hash) throw new AppError("CONFLICT", "errors.idempotencyKeyReused");
}

/**
 * The first half of every video payment: the fan's own request, still awaiting payment, at the amount
 * the server computed (the request's quote). One payment row per idempotency key, whoever races for it
 * (the unique key and ON CONFLICT), and one provider object per key (our key is the provider's).
 */
export async function beginPayment(
  { db, actor, providers }: { db: Db; actor: Actor; providers: PaymentProviders },
  input: BeginPayment,
  description: (request: typeof videoRequests.$inferSelect) => string,
): Promise<{ payment: PaymentRow; hold: CreatedHold }> {
  const [request] = await db
    .select()
    .from(videoRequests)
    .where(and(eq(videoRequests.id, input.requestId), eq(videoRequests.fanId, actor.id)));
  if (!request || (input.creatorId !== undefined && input.creatorId !== request.creatorId)) {
    throw new AppError("NOT_FOUND", "errors.requestNotFound");
  }
  const hash = paramsHash(input, request.amountCents);

  let payment = await paymentByKey(db, input.idempotencyKey);
  if (payment) {
    assertSameOperation(payment, actor, hash);
  } else {
    if (request.status !== "pending_payment") throw new AppError("CONFLICT", "errors.requestNotAwaitingPayment");
    if (request.currency !== METHOD_CURRENCY[input.method]) throw new AppError("CONFLICT", "errors.paymentMethodCurrency");
    const clientDisagrees =
      (input.amountCents !== undefined && input.amountCents !== request.amountCents) ||
      (input.currency !== undefined && input.currency !== request.currency);
    if (clientDisagrees) throw new AppError("CONFLICT", "errors.paymentAmountMismatch");

    const provider = providers[input.method];
    const fxRate = request.currency === "HTG" ? (request.fxRate ?? (await getExchangeRate(db)).htgPerUsd) : null;
    const [inserted] = await db
      .insert(payments)
      .values({
        userId: actor.id,
        videoRequestId: request.id,
        provider: provider.name,
        method: input.method,
        amountCents: request.amountCents,
        currency: request.currency,
        fxRate,
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
  const hold = await provider.createHold({
    paymentId: payment.id,
    amount: money(payment.amountCents, payment.currency),
    idempotencyKey: payment.idempotencyKey,
    description: description(request),
    metadata: { videoRequestId: request.id, userId: actor.id },
  });
  if (!payment.providerRef) {
    await db
      .update(payments)
      .set({ providerRef: hold.ref, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), isNull(payments.providerRef)));
    payment = { ...payment, providerRef: hold.ref };
  }
  return { payment, hold };
}
