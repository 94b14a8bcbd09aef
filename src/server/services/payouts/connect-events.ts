import "server-only";
import { OWN_PAYOUT_FAILURES } from "@/lib/payouts/payout-failure";
import { and, eq, sql } from "drizzle-orm";
import { money } from "@/lib/money";
import type { Db, Tx } from "@/server/db";
import { bankPayoutFailures, ledgerEntries, ledgerTransactions, payouts, profiles, webhookEvents } from "@/server/db/schema";
import { payoutReversed } from "@/server/ledger/payout-movements";
import { postLedger } from "@/server/ledger/post";
import type { ConnectEvent, ConnectProvider } from "@/server/payments/types";
import { notify } from "@/server/services/notifications/notify";
import { storeConnectAccount } from "./connect-status";
import { markPayoutFailed } from "./settle-payout";

type ConnectEventResult = "applied" | "duplicate" | "ignored";

/** Records the event; false when it was already applied (the unique key makes each event take effect once). */
async function firstTime(tx: Tx, event: ConnectEvent, payload: Record<string, unknown>) {
  const [recorded] = await tx
    .insert(webhookEvents)
    .values({ provider: event.provider, eventId: event.id, type: event.type, payload })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return Boolean(recorded);
}

/**
 * The platform took a payout's transfer back (in whole or in part), as the provider says now: the
 * reversed money leaves the creator's paid-out balance and is available again, in the same transaction as
 * the payout row (`reversed` once wholly reversed) and the creator's notification. A payout still in
 * payout fails instead. Postings are keyed by the amount reversed so far, so replays post nothing more.
 */
async function transferReversed(db: Db, connect: ConnectProvider, event: Extract<ConnectEvent, { type: "transfer.reversed" }>) {
  const transfer = await connect.retrieveTransfer(event.transferId);
  return db.transaction(async (tx): Promise<ConnectEventResult> => {
    if (!(await firstTime(tx, event, { transferId: transfer.id, reversedCents: transfer.reversedCents }))) return "duplicate";
    const [payout] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.providerRef, transfer.id), eq(payouts.method, "stripe")))
      .for("update");
    if (!payout || transfer.reversedCents <= 0) return "ignored";
    if (payout.sentCurrency !== transfer.amount.currency || payout.currency !== payout.sentCurrency) {
      throw new Error(`payout ${payout.id}: transfer ${transfer.id} is in ${transfer.amount.currency}, the payout in ${payout.currency}`);
    }
    if (payout.status === "in_payout") {
      await markPayoutFailed(tx, payout.id, OWN_PAYOUT_FAILURES.transferReversed);
      return "applied";
    }
    if (payout.status !== "paid") return "ignored";
    const [{ returned } = { returned: 0 }] = await tx
      .select({ returned: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::bigint` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerTransactions.payoutId, payout.id), eq(ledgerTransactions.kind, "payout_reversed"), eq(ledgerEntries.account, "creator_earnings")));
    const reversed = Math.min(transfer.reversedCents, payout.amountCents);
    const delta = reversed - Number(returned);
    if (delta <= 0) return "ignored";
    await postLedger(tx, [payoutReversed({ payoutId: payout.id, creatorId: payout.creatorId, amount: money(delta, payout.currency) }, reversed)]);
    if (reversed === payout.amountCents) {
      await tx.update(payouts).set({ status: "reversed", failureMessage: OWN_PAYOUT_FAILURES.transferReversed, updatedAt: sql`now()` }).where(eq(payouts.id, payout.id));
    }
    await notify(tx, { userId: payout.creatorId, type: "payout.reversed", params: { payoutId: payout.id, amountMinor: delta, currency: payout.currency } });
    return "applied";
  });
}

/**
 * A connected account's payout to its bank failed. The transfer had reached the creator's Stripe balance,
 * where Stripe keeps the money until the bank details are fixed: the ledger does not move (the platform
 * owes nothing more, and returning it to available would pay it twice). The account is read back so the
 * profile shows Stripe's payout state (payouts off stop further transfers), the failure is kept for admins
 * (bank_payout_failures, /admin/payouts), and the creator is told.
 */
async function bankPayoutFailed(db: Db, connect: ConnectProvider, event: Extract<ConnectEvent, { type: "payout.failed" }>) {
  const account = await connect.retrieveAccount(event.accountId);
  return db.transaction(async (tx): Promise<ConnectEventResult> => {
    if (!(await firstTime(tx, event, { accountId: event.accountId, amountCents: event.amount.amount, failureCode: event.failureCode }))) return "duplicate";
    const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.stripeAccountId, event.accountId));
    if (!profile) return "ignored";
    await storeConnectAccount(tx, profile.id, account);
    await tx.insert(bankPayoutFailures).values({
      creatorId: profile.id,
      stripeAccountId: event.accountId,
      eventId: event.id,
      currency: event.amount.currency,
      amountCents: event.amount.amount,
      failureCode: event.failureCode,
    });
    await notify(tx, {
      userId: profile.id,
      type: "payout.bankFailed",
      params: { amountMinor: event.amount.amount, currency: event.amount.currency },
    });
    return "applied";
  });
}

/** The one handler of verified Connect events (POST /api/stripe/webhook); each takes effect once. */
export async function handleConnectEvent({ db, connect, event }: { db: Db; connect: ConnectProvider; event: ConnectEvent }) {
  const result = event.type === "transfer.reversed" ? await transferReversed(db, connect, event) : await bankPayoutFailed(db, connect, event);
  return { result };
}
