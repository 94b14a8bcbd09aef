import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  ANALYTICS_RANGES,
  ANALYTICS_TIME_ZONE,
  completionStatus,
  COMPLETION_TARGET_PERCENT,
  percentChange,
  REQUEST_PERIODS,
  RESPONSE_TARGET_HOURS,
  ratingStatus,
  responseStatus,
  trendStatus,
  VIEW_BLOCK_HOURS,
} from "@/lib/analytics/targets";
import type { Currency } from "@/lib/money";
import { requireCreator } from "@/server/auth/authorize";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import { parseInput } from "@/server/errors";

export const analyticsInput = z.object({
  range: z.coerce
    .number("creatorAnalytics.validation.range")
    .refine((value): value is (typeof ANALYTICS_RANGES)[number] => (ANALYTICS_RANGES as readonly number[]).includes(value), "creatorAnalytics.validation.range")
    .default(30),
});

type Row = Record<string, unknown>;
const DAY_MS = 86_400_000;
const TZ = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);
const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: ANALYTICS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const round1 = (value: number) => Math.round(value * 10) / 10;

/** One point of a daily series: the day (YYYY-MM-DD, Haiti's time) and its value (null: nothing that day). */
export interface SeriesPoint {
  label: string;
  value: number | null;
}

function days(from: Date, range: number): string[] {
  return Array.from({ length: range }, (_, i) => dayKey.format(new Date(from.getTime() + i * DAY_MS + DAY_MS / 2)));
}

/**
 * The creator performance screen (spec screen 1) from real data, for the `range` days up to `now` and
 * the same number of days before it: earnings from the ledger (captures less refunds), paid requests
 * per period, rating from reviews, response time (hours from booking to delivery), completion (delivered
 * out of paid requests that ended), post views by weekday and 6-hour block; each with its status against
 * the spec's targets, and the platform's averages for response time and completion.
 */
