import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { PERIOD_DAYS, STATEMENT_KINDS, STATEMENT_PAGE_SIZE, STATEMENT_PERIODS, type StatementKind } from "@/lib/earnings/rules";
import type { Currency } from "@/lib/money";
import { requireCreator } from "@/server/auth/authorize";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import type { PayoutStatus } from "@/server/db/schema";
import { parseInput } from "@/server/errors";

export const statementInput = z.object({
  period: z.enum(STATEMENT_PERIODS, "earnings.validation.period").default("90d"),
  kind: z.enum(STATEMENT_KINDS, "earnings.validation.kind").default("all"),
  page: z.coerce.number("earnings.validation.page").int("earnings.validation.page").min(1, "earnings.validation.page").max(10_000, "earnings.validation.page").default(1),
});

/** One movement of the creator's balance; amounts in minor units of `currency`, signed as the balance moved. */
export interface StatementRow {
  id: string;
  at: Date;
  kind: Exclude<StatementKind, "all">;
  /** payout_failed or payout_reversed: a payout's money came back. */
  returned: boolean;
  currency: Currency;
  /** The order behind it: a video request, a subscription or a call (none for payouts). */
  order: { type: "video" | "subscription" | "call"; id: string } | null;
  /** What the fan paid (negative: given back), the platform's commission and fees, the creator's share. */
  fanPrice: number | null;
  platform: number | null;
  share: number;
  payout: { id: string; status: PayoutStatus; reference: string | null; sentCents: number; sentCurrency: Currency } | null;
}

type Row = Record<string, unknown>;
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Every movement of one creator's earnings balance, newest first, in a period and of a kind. */
export async function readStatement(
  db: Queryable,
  creatorId: string,
  { period, kind, limit, offset, now = new Date() }: { period: keyof typeof PERIOD_DAYS; kind: StatementKind; limit: number; offset: number; now?: Date },
): Promise<{ rows: StatementRow[]; total: number }> {
  const days = PERIOD_DAYS[period];
  const since = days === null ? null : new Date(now.getTime() - days * 86_400_000).toISOString();
  const rows = (await db.execute(sql`
    with moved as (
      select t.id, t.kind as ledger_kind, t.created_at, t.currency, t.video_request_id, t.subscription_order_id,
        p.call_booking_id, t.payout_id,
        case when t.kind in ('payout_started', 'payout_failed', 'payout_reversed') then 'payout'
          when t.kind in ('refund', 'refund_owed') then 'refund'
          when t.subscription_order_id is not null then 'subscription'
          when p.call_booking_id is not null then 'call' else 'video' end as kind,
        sum(e.amount_cents) filter (where e.account = 'creator_earnings' and e.creator_id = ${creatorId}) as share,
        sum(e.amount_cents) filter (where e.account like 'platform%') as platform,
        -sum(e.amount_cents) filter (where e.account in ('holds', 'customer')) as captured,
        sum(e.amount_cents) filter (where e.account in ('refunds', 'refunds_owed')) as refunded
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      left join payments p on p.id = t.payment_id
      where t.id in (select transaction_id from ledger_entries where creator_id = ${creatorId} and account = 'creator_earnings')
        and (${since}::timestamptz is null or t.created_at >= ${since}::timestamptz)
      group by t.id, p.call_booking_id
    )
    select m.*, po.status as payout_status, po.provider_ref, po.sent_amount_cents, po.sent_currency,
      count(*) over () as total
    from moved m left join payouts po on po.id = m.payout_id
    where ${kind} = 'all' or m.kind = ${kind}
    order by m.created_at desc, m.id
    limit ${limit} offset ${offset}`)) as Row[];
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row) => {
      const kind = row.kind as StatementRow["kind"];
      const isOrder = kind !== "payout";
      const orderId = (row.video_request_id ?? row.subscription_order_id ?? row.call_booking_id) as string | null;
      const orderType = row.subscription_order_id ? "subscription" : row.call_booking_id ? "call" : "video";
      return {
        id: row.id as string,
        at: new Date(row.created_at as string),
        kind,
        returned: row.ledger_kind === "payout_failed" || row.ledger_kind === "payout_reversed",
        currency: row.currency as Currency,
        order: isOrder && orderId ? { type: orderType, id: orderId } : null,
        fanPrice: kind === "refund" ? -Number(row.refunded ?? 0) : isOrder ? num(row.captured) : null,
        platform: isOrder ? (num(row.platform) ?? 0) : null,
        share: Number(row.share ?? 0),
        payout: row.payout_id
          ? {
              id: row.payout_id as string,
              status: row.payout_status as PayoutStatus,
              reference: (row.provider_ref as string | null) ?? null,
              sentCents: Number(row.sent_amount_cents),
              sentCurrency: row.sent_currency as Currency,
            }
          : null,
      };
    }),
  };
}

/** The signed-in creator's statement, a page at a time. */
export async function getStatement({ db, actor, input, now }: { db: Queryable; actor: Actor | null; input: z.input<typeof statementInput>; now?: Date }) {
  const creator = requireCreator(actor);
  const { period, kind, page } = parseInput(statementInput, input);
  const { rows, total } = await readStatement(db, creator.id, { period, kind, limit: STATEMENT_PAGE_SIZE, offset: (page - 1) * STATEMENT_PAGE_SIZE, now });
  return { period, kind, page, pageCount: Math.max(1, Math.ceil(total / STATEMENT_PAGE_SIZE)), rows };
}
