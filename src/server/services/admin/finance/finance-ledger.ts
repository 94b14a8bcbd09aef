import "server-only";
import { and, count, desc, eq, lt, type SQL } from "drizzle-orm";
import { z } from "zod";
import { CURRENCIES } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import { LEDGER_ACCOUNTS, LEDGER_KINDS, ledgerEntries, ledgerTransactions } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { reconcileLedger } from "@/server/ledger/reconcile";
import { CSV_EXPORT_BATCH, csvStream } from "../csv-export";
import { dayInput, withinDays } from "./period";

const LEDGER_PAGE_SIZE = 50;

export const ledgerFiltersSchema = z.object({
  kind: z.enum(LEDGER_KINDS, "admin.validation.kind").optional(),
  account: z.enum(LEDGER_ACCOUNTS, "admin.validation.account").optional(),
  currency: z.enum(CURRENCIES, "admin.validation.currency").optional(),
  from: dayInput,
  to: dayInput,
});
export const financeSchema = ledgerFiltersSchema.extend({
  page: z.coerce.number().int("admin.validation.page").min(1, "admin.validation.page").max(10_000, "admin.validation.page").default(1),
});

function ledgerWhere({ kind, account, currency, from, to }: z.output<typeof ledgerFiltersSchema>): SQL | undefined {
  return and(
    kind ? eq(ledgerTransactions.kind, kind) : undefined,
    account ? eq(ledgerEntries.account, account) : undefined,
    currency ? eq(ledgerEntries.currency, currency) : undefined,
    withinDays(ledgerTransactions.createdAt, from, to),
  );
}

const ENTRY_ROW = {
  id: ledgerEntries.id,
  createdAt: ledgerTransactions.createdAt,
  transactionId: ledgerTransactions.id,
  kind: ledgerTransactions.kind,
  reference: ledgerTransactions.reference,
  account: ledgerEntries.account,
  creatorId: ledgerEntries.creatorId,
  amountCents: ledgerEntries.amountCents,
  currency: ledgerEntries.currency,
  paymentId: ledgerTransactions.paymentId,
  payoutId: ledgerTransactions.payoutId,
};

/**
 * /admin/finance (finance_view): the per-currency totals and discrepancies exactly as `npm run ledger:check`
 * computes them (the same reconcileLedger), and every ledger movement, newest first, filtered, 50 a page.
 */
export async function getFinance({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof financeSchema> }) {
  requirePermission(actor, "finance_view");
  const { page, ...filters } = parseInput(financeSchema, input);
  const where = ledgerWhere(filters);
  const [report, entries, [total]] = await Promise.all([
    reconcileLedger(db),
    db
      .select(ENTRY_ROW)
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(LEDGER_PAGE_SIZE)
      .offset((page - 1) * LEDGER_PAGE_SIZE),
    db.select({ total: count() }).from(ledgerEntries).innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId)).where(where),
  ]);
  return { report, entries, total: total?.total ?? 0, page, pageSize: LEDGER_PAGE_SIZE };
}

const CSV_COLUMNS = ["time", "entry_id", "transaction_id", "kind", "reference", "account", "creator_id", "currency", "amount_minor", "payment_id", "payout_id"] as const;

/** The filtered ledger entries as CSV (finance_view), streamed by keyset on the entry id, amounts in minor units. */
export function exportLedgerCsv({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof ledgerFiltersSchema> }) {
  requirePermission(actor, "finance_view");
  const where = ledgerWhere(parseInput(ledgerFiltersSchema, input));
  return csvStream({
    columns: CSV_COLUMNS,
    next: (after: number | null) =>
      db
        .select(ENTRY_ROW)
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(and(where, after === null ? undefined : lt(ledgerEntries.id, after)))
        .orderBy(desc(ledgerEntries.id))
        .limit(CSV_EXPORT_BATCH),
    cursorOf: (row) => row.id,
    cells: (row) => [row.createdAt, row.id, row.transactionId, row.kind, row.reference, row.account, row.creatorId, row.currency, row.amountCents, row.paymentId, row.payoutId],
  });
}
