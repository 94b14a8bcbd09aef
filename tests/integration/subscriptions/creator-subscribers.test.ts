import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { money } from "@/lib/money";
import { subscriptionOrders } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { listCreatorSubscribers } from "@/server/services/subscriptions/creator-subscribers";
import { createCreator, createSubscription, createTier, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

describe("the creator's subscribers and MRR", () => {
  it("lists the creator's own subscribers with tier, since and status; MRR counts active ones, a year as a twelfth", async () => {
    const creator = await createCreator(db);
    const other = await createCreator(db);
    const tier = await createTier(db, creator.id, { name: "Fanatik", priceUsdCents: 500 });
    const otherTier = await createTier(db, other.id);
    const fans = await Promise.all(["Nadège", "Jocelyn", "Wilda", "Ti Pyè", "Rose"].map((name) => createUser(db, { name })));
    await createSubscription(db, fans[0]!, creator, tier, { status: "active", totalAmountCents: 500 });
    const yearly = await createSubscription(db, fans[1]!, creator, tier, { status: "active", totalAmountCents: 6000 });
    await db.update(subscriptionOrders).set({ billingPeriod: "yearly" }).where(eq(subscriptionOrders.id, yearly.id));
    await createSubscription(db, fans[2]!, creator, tier, { status: "paused", totalAmountCents: 500 });
    const cancelled = await createSubscription(db, fans[3]!, creator, tier, { status: "cancelled", totalAmountCents: 500 });
    const until = new Date(Date.now() + 86_400_000);
    await db.update(subscriptionOrders).set({ expiresAt: until }).where(eq(subscriptionOrders.id, cancelled.id));
    await createSubscription(db, fans[4]!, creator, tier, { status: "pending" });
    await createSubscription(db, fans[4]!, other, otherTier, { status: "active" });

    const { subscribers, mrr, total } = await listCreatorSubscribers({ db, actor: creator });
    expect(total).toBe(4);
    expect(subscribers.map((s) => s.fanName).sort()).toEqual(["Jocelyn", "Nadège", "Ti Pyè", "Wilda"]);
    expect(subscribers.slice(0, 2).map((s) => s.status)).toEqual(["active", "active"]);
    expect(subscribers.find((s) => s.fanName === "Ti Pyè")).toMatchObject({ status: "cancelled", accessUntil: until });
    expect(subscribers.every((s) => s.since instanceof Date && s.tierName)).toBe(true);
    expect(mrr).toEqual([money(500 + 500, "USD")]);
  });

  it("refuses a fan and a guest", async () => {
    const fan = await createUser(db);
    const fanError = await listCreatorSubscribers({ db, actor: fan }).catch((e: unknown) => e);
    expect(fanError).toBeInstanceOf(AppError);
    expect((fanError as AppError).code).toBe("FORBIDDEN");
    const guestError = await listCreatorSubscribers({ db, actor: null }).catch((e: unknown) => e);
    expect((guestError as AppError).code).toBe("UNAUTHENTICATED");
  });

  it("a creator with no subscribers sees an empty list and no MRR", async () => {
    const creator = await createCreator(db);
    expect(await listCreatorSubscribers({ db, actor: creator })).toEqual({ subscribers: [], total: 0, mrr: [] });
  });
});
