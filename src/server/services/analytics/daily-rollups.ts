import "server-only";
import { sql } from "drizzle-orm";
import { ANALYTICS_TIME_ZONE, VIEW_BLOCK_HOURS } from "@/lib/analytics/targets";
import type { Db } from "@/server/db";
import { creatorViews } from "./creator-views";

const TZ = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);
const DAY_MS = 86_400_000;
const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: ANALYTICS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The day (YYYY-MM-DD) `at` falls on in Haiti, the calendar of the analytics. */
export const analyticsDay = (at: Date) => dayKey.format(at);

/** `day` moved by `days` calendar days. */
export const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days the scheduled rollup recomputes, ending today: late changes (a payment, a refund) land in these. */
const ROLLUP_RECENT_DAYS = 2;

/**
 * Recomputes creator_daily_stats for the days `from`..`to` (inclusive, Haiti's calendar) from the raw rows,
 * all creators at once, in one transaction: the days' rows are replaced, so running it again changes nothing.
 * Each source is read through its time index within the days' bounds.
 */
async function rollUpCreatorDays(db: Db, { from, to }: { from: string; to: string }) {
  const blocks = Array.from({ length: 24 / VIEW_BLOCK_HOURS }, (_, block) => sql`(count(*) filter (where v.block = ${block}::int))::int`);
  const lo = sql`(${from}::date)::timestamp at time zone ${TZ}`;
  const hi = sql`(${to}::date + 1)::timestamp at time zone ${TZ}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from creator_daily_stats where day between ${from}::date and ${to}::date`);
    await tx.execute(sql`
      with bounds as (select ${lo} as lo, ${hi} as hi),
      earned as (
        select e.creator_id, (t.created_at at time zone ${TZ})::date as day,
          coalesce(sum(e.amount_cents) filter (where e.currency = 'USD'), 0) as usd,
          coalesce(sum(e.amount_cents) filter (where e.currency = 'HTG'), 0) as htg
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id, bounds b
        where t.created_at >= b.lo and t.created_at < b.hi and t.kind in ('capture', 'refund', 'refund_owed')
          and e.account = 'creator_earnings'
        group by 1, 2
      ),
      booked as (
        select creator_id, (created_at at time zone ${TZ})::date as day, count(*)::int as requests
        from video_requests, bounds b
        where created_at >= b.lo and created_at < b.hi and status <> 'pending_payment'
        group by 1, 2
      ),
      rated as (
        select creator_id, (created_at at time zone ${TZ})::date as day, sum(rating)::int as rating_sum, count(*)::int as rating_count
        from reviews, bounds b
        where created_at >= b.lo and created_at < b.hi
        group by 1, 2
      ),
      responded as (
        select creator_id, (completed_at at time zone ${TZ})::date as day,
          sum(extract(epoch from completed_at - accepted_at)) / 3600 as response_hours, count(*)::int as response_count
        from video_requests, bounds b
        where completed_at >= b.lo and completed_at < b.hi and accepted_at is not null
        group by 1, 2
      ),
      ended as (
        select creator_id, (coalesce(completed_at, updated_at) at time zone ${TZ})::date as day,
          (count(*) filter (where status in ('completed', 'refunded')))::int as delivered, count(*)::int as ended
        from video_requests, bounds b
        where status in ('completed', 'refunded', 'declined', 'expired')
          and coalesce(completed_at, updated_at) >= b.lo and coalesce(completed_at, updated_at) < b.hi
        group by 1, 2
      ),
      viewed as (
        select v.creator_id, v.day, array[${sql.join(blocks, sql`, `)}] as view_blocks
        from (
          select cv.creator_id, (cv.at at time zone ${TZ})::date as day,
            floor(extract(hour from cv.at at time zone ${TZ}) / ${VIEW_BLOCK_HOURS})::int as block
          from (${creatorViews({ from: lo, to: hi })}) cv
        ) v
        group by 1, 2
      ),
      days as (
        select creator_id, day from earned union select creator_id, day from booked union select creator_id, day from rated
        union select creator_id, day from responded union select creator_id, day from ended union select creator_id, day from viewed
      )
      insert into creator_daily_stats (creator_id, day, earnings_usd_cents, earnings_htg_cents, requests, rating_sum, rating_count,
        response_hours, response_count, delivered, ended, view_blocks)
      select d.creator_id, d.day, coalesce(earned.usd, 0), coalesce(earned.htg, 0), coalesce(booked.requests, 0),
        coalesce(rated.rating_sum, 0), coalesce(rated.rating_count, 0), coalesce(responded.response_hours, 0),
        coalesce(responded.response_count, 0), coalesce(ended.delivered, 0), coalesce(ended.ended, 0),
        coalesce(viewed.view_blocks, array_fill(0, array[${24 / VIEW_BLOCK_HOURS}::int]))
      from days d
      left join earned using (creator_id, day)
      left join booked using (creator_id, day)
      left join rated using (creator_id, day)
      left join responded using (creator_id, day)
      left join ended using (creator_id, day)
      left join viewed using (creator_id, day)`);
  });
}

/** The analytics.rollup job: the last ROLLUP_RECENT_DAYS days up to `now`. */
export function rollUpRecentDays(db: Db, now = new Date()) {
  const to = analyticsDay(now);
  return rollUpCreatorDays(db, { from: shiftDay(to, -(ROLLUP_RECENT_DAYS - 1)), to });
}

/** Every day from the oldest analytics source row up to `now` (the seed, and a first deployment). */
export async function rollUpAllDays(db: Db, now = new Date()) {
  const [row] = (await db.execute(sql`
    select least(
      (select min(created_at) from ledger_transactions), (select min(created_at) from video_requests),
      (select min(created_at) from reviews), (select min(created_at) from post_views),
      (select min(created_at) from profile_views)
    ) as oldest`)) as unknown as { oldest: string | Date | null }[];
  if (!row?.oldest) return;
  await rollUpCreatorDays(db, { from: analyticsDay(new Date(row.oldest)), to: analyticsDay(now) });
}
