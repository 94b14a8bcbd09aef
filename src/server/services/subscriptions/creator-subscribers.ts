import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { canActAsCreator } from "@/lib/creator-rule";
import { type Currency, money, type Money } from "@/lib/money";
import { monthlyRecurring } from "@/lib/tier-price";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { subscriptionOrders } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { SubscriptionStatus } from "./subscription-states";

/** The subscriptions a creator's list shows: every one that started and has not ended. */
const SUBSCRIBER_STATUSES: SubscriptionStatus[] = ["active", "paused", "past_due", "cancelled"];

/** How many subscribers the dashboard lists (newest first); the counts cover them all. */
const SUBSCRIBERS_SHOWN = 50;

/**
 * The creator's own subscribers (name, tier, since, status, price, access until) and monthly recurring
 * revenue per currency: active subscriptions only (paused, past due and cancelled ones bring nothing in
 * next month), a yearly price counted as a twelfth. Only a creator, and only their own.
 */
export async function listCreatorSubscribers({ db, actor }: { db: Db; actor: Actor | null }) {
  if (!actor) throw new AppError("UNAUTHENTICATED", "errors.unauthenticated");
  if (!canActAsCreator(actor)) throw new AppError("FORBIDDEN", "errors.forbidden");
  const mine = and(eq(subscriptionOrders.creatorId, actor.id), inArray(subscriptionOrders.status, SUBSCRIBER_STATUSES));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(subscriptionOrders)
      .where(mine)
      .orderBy(sql`${subscriptionOrders.status} = 'active' desc`, desc(subscriptionOrders.startedAt))
      .limit(SUBSCRIBERS_SHOWN),
    db
      .select({
        status: subscriptionOrders.status,
        currency: subscriptionOrders.currency,
        billingPeriod: subscriptionOrders.billingPeriod,
        cents: sql<number>`sum(${subscriptionOrders.totalAmountCents})::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(subscriptionOrders)
      .where(mine)
      .groupBy(subscriptionOrders.status, subscriptionOrders.currency, subscriptionOrders.billingPeriod),
  ]);
  const mrr = new Map<Currency, number>();
  for (const total of totals) {
    if (total.status !== "active") continue;
    const monthly = monthlyRecurring(money(total.cents, total.currency), total.billingPeriod);
    mrr.set(total.currency, (mrr.get(total.currency) ?? 0) + monthly.amount);
  }
  return {
    subscribers: rows.map((row) => ({
      id: row.id,
      fanName: row.fanName,
      tierName: row.tierName,
      since: row.startedAt ?? row.createdAt,
      status: row.status,
      price: money(row.totalAmountCents, row.currency),
      billingPeriod: row.billingPeriod,
      accessUntil: row.status === "cancelled" ? row.expiresAt : null,
    })),
    total: totals.reduce((sum, t) => sum + t.count, 0),
    mrr: [...mrr].map(([currency, cents]): Money => money(cents, currency)),
  };
}

export type CreatorSubscribers = Awaited<ReturnType<typeof listCreatorSubscribers>>;
