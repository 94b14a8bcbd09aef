import type { Db } from "@/server/db";
import { creatorSubscriptionTiers, posts, type SUBSCRIPTION_STATUSES, subscriptionOrders } from "@/server/db/schema";

const DAY = 86_400_000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY);

export async function createTier(db: Db, creatorId: string, tierName: string, priceUsdCents: number) {
  const [tier] = await db
    .insert(creatorSubscriptionTiers)
    .values({ creatorId, tierName, priceUsdCents, priceHtgCents: priceUsdCents * 132 })
    .returning({ id: creatorSubscriptionTiers.id });
  return tier!.id;
}

/** A subscription row written directly, in any state, with its paid period ending `periodEndDays` from now. */
export async function subscribe(
  db: Db,
  options: {
    userId: string;
    creatorId: string;
    tierId: string;
    status: (typeof SUBSCRIPTION_STATUSES)[number];
    periodEndDays?: number;
  },
) {
  const periodEnd = daysFromNow(options.periodEndDays ?? 20);
  await db.insert(subscriptionOrders).values({
    userId: options.userId,
    creatorId: options.creatorId,
    tierId: options.tierId,
    status: options.status,
    fanName: "Test fan",
    tierName: "Tier",
    totalAmountCents: 500,
    provider: "test",
    currentPeriodStart: new Date(periodEnd.getTime() - 30 * 86_400_000),
    currentPeriodEnd: periodEnd,
    cancelledAt: options.status === "cancelled" ? new Date() : null,
  });
}

export async function createPost(
  db: Db,
  creatorId: string,
  values: Partial<typeof posts.$inferInsert> & { title: string },
) {
  const [post] = await db
    .insert(posts)
    .values({ creatorId, description: `${values.title} teaser`, ...values })
    .returning({ id: posts.id });
  return post!.id;
}
