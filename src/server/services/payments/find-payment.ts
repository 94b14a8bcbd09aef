import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import { payments } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { PayableRef } from "@/lib/payments/payable-input";
import type { PaymentRow } from "./apply-provider-state";
import { isCarrying } from "./payment-status-groups";

/** The fan's own payment by its provider reference (what the checkout holds); someone else's is not found. */
export async function fansPaymentByRef(db: Queryable, fan: Actor, ref: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerRef, ref), eq(payments.userId, fan.id)));
  if (!row) throw new AppError("NOT_FOUND", "errors.paymentNotFound");
  return row;
}

/** A video request's payment (see paymentFor). */
export const paymentForRequest = (db: Queryable, requestId: string) => paymentFor(db, { requestId });

/**
 * The payment that carries an order's money (held or captured), else the newest that did (refunded,
 * owed back), else the newest attempt.
 */
export async function paymentFor(db: Queryable, ref: PayableRef): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(payments)
    .where(ref.requestId ? eq(payments.videoRequestId, ref.requestId) : eq(payments.callBookingId, ref.callBookingId!))
    .orderBy(desc(payments.createdAt));
  const carrying = rows.find((row) => isCarrying(row.status));
  const settled = rows.find((row) => row.status === "refunded" || row.status === "refund_owed");
  return carrying ?? settled ?? rows[0] ?? null;
}
