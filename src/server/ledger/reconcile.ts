import "server-only";
import { sql } from "drizzle-orm";
import type { Currency } from "@/lib/money";
import type { Queryable } from "@/server/db";
import { CREATOR_ACCOUNTS, type LedgerAccount, PLATFORM_ACCOUNTS } from "@/server/db/schema";

interface CurrencyTotals {
  currency: Currency;
  /** What the payments table says was captured, refunded (or owed back) and is held now. */
  captured: number;
  refunded: number;
  held: number;
  /** Sums of the ledger's accounts. */
  accounts: Record<LedgerAccount, number>;
  /** Everything creators earned net of refunds: their balances plus what is in payout or paid out. */
  creatorEarnings: number;
  platformRevenue: number;
}

export interface LedgerReport {
  totals: CurrencyTotals[];
  discrepancies: string[];
}

type Row = Record<string, unknown>;
const n = (value: unknown) => Number(value ?? 0);

/**
 * Proves the books, per currency: every ledger transaction balances; money captured equals creator
 * earnings plus platform revenue plus refunds (paid or owed); refunds and holds in the ledger equal the
 * payments table's; creators' balances equal their earnings less the refunds they bore and their payouts; and every payment's captured, refunded and held amounts have their entries.
 */
export async function reconcileLedger(db: Queryable): Promise<LedgerReport> {
  const discrepancies: string[] = [];

  const unbalanced = (await db.execute(sql`
    select t.reference, t.currency, coalesce(sum(e.amount_cents), 0) as sum, count(e.id) as entries,
      bool_or(e.currency <> t.currency) as mixed
    from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    group by t.id having coalesce(sum(e.amount_cents), 0) <> 0 or count(e.id) = 0 or bool_or(e.currency <> t.currency)
    order by t.reference limit 50`)) as Row[];
  for (const row of unbalanced) {
    discrepancies.push(`transaction ${row.reference} does not balance (sum ${n(row.sum)}, ${n(row.entries)} entries)`);
  }

  const accountRows = (await db.execute(sql`
    select currency, account, sum(amount_cents) as total from ledger_entries group by currency, account`)) as Row[];
  const paymentRows = (await db.execute(sql`
    select currency, sum(captured_cents) as captured, sum(refunded_cents) as refunded,
      sum(case when status = 'held' then amount_cents else 0 end) as held
    from payments group by currency`)) as Row[];

  const currencies = new Set<Currency>([
    ...accountRows.map((r) => r.currency as Currency),
    ...paymentRows.map((r) => r.currency as Currency),
  ]);
  const totals: CurrencyTotals[] = [...currencies].sort().map((currency) => {
    const accounts = Object.fromEntries(
      accountRows.filter((r) => r.currency === currency).map((r) => [r.account, n(r.total)]),
    ) as Record<LedgerAccount, number>;
    const get = (account: LedgerAccount) => accounts[account] ?? 0;
    const payment = paymentRows.find((r) => r.currency === currency);
    return {
      currency,
      captured: n(payment?.captured),
      refunded: n(payment?.refunded),
      held: n(payment?.held),
      accounts,
      creatorEarnings: CREATOR_ACCOUNTS.reduce((sum, account) => sum + get(account), 0),
      platformRevenue: PLATFORM_ACCOUNTS.reduce((sum, account) => sum + get(account), 0),
    };
  });

  for (const t of totals) {
    const get = (account: LedgerAccount) => t.accounts[account] ?? 0;
    const refunds = get("refunds") + get("refunds_owed");
    const split = t.creatorEarnings + t.platformRevenue + refunds;
    if (split !== t.captured) {
      discrepancies.push(
        `${t.currency}: captured ${t.captured} but creator earnings ${t.creatorEarnings} + platform revenue ${t.platformRevenue} + refunds ${refunds} = ${split}`,
      );
    }
    if (refunds !== t.refunded) discrepancies.push(`${t.currency}: payments refunded ${t.refunded} but the ledger's refunds are ${refunds}`);
    if (get("holds") !== t.held) discrepancies.push(`${t.currency}: payments held ${t.held} but the ledger's holds are ${get("holds")}`);
  }

  // Creators' balances: what they earned, less what they bore of refunds, less what left in payouts.
  const creatorRows = (await db.execute(sql`
    select e.currency,
      sum(e.amount_cents) filter (where e.account = 'creator_earnings') as balances,
      sum(e.amount_cents) filter (where e.account = 'creator_earnings' and t.kind = 'capture') as earned,
      sum(-e.amount_cents) filter (where e.account = 'creator_earnings' and t.kind in ('refund','refund_owed')) as refunds_borne,
      sum(e.amount_cents) filter (where e.account in ('payouts_in_transit','payouts_paid')) as payouts
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    where e.creator_id is not null group by e.currency order by e.currency`)) as Row[];
  for (const row of creatorRows) {
    const expected = n(row.earned) - n(row.refunds_borne) - n(row.payouts);
    if (n(row.balances) !== expected) {
      discrepancies.push(
        `${row.currency}: creator balances ${n(row.balances)} but earnings ${n(row.earned)} - refunds borne ${n(row.refunds_borne)} - payouts ${n(row.payouts)} = ${expected}`,
      );
    }
  }

  // Payment by payment: what each has captured, refunded and holds must be in its own entries.
  const perPayment = (await db.execute(sql`
    with moved as (
      select t.payment_id,
        sum(case when t.kind = 'capture' and e.account in ('holds','customer') then -e.amount_cents else 0 end) as captured,
        sum(case when e.account in ('refunds','refunds_owed') and t.kind in ('refund','refund_owed') then e.amount_cents else 0 end) as refunded,
        sum(case when e.account = 'holds' then e.amount_cents else 0 end) as held
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      where t.payment_id is not null group by t.payment_id
    )
    select p.id, p.status, p.captured_cents, p.refunded_cents,
      case when p.status = 'held' then p.amount_cents else 0 end as held_cents,
      coalesce(m.captured, 0) as ledger_captured, coalesce(m.refunded, 0) as ledger_refunded, coalesce(m.held, 0) as ledger_held
    from payments p left join moved m on m.payment_id = p.id
    where p.captured_cents <> coalesce(m.captured, 0) or p.refunded_cents <> coalesce(m.refunded, 0)
      or (case when p.status = 'held' then p.amount_cents else 0 end) <> coalesce(m.held, 0)
    order by p.created_at limit 50`)) as Row[];
  for (const row of perPayment) {
    discrepancies.push(
      `payment ${row.id} (${row.status}): captured ${n(row.captured_cents)}/${n(row.ledger_captured)}, refunded ${n(row.refunded_cents)}/${n(row.ledger_refunded)}, held ${n(row.held_cents)}/${n(row.ledger_held)} (payments/ledger)`,
    );
  }

  return { totals, discrepancies };
}
