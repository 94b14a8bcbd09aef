import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { money } from "@/lib/money";
import type { Queryable } from "@/server/db";
import { payouts } from "@/server/db/schema";
import { payoutFailed, payoutPaid } from "@/server/ledger/payout-movements";
import { postLedger } from "@/server/ledger/post";
import { notify } from "@/server/services/notifications/notify";

/**
 * The payout reached the creator: in payout -> paid, in the ledger and on the row, together. Only a
 * payout still in payout moves, so a repeated confirmation changes nothing. Answers whether it moved.
 */
export async function markPayoutPaid(tx: Queryable, payoutId: string, sent: { reference: string; simulated?: boolean; paidBy?: string | null }) {
  const [row] = await tx
    .update(payouts)
    .set({ status: "paid", providerRef: sent.reference, simulated: sent.simulated ?? false, paidBy: sent.paidBy ?? null, paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, "in_payout")))
    .returning();
  if (!row) return null;
  await postLedger(tx, [payoutPaid({ payoutId, creatorId: row.creatorId, amount: money(row.amountCents, row.currency) })]);
  return row;
}

/** Sending failed: the money goes back to the creator's available balance, and the creator is told. */
export async function markPayoutFailed(tx: Queryable, payoutId: string, message: string) {
  const [row] = await tx
    .update(payouts)
    .set({ status: "failed", failureMessage: message.slice(0, 500), updatedAt: sql`now()` })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, "in_payout")))
    .returning();
  if (!row) return null;
  await postLedger(tx, [payoutFailed({ payoutId, creatorId: row.creatorId, amount: money(row.amountCents, row.currency) })]);
  await notify(tx, { userId: row.creatorId, type: "payout.failed", params: { payoutId, amountMinor: row.amountCents, currency: row.currency } });
  return row;
}
