import "server-only";
import { sql } from "drizzle-orm";
import { HOLD_BACK_DAYS, RECENT_EARNINGS_DAYS } from "@/lib/earnings/rules";
import type { Currency } from "@/lib/money";
import { requireCreator } from "@/server/auth/authorize";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import { serverNow } from "@/server/test-clock";

/** A creator's money in one currency, in minor units, read from the ledger (never stored anywhere else). */
export interface CreatorBalance {
  currency: Currency;
  /** Captured less than HOLD_BACK_DAYS ago: not yet payable. */
  pending: number;
  /** Payable now (negative when refunds took more than the balance held: the creator owes it). */
  available: number;
  /** Left the balance in a payout that is not sent yet. */
  inPayout: number;
  paidOut: number;
  /** Everything earned, less the refunds the creator bore. */
  lifetime: number;
}

type Row = Record<string, unknown>;

/**
 * Balances per currency of one creator at `now`. The creator's earnings account holds pending plus
 * available; pending is what the captures of the hold-back period added, capped by that balance.
 */
export async function readCreatorBalances(db: Queryable, creatorId: string, now = new Date()): Promise<CreatorBalance[]> {
  const since = new Date(now.getTime() - HOLD_BACK_DAYS * 86_400_000);
  const rows = (await db.execute(sql`
    select e.currency,
      coalesce(sum(e.amount_cents) filter (where e.account = 'creator_earnings'), 0) as balance,
      coalesce(sum(e.amount_cents) filter (
        where e.account = 'creator_earnings' and t.kind = 'capture' and t.created_at > ${since.toISOString()}::timestamptz), 0) as recent,
      coalesce(sum(e.amount_cents) filter (where e.account = 'payouts_in_transit'), 0) as in_payout,
      coalesce(sum(e.amount_cents) filter (where e.account = 'payouts_paid'), 0) as paid_out
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    where e.creator_id = ${creatorId}
    group by e.currency order by e.currency desc`)) as Row[];
  return rows.map((row) => {
    const balance = Number(row.balance);
    const pending = Math.max(0, Math.min(balance, Number(row.recent)));
    const inPayout = Number(row.in_payout);
    const paidOut = Number(row.paid_out);
    return {
      currency: row.currency as Currency,
      pending,
      available: balance - pending,
      inPayout,
      paidOut,
      lifetime: balance + inPayout + paidOut,
    };
  });
}

/** What a creator earned (captures less refunds borne) since `since`, per currency. */
export async function readEarnedSince(db: Queryable, creatorId: string, since: Date): Promise<{ currency: Currency; amount: number }[]> {
  const rows = (await db.execute(sql`
    select e.currency, sum(e.amount_cents) as amount
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    where e.creator_id = ${creatorId} and e.account = 'creator_earnings' and t.kind in ('capture', 'refund', 'refund_owed')
      and t.created_at >= ${since.toISOString()}::timestamptz
    group by e.currency order by e.currency desc`)) as Row[];
  return rows.map((row) => ({ currency: row.currency as Currency, amount: Number(row.amount) }));
}

/** The signed-in creator's balances (the Earnings page) and what they earned in the last RECENT_EARNINGS_DAYS (the dashboard). */
export async function getEarnings({ db, actor, now: given }: { db: Queryable; actor: Actor | null; now?: Date }) {
  const creator = requireCreator(actor);
  const now = given ?? (await serverNow(db));
  const [balances, recent] = await Promise.all([
    readCreatorBalances(db, creator.id, now),
    readEarnedSince(db, creator.id, new Date(now.getTime() - RECENT_EARNINGS_DAYS * 86_400_000)),
  ]);
  return { balances, recent };
}
