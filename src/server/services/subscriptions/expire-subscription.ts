import "server-only";
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "@/server/db";
import { subscriptionOrders } from "@/server/db/schema";

/**
 * A cancelled subscription whose paid period is over becomes expired. Answers whether it did (the job
 * runs at the period's end; a period moved in the meantime leaves the row as it is).
 */
export async function expireSubscription({ db, subscriptionOrderId, now = new Date() }: { db: Db; subscriptionOrderId: string; now?: Date }) {
  const rows = await db
    .update(subscriptionOrders)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(subscriptionOrders.id, subscriptionOrderId),
        eq(subscriptionOrders.status, "cancelled"),
        lte(subscriptionOrders.currentPeriodEnd, now),
      ),
    )
    .returning({ id: subscriptionOrders.id });
  return rows.length > 0;
}