export async function getCreatorAnalytics({ db, actor, input, now = new Date() }: { db: Queryable; actor: Actor | null; input: z.input<typeof analyticsInput>; now?: Date }) {
  const creator = requireCreator(actor);
  const { range } = parseInput(analyticsInput, input);
  const to = now;
  const from = new Date(to.getTime() - range * DAY_MS);
  const previousFrom = new Date(from.getTime() - range * DAY_MS);
  const [toIso, fromIso, prevIso] = [to, from, previousFrom].map((date) => date.toISOString());
  const requestsFrom = new Date(to.getTime() - REQUEST_PERIODS * range * DAY_MS).toISOString();

  const [earningRows, requestRows, ratingRows, deliveryRows, outcomeRows, platformRows, viewRows] = (await Promise.all([
    db.execute(sql`
      select to_char(t.created_at at time zone ${TZ}, 'YYYY-MM-DD') as day, e.currency, t.created_at >= ${fromIso}::timestamptz as current,
        sum(e.amount_cents) as cents
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.creator_id = ${creator.id} and e.account = 'creator_earnings' and t.kind in ('capture', 'refund', 'refund_owed')
        and t.created_at >= ${prevIso}::timestamptz and t.created_at < ${toIso}::timestamptz
      group by 1, 2, 3`),
    db.execute(sql`
      select floor(extract(epoch from (${toIso}::timestamptz - created_at)) / ${range * 86400})::int as period, count(*) as n
      from video_requests
      where creator_id = ${creator.id} and status <> 'pending_payment'
        and created_at >= ${requestsFrom}::timestamptz and created_at < ${toIso}::timestamptz
      group by 1`),
    db.execute(sql`
      select to_char(created_at at time zone ${TZ}, 'YYYY-MM-DD') as day, created_at >= ${fromIso}::timestamptz as current,
        sum(rating) as total, count(*) as n
      from reviews where creator_id = ${creator.id} and created_at >= ${prevIso}::timestamptz and created_at < ${toIso}::timestamptz
      group by 1, 2`),
    db.execute(sql`
      select to_char(completed_at at time zone ${TZ}, 'YYYY-MM-DD') as day, completed_at >= ${fromIso}::timestamptz as current,
        sum(extract(epoch from completed_at - created_at)) / 3600 as hours, count(*) as n
      from video_requests
      where creator_id = ${creator.id} and completed_at >= ${prevIso}::timestamptz and completed_at < ${toIso}::timestamptz
      group by 1, 2`),
    db.execute(sql`
      select status in ('completed', 'refunded') as delivered, coalesce(completed_at, updated_at) >= ${fromIso}::timestamptz as current, count(*) as n
      from video_requests
      where creator_id = ${creator.id} and status in ('completed', 'refunded', 'declined', 'expired')
        and coalesce(completed_at, updated_at) >= ${prevIso}::timestamptz and coalesce(completed_at, updated_at) < ${toIso}::timestamptz
      group by 1, 2`),
    db.execute(sql`
      select avg(extract(epoch from completed_at - created_at)) filter (where completed_at is not null) / 3600 as hours,
        count(*) filter (where status in ('completed', 'refunded')) as delivered, count(*) as ended
      from video_requests
      where status in ('completed', 'refunded', 'declined', 'expired')
        and coalesce(completed_at, updated_at) >= ${fromIso}::timestamptz and coalesce(completed_at, updated_at) < ${toIso}::timestamptz`),
    db.execute(sql`
      select extract(isodow from v.created_at at time zone ${TZ})::int as weekday,
        floor(extract(hour from v.created_at at time zone ${TZ}) / ${VIEW_BLOCK_HOURS})::int as block,
        v.created_at >= ${fromIso}::timestamptz as current, count(*) as n
      from post_views v join posts p on p.id = v.post_id
      where p.creator_id = ${creator.id} and v.created_at >= ${prevIso}::timestamptz and v.created_at < ${toIso}::timestamptz
      group by 1, 2, 3`),
  ])) as unknown as [Row[], Row[], Row[], Row[], Row[], Row[], Row[]];

  const labels = days(from, range);
  const current = (row: Row) => row.current === true;

  // Earnings, per currency; the chart follows the currency with the most money moved.
  const currencies = [...new Set(earningRows.map((row) => row.currency as Currency))];
  const byCurrency = currencies.map((currency) => {
    const rows = earningRows.filter((row) => row.currency === currency);
    const sum = (now: boolean) => rows.filter((row) => current(row) === now).reduce((total, row) => total + Number(row.cents), 0);
    const daily = new Map(rows.filter(current).map((row) => [row.day as string, Number(row.cents)]));
    return { currency, current: sum(true), previous: sum(false), series: labels.map((label) => ({ label, value: daily.get(label) ?? 0 })) };
  });
  byCurrency.sort((a, b) => Math.abs(b.current) + Math.abs(b.previous) - (Math.abs(a.current) + Math.abs(a.previous)));
  const main = byCurrency[0] ?? { currency: "USD" as Currency, current: 0, previous: 0, series: labels.map((label) => ({ label, value: 0 })) };
  const earningsChange = percentChange(main.current, main.previous);

  // Requests in each of the last REQUEST_PERIODS periods, oldest first.
  const perPeriod = new Map(requestRows.map((row) => [Number(row.period), Number(row.n)]));
  const requestSeries = Array.from({ length: REQUEST_PERIODS }, (_, i) => REQUEST_PERIODS - 1 - i).map((period) => ({
    label: dayKey.format(new Date(to.getTime() - (period + 1) * range * DAY_MS + DAY_MS / 2)),
    value: perPeriod.get(period) ?? 0,
  }));
  const requestsNow = perPeriod.get(0) ?? 0;
  const requestsBefore = perPeriod.get(1) ?? 0;
  const requestsChange = percentChange(requestsNow, requestsBefore);

  const average = (rows: Row[], total: string, now: boolean) => {
    const picked = rows.filter((row) => current(row) === now);
    const n = picked.reduce((sum, row) => sum + Number(row.n), 0);
    return n === 0 ? null : picked.reduce((sum, row) => sum + Number(row[total]), 0) / n;
  };
  const dailyAverage = (rows: Row[], total: string) => {
    const map = new Map(rows.filter(current).map((row) => [row.day as string, round1(Number(row[total]) / Number(row.n))]));
    return labels.map((label) => ({ label, value: map.get(label) ?? null }));
  };

  const ratingNow = average(ratingRows, "total", true);
  const ratingBefore = average(ratingRows, "total", false);
  const ratingCount = ratingRows.filter(current).reduce((sum, row) => sum + Number(row.n), 0);

  const responseNow = average(deliveryRows, "hours", true);
  const responseBefore = average(deliveryRows, "hours", false);

  const outcome = (now: boolean) => {
    const rows = outcomeRows.filter((row) => current(row) === now);
    const ended = rows.reduce((sum, row) => sum + Number(row.n), 0);
    const delivered = rows.filter((row) => row.delivered === true).reduce((sum, row) => sum + Number(row.n), 0);
    return { ended, delivered, percent: ended === 0 ? null : round1((delivered / ended) * 100) };
  };
  const completionNow = outcome(true);
  const completionBefore = outcome(false);

  const platform = platformRows[0] ?? {};
  const platformEnded = Number(platform.ended ?? 0);
  const platformResponse = platform.hours === null || platform.hours === undefined ? null : round1(Number(platform.hours));
  const platformCompletion = platformEnded === 0 ? null : round1((Number(platform.delivered) / platformEnded) * 100);

  const heatmap = Array.from({ length: 7 }, () => Array.from({ length: 24 / VIEW_BLOCK_HOURS }, () => 0));
  let viewsNow = 0;
  let viewsBefore = 0;
  for (const row of viewRows) {
    const n = Number(row.n);
    if (current(row)) {
      heatmap[Number(row.weekday) - 1]![Number(row.block)]! += n;
      viewsNow += n;
    } else viewsBefore += n;
  }
  const viewsChange = percentChange(viewsNow, viewsBefore);

  const responseCurrent = responseNow === null ? null : round1(responseNow);
  return {
    range,
    from,
    to,
    earnings: {
      currency: main.currency,
      current: main.current,
      previous: main.previous,
      change: earningsChange,
      status: trendStatus(earningsChange),
      series: main.series,
      others: byCurrency.slice(1).map(({ currency, current }) => ({ currency, current })),
    },
    requests: { current: requestsNow, previous: requestsBefore, change: requestsChange, status: trendStatus(requestsChange), series: requestSeries },
    rating: {
      current: ratingNow === null ? null : round1(ratingNow),
      previous: ratingBefore === null ? null : round1(ratingBefore),
      change: percentChange(ratingNow, ratingBefore),
      status: ratingStatus(ratingNow),
      count: ratingCount,
      series: dailyAverage(ratingRows, "total"),
    },
    responseTime: {
      current: responseCurrent,
      previous: responseBefore === null ? null : round1(responseBefore),
      change: percentChange(responseNow, responseBefore),
      status: responseStatus(responseNow),
      target: RESPONSE_TARGET_HOURS,
      platformAverage: platformResponse,
      series: dailyAverage(deliveryRows, "hours"),
    },
    completion: {
      current: completionNow.percent,
      previous: completionBefore.percent,
      change: percentChange(completionNow.percent, completionBefore.percent),
      status: completionStatus(completionNow.percent),
      target: COMPLETION_TARGET_PERCENT,
      delivered: completionNow.delivered,
      ended: completionNow.ended,
      platformAverage: platformCompletion,
    },
    views: { current: viewsNow, previous: viewsBefore, change: viewsChange, status: trendStatus(viewsChange), heatmap },
    alerts: {
      responseTime: responseNow !== null && responseNow > RESPONSE_TARGET_HOURS,
      completion: completionNow.percent !== null && completionNow.percent < COMPLETION_TARGET_PERCENT,
      earningsGrowth: main.current > 0 && main.current > main.previous,
    },
  };
}

export type CreatorAnalytics = Awaited<ReturnType<typeof getCreatorAnalytics>>;
