import "server-only";
import type { Currency, HtgPerUsd } from "@/lib/money";
import type { Queryable } from "@/server/db";
import { CREATOR_ACCOUNTS, type LedgerAccount, type LedgerKind, ledgerEntries, ledgerTransactions } from "@/server/db/schema";

export interface LedgerLine {
  account: LedgerAccount;
  amountCents: number;
  /** Required for the creator's accounts (CREATOR_ACCOUNTS), absent otherwise. */
  creatorId?: string;
}

export interface LedgerPosting {
  kind: LedgerKind;
  /** Names the business event ("payment:<id>:capture"): posting the same reference twice records it once. */
  reference: string;
  currency: Currency;
  fxRate?: HtgPerUsd | null;
  paymentId?: string | null;
  videoRequestId?: string | null;
  subscriptionOrderId?: string | null;
  payoutId?: string | null;
  lines: LedgerLine[];
}

function assertBalanced(posting: LedgerPosting) {
  const lines = posting.lines.filter((line) => line.amountCents !== 0);
  if (lines.length === 0) throw new Error(`Ledger posting ${posting.reference} has no amounts`);
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  if (sum !== 0) throw new Error(`Ledger posting ${posting.reference} does not balance (${sum})`);
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountCents)) throw new Error(`Ledger amounts are whole minor units`);
    if ((CREATOR_ACCOUNTS as readonly LedgerAccount[]).includes(line.account) !== Boolean(line.creatorId)) {
      throw new Error(`Ledger line ${line.account} in ${posting.reference}: creatorId only on a creator's accounts`);
    }
  }
  return lines;
}

/**
 * Records money movements in the caller's transaction, so they commit or fail with the state change
 * they describe. Each posting balances (checked here, and by the database at commit); a reference that
 * was already posted is skipped. Answers the references that were new.
 */
export async function postLedger(db: Queryable, postings: LedgerPosting[]): Promise<Set<string>> {
  if (postings.length === 0) return new Set();
  const checked = postings.map((posting) => ({ posting, lines: assertBalanced(posting) }));
  const inserted = await db
    .insert(ledgerTransactions)
    .values(
      checked.map(({ posting }) => ({
        kind: posting.kind,
        reference: posting.reference,
        currency: posting.currency,
        fxRate: posting.fxRate ?? null,
        paymentId: posting.paymentId ?? null,
        videoRequestId: posting.videoRequestId ?? null,
        subscriptionOrderId: posting.subscriptionOrderId ?? null,
        payoutId: posting.payoutId ?? null,
      })),
    )
    .onConflictDoNothing({ target: ledgerTransactions.reference })
    .returning({ id: ledgerTransactions.id, reference: ledgerTransactions.reference });
  const ids = new Map(inserted.map((row) => [row.reference, row.id]));
  const entries = checked.flatMap(({ posting, lines }) => {
    const transactionId = ids.get(posting.reference);
    if (!transactionId) return [];
    return lines.map((line) => ({
      transactionId,
      account: line.account,
      creatorId: line.creatorId ?? null,
      currency: posting.currency,
      amountCents: line.amountCents,
    }));
  });
  if (entries.length > 0) await db.insert(ledgerEntries).values(entries);
  return new Set(ids.keys());
}
