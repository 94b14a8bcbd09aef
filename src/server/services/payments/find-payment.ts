import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import { payments } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { PaymentRow } from "./apply-provider-state";

/** The fan's own payment by its provider reference (what the checkout holds); someone else's is not found. */
export async function fansPaymentByRef(db: Queryable, fan: Actor, ref: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerRef, ref), eq(payments.userId, fan.id)));
  if (!row) throw new AppError("NOT_FOUND", "errors.paymentNotFound");
  return row;
}

/** The payment that carries a video request's money: the newest one that got that far, else the newest. */
export async function paymentForRequest(db: Queryable, requestId: string): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.videoRequestId, requestId))
    .orderBy(desc(payments.createdAt));
  const paid = rows.find((row) => !["pending", "requires_action", "failed", "cancelled"].includes(row.status));
  return paid ?? rows[0] ?? null;
}
