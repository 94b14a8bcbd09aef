import "server-only";
import { and, between, eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  ANALYTICS_RANGES,
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
import { CURRENCIES, type Currency } from "@/lib/money";
import { requireCreator } from "@/server/auth/authorize";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import { creatorDailyStats } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { analyticsDay, shiftDay } from "./daily-rollups";

export const analyticsInput = z.object({
  range: z.coerce
    .number("creatorAnalytics.validation.range")
    .refine((value): value is (typeof ANALYTICS_RANGES)[number] => (ANALYTICS_RANGES as readonly number[]).includes(value), "creatorAnalytics.validation.range")
    .default(30),
});

const DAY_MS = 86_400_000;
const round1 = (value: number) => Math.round(value * 10) / 10;


type Day = typeof creatorDailyStats.$inferSelect;
const EARNINGS_COLUMN = { USD: "earningsUsdCents", HTG: "earningsHtgCents" } as const satisfies Record<Currency, keyof Day>;

/**
 * The creator performance screen (spec screen 1) from the daily rollups (creator_daily_stats, kept by the
 * analytics.rollup job), for the `range` days ending today (Haiti's calendar) and the same number of days
 * before: earnings (captures less refunds), paid requests per period, rating from reviews, response time
 * (hours from acceptance to delivery), completion (delivered out of paid requests that ended), views (post and profile) by
 * weekday and 6-hour block; each with its status against the spec's targets, and the platform's averages
 * for response time and completion.
 */
export async function getCreatorAnalytics({ db, actor, input, now = new Date() }: { db: Queryable; actor: Actor | null; input: z.input<typeof analyticsInput>; now?: Date }) {
  const creator = requireCreator(actor);
  const { range } = parseInput(analyticsInput, input);
  const today = analyticsDay(now);
  const firstDay = shiftDay(today, -(range - 1));
  const previousFirstDay = shiftDay(firstDay, -range);
  const oldestDay = shiftDay(today, -(REQUEST_PERIODS * range - 1));

  const [rows, [platform]] = await Promise.all([
    db
      .select()
      .from(creatorDailyStats)
      .where(and(eq(creatorDailyStats.creatorId, creator.id), between(creatorDailyStats.day, oldestDay, today))),
    db
      .select({
        hours: sql<string | null>`sum(${creatorDailyStats.responseHours})`,
        responses: sql<number>`coalesce(sum(${creatorDailyStats.responseCount}), 0)::int`,
        delivered: sql<number>`coalesce(sum(${creatorDailyStats.delivered}), 0)::int`,
        ended: sql<number>`coalesce(sum(${creatorDailyStats.ended}), 0)::int`,
      })
      .from(creatorDailyStats)
      .where(between(creatorDailyStats.day, firstDay, today)),
  ]);

  const labels = Array.from({ length: range }, (_, i) => shiftDay(firstDay, i));
  const isCurrent = (row: Day) => row.day >= firstDay;
  const inWindow = rows.filter((row) => row.day >= previousFirstDay);
  const current = inWindow.filter(isCurrent);
  const previous = inWindow.filter((row) => !isCurrent(row));
  const byDay = new Map(current.map((row) => [row.day, row]));
  const total = (picked: Day[], value: (row: Day) => number) => picked.reduce((sum, row) => sum + value(row), 0);

  // Earnings, per currency; the chart follows the currency with the most money moved.
  const byCurrency = CURRENCIES.map((currency) => {
    const column = EARNINGS_COLUMN[currency];
    return {
      currency,
      current: total(current, (row) => row[column]),
      previous: total(previous, (row) => row[column]),
      series: labels.map((label) => ({ label, value: byDay.get(label)?.[column] ?? 0 })),
    };
  }).filter((entry) => inWindow.some((row) => row[EARNINGS_COLUMN[entry.currency]] !== 0));
  byCurrency.sort((a, b) => Math.abs(b.current) + Math.abs(b.previous) - (Math.abs(a.current) + Math.abs(a.previous)));
  const main = byCurrency[0] ?? { currency: "USD" as Currency, current: 0, previous: 0, series: labels.map((label) => ({ label, value: 0 })) };
  const earningsChange = percentChange(main.current, main.previous);

  // Requests in each of the last REQUEST_PERIODS periods of `range` days, oldest first.
  const periodOf = (day: string) => Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / (range * DAY_MS));
  const perPeriod = new Map<number, number>();
  for (const row of rows) perPeriod.set(periodOf(row.day), (perPeriod.get(periodOf(row.day)) ?? 0) + row.requests);
  const requestSeries = Array.from({ length: REQUEST_PERIODS }, (_, i) => REQUEST_PERIODS - 1 - i).map((period) => ({
    label: shiftDay(firstDay, -period * range),
    value: perPeriod.get(period) ?? 0,
  }));
  const requestsNow = perPeriod.get(0) ?? 0;
  const requestsBefore = perPeriod.get(1) ?? 0;
  const requestsChange = percentChange(requestsNow, requestsBefore);

  const average = (picked: Day[], sum: (row: Day) => number, count: (row: Day) => number) => {
    const n = total(picked, count);
    return n === 0 ? null : total(picked, sum) / n;
  };
  const dailyAverage = (sum: (row: Day) => number, count: (row: Day) => number) =>
    labels.map((label) => {
      const row = byDay.get(label);
      return { label, value: row && count(row) > 0 ? round1(sum(row) / count(row)) : null };
    });

  const ratingSum = (row: Day) => row.ratingSum;
  const ratingCountOf = (row: Day) => row.ratingCount;
  const ratingNow = average(current, ratingSum, ratingCountOf);
  const ratingBefore = average(previous, ratingSum, ratingCountOf);
  const ratingCount = total(current, ratingCountOf);

  const responseSum = (row: Day) => Number(row.responseHours);
  const responseCountOf = (row: Day) => row.responseCount;
  const responseNow = average(current, responseSum, responseCountOf);
  const responseBefore = average(previous, responseSum, responseCountOf);

  const outcome = (picked: Day[]) => {
    const ended = total(picked, (row) => row.ended);
    const delivered = total(picked, (row) => row.delivered);
    return { ended, delivered, percent: ended === 0 ? null : round1((delivered / ended) * 100) };
  };
  const completionNow = outcome(current);
  const completionBefore = outcome(previous);

  const platformResponse = platform && platform.responses > 0 && platform.hours !== null ? round1(Number(platform.hours) / platform.responses) : null;
  const platformCompletion = platform && platform.ended > 0 ? round1((platform.delivered / platform.ended) * 100) : null;

  // Views by weekday (Monday first) and block of the day, this period; the total of the one before.
  const heatmap = Array.from({ length: 7 }, () => Array.from({ length: 24 / VIEW_BLOCK_HOURS }, () => 0));
  for (const row of current) {
    const weekday = (new Date(`${row.day}T12:00:00Z`).getUTCDay() + 6) % 7;
    row.viewBlocks.forEach((n, block) => (heatmap[weekday]![block]! += n));
  }
  const viewsOf = (picked: Day[]) => total(picked, (row) => row.viewBlocks.reduce((sum, n) => sum + n, 0));
  const viewsNow = viewsOf(current);
  const viewsBefore = viewsOf(previous);
  const viewsChange = percentChange(viewsNow, viewsBefore);

  const responseCurrent = responseNow === null ? null : round1(responseNow);
  return {
    range,
    from: firstDay,
    to: today,
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
      series: dailyAverage(ratingSum, ratingCountOf),
    },
    responseTime: {
      current: responseCurrent,
      previous: responseBefore === null ? null : round1(responseBefore),
      change: percentChange(responseNow, responseBefore),
      status: responseStatus(responseNow),
      target: RESPONSE_TARGET_HOURS,
      platformAverage: platformResponse,
      series: dailyAverage(responseSum, responseCountOf),
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
