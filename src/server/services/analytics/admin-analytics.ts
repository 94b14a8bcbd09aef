import "server-only";
import { and, gte, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { ANALYTICS_RANGES, type AnalyticsRange, RANGE_DAYS } from "@/lib/admin/analytics-ranges";
import type { Currency } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import type { Queryable } from "@/server/db";
import {
  creatorProfiles,
  ledgerEntries,
  ledgerTransactions,
  PLATFORM_ACCOUNTS,
  posts,
  profiles,
  subscriptionOrders,
  videoRequests,
} from "@/server/db/schema";
import { parseInput } from "@/server/errors";


export const analyticsInput = z.object({ range: z.enum(ANALYTICS_RANGES, "admin.validation.range").default("30d") });

/** The UTC days of a range, oldest first ("2026-11-01"), and the instant it starts. */
function rangeDays(range: AnalyticsRange, now = new Date()) {
  const days: string[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let i = RANGE_DAYS[range] - 1; i >= 0; i--) days.push(new Date(today - i * 86_400_000).toISOString().slice(0, 10));
  return { days, since: new Date(`${days[0]}T00:00:00Z`) };
}

const dayOf = (column: AnyPgColumn | SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Rows of `table` counted per UTC day of `column` since `since` (one aggregate over an index on `column`). */
async function countPerDay(db: Queryable, table: PgTable, column: AnyPgColumn, since: Date, where?: SQL) {
  const day = dayOf(column);
  const rows = await db
    .select({ day, n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(gte(column, since), where))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.n]));
}

export type DailySeries<K extends string> = ({ day: string } & Record<K, number>)[];

function series<K extends string>(days: string[], maps: Record<K, Map<string, number>>): DailySeries<K> {
  return days.map((day) => {
    const point = { day } as { day: string } & Record<K, number>;
    for (const key of Object.keys(maps) as K[]) (point as Record<K, number>)[key] = maps[key].get(day) ?? 0;
    return point;
  });
}

const total = <K extends string>(points: DailySeries<K>, key: K) => points.reduce((sum, point) => sum + point[key], 0);

/** New accounts per day: fans, creators (their creator profile's creation), admins. */
export async function userAnalytics({ db, actor, input }: { db: Queryable; actor: Actor; input: z.input<typeof analyticsInput> }) {
  requirePermission(actor, "analytics_view");
  const { range } = parseInput(analyticsInput, input);
  const { days, since } = rangeDays(range);
  const [fans, creators] = await Promise.all([
    countPerDay(db, profiles, profiles.createdAt, since, sql`${profiles.role} = 'fan'`),
    countPerDay(db, creatorProfiles, creatorProfiles.createdAt, since),
  ]);
  const points = series(days, { fans, creators });
  return { range, points, totals: { fans: total(points, "fans"), creators: total(points, "creators") } };
}

/**
 * Money per day and currency, from the ledger: paid orders (captures), GMV (what fans paid at capture) and
 * the platform's revenue (its accounts' movements: commission and fees, less promos and refunded shares).
 */
export async function revenueAnalytics({ db, actor, input }: { db: Queryable; actor: Actor; input: z.input<typeof analyticsInput> }) {
  requirePermission(actor, "analytics_view");
  const { range } = parseInput(analyticsInput, input);
  const { days, since } = rangeDays(range);
  const day = dayOf(ledgerTransactions.createdAt);
  const isCapture = sql`${ledgerTransactions.kind} = 'capture'`;
  const rows = await db
    .select({
      day,
      currency: ledgerTransactions.currency,
      orders: sql<number>`count(distinct ${ledgerTransactions.id}) filter (where ${isCapture})::int`,
      gmvCents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${isCapture} and ${ledgerEntries.account} in ('holds', 'customer')), 0)::bigint`,
      revenueCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${inArray(ledgerEntries.account, [...PLATFORM_ACCOUNTS])}), 0)::bigint`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, sql`${ledgerEntries.transactionId} = ${ledgerTransactions.id}`)
    .where(gte(ledgerTransactions.createdAt, since))
    .groupBy(day, ledgerTransactions.currency);
  const byCurrency = (currency: Currency, key: "orders" | "gmvCents" | "revenueCents") =>
    new Map(rows.filter((row) => row.currency === currency).map((row) => [row.day, Number(row[key])]));
  const points = series(days, {
    ordersUsd: byCurrency("USD", "orders"),
    ordersHtg: byCurrency("HTG", "orders"),
    gmvUsd: byCurrency("USD", "gmvCents"),
    gmvHtg: byCurrency("HTG", "gmvCents"),
    revenueUsd: byCurrency("USD", "revenueCents"),
    revenueHtg: byCurrency("HTG", "revenueCents"),
  });
  const keys = ["ordersUsd", "ordersHtg", "gmvUsd", "gmvHtg", "revenueUsd", "revenueHtg"] as const;
  return { range, points, totals: Object.fromEntries(keys.map((key) => [key, total(points, key)])) as Record<(typeof keys)[number], number> };
}

/** Content and subscriptions per day: posts published, videos delivered, subscriptions started and cancelled. */
export async function contentAnalytics({ db, actor, input }: { db: Queryable; actor: Actor; input: z.input<typeof analyticsInput> }) {
  requirePermission(actor, "analytics_view");
  const { range } = parseInput(analyticsInput, input);
  const { days, since } = rangeDays(range);
  const [postsMap, videos, started, cancelled] = await Promise.all([
    countPerDay(db, posts, posts.createdAt, since, sql`${posts.status} = 'published'`),
    countPerDay(db, videoRequests, videoRequests.completedAt, since, isNotNull(videoRequests.completedAt)),
    countPerDay(db, subscriptionOrders, subscriptionOrders.startedAt, since, isNotNull(subscriptionOrders.startedAt)),
    countPerDay(db, subscriptionOrders, subscriptionOrders.cancelledAt, since, isNotNull(subscriptionOrders.cancelledAt)),
  ]);
  const points = series(days, { posts: postsMap, videos, started, cancelled });
  return {
    range,
    points,
    totals: { posts: total(points, "posts"), videos: total(points, "videos"), started: total(points, "started"), cancelled: total(points, "cancelled") },
  };
}
