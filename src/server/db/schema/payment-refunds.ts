import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { payments } from "./commerce";
import { sqlList } from "./sql-list";

export const PAYMENT_REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;

/**
 * Every refund asked of a payment, by its idempotency key, bound to its amount: a key reused with
 * another payment or amount is refused. A refund is recorded `pending` (reserving what it gives back,
 * under the payment's lock) before the provider is called, then `succeeded` or `failed` (the
 * reservation freed), so concurrent refunds can never give back more than was captured.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    idempotencyKey: text().notNull(),
    amountCents: integer().notNull(),
    status: text({ enum: PAYMENT_REFUND_STATUSES }).notNull().default("pending"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_refunds_key_unique").on(t.idempotencyKey),
    index().on(t.paymentId),
    index().on(t.createdAt.desc(), t.id.desc()),
    check("payment_refunds_amount_check", sql`${t.amountCents} > 0`),
    check("payment_refunds_status_check", sql`${t.status} in (${sqlList(PAYMENT_REFUND_STATUSES)})`),
  ],
);
