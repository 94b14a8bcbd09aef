import "server-only";
import { and, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { CURRENCIES } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import { containsPattern } from "@/server/db/like-pattern";
import { PAYMENT_METHODS_USED, PAYMENT_PROVIDERS, PAYMENT_STATUSES, payments, users } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { CSV_EXPORT_BATCH, csvStream } from "../csv-export";
import { dayInput, withinDays } from "./period";

const TRANSACTIONS_PAGE_SIZE = 25;

export const transactionFiltersSchema = z.object({
  /** A payment id, a provider reference, or a fan's name or e-mail. */
  q: z.string().trim().max(100, "admin.validation.searchTooLong").optional().default(""),
  status: z.enum(PAYMENT_STATUSES, "admin.validation.status").optional(),
  provider: z.enum(PAYMENT_PROVIDERS, "admin.validation.provider").optional(),
  method: z.enum(PAYMENT_METHODS_USED, "admin.validation.method").optional(),
  currency: z.enum(CURRENCIES, "admin.validation.currency").optional(),
  from: dayInput,
  to: dayInput,
});
export const listTransactionsSchema = transactionFiltersSchema.extend({
  page: z.coerce.number().int("admin.validation.page").min(1, "admin.validation.page").max(10_000, "admin.validation.page").default(1),
});

function transactionsWhere({ q, status, provider, method, currency, from, to }: z.output<typeof transactionFiltersSchema>): SQL | undefined {
  const pattern = containsPattern(q);
  return and(
    status ? eq(payments.status, status) : undefined,
    provider ? eq(payments.provider, provider) : undefined,
    method ? eq(payments.method, method) : undefined,
    currency ? eq(payments.currency, currency) : undefined,
    withinDays(payments.createdAt, from, to),
    q
      ? or(sql`${payments.id}::text = ${q}`, eq(payments.providerRef, q), sql`${users.email} ilike ${pattern}`, sql`${users.name} ilike ${pattern}`)
      : undefined,
  );
}

const TRANSACTION_ROW = {
  id: payments.id,
  createdAt: payments.createdAt,
  status: payments.status,
  provider: payments.provider,
  method: payments.method,
  providerRef: payments.providerRef,
  amountCents: payments.amountCents,
  capturedCents: payments.capturedCents,
  refundedCents: payments.refundedCents,
  currency: payments.currency,
  videoRequestId: payments.videoRequestId,
  subscriptionOrderId: payments.subscriptionOrderId,
  callBookingId: payments.callBookingId,
  fanEmail: users.email,
};

/** /admin/transactions (finance_view): every payment, newest first, filtered, 25 a page. */
export async function listTransactions({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof listTransactionsSchema> }) {
  requirePermission(actor, "finance_view");
  const { page, ...filters } = parseInput(listTransactionsSchema, input);
  const where = transactionsWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(TRANSACTION_ROW)
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(TRANSACTIONS_PAGE_SIZE)
      .offset((page - 1) * TRANSACTIONS_PAGE_SIZE),
    db.select({ total: count() }).from(payments).innerJoin(users, eq(users.id, payments.userId)).where(where),
  ]);
  return { transactions: rows, total: total?.total ?? 0, page, pageSize: TRANSACTIONS_PAGE_SIZE };
}

const CSV_COLUMNS = ["time", "payment_id", "status", "provider", "method", "provider_ref", "currency", "amount_minor", "captured_minor", "refunded_minor", "video_request_id", "subscription_order_id", "call_booking_id", "fan_email"] as const;

/** The filtered payments as CSV (finance_view), streamed by keyset on (time, id), amounts in minor units. */
export function exportTransactionsCsv({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof transactionFiltersSchema> }) {
  requirePermission(actor, "finance_view");
  const where = transactionsWhere(parseInput(transactionFiltersSchema, input));
  return csvStream({
    columns: CSV_COLUMNS,
    next: (after: { at: string; id: string } | null) =>
      db
        .select({ ...TRANSACTION_ROW, at: sql<string>`${payments.createdAt}::text` })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(and(where, after ? sql`(${payments.createdAt}, ${payments.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(CSV_EXPORT_BATCH),
    cursorOf: (row) => ({ at: row.at, id: row.id }),
    cells: (row) => [row.createdAt, row.id, row.status, row.provider, row.method, row.providerRef, row.currency, row.amountCents, row.capturedCents, row.refundedCents, row.videoRequestId, row.subscriptionOrderId, row.callBookingId, row.fanEmail],
  });
}
