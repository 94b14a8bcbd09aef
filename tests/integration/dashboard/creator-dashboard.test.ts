import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { creatorSubscriptionTiers, reviews, subscriptionOrders, videoRequests } from "@/server/db/schema";
import { getCreatorDashboard } from "@/server/services/dashboard/get-creator-dashboard";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

async function addTier(creatorId: string, tierName: string, priceUsdCents: number, isActive = true) {
  const [tier] = await db
    .insert(creatorSubscriptionTiers)
    .values({ creatorId, tierName, priceUsdCents, priceHtgCents: priceUsdCents * 132, isActive })
    .returning({ id: creatorSubscriptionTiers.id });
  return tier!.id;
}

async function subscribe(fan: Actor, creatorId: string, tierId: string, status: "active" | "cancelled") {
  await db.insert(subscriptionOrders).values({
    userId: fan.id,
    creatorId,
    tierId,
    status,
    fanName: fan.name ?? "Fan",
    tierName: "Tier",
    totalAmountCents: 500,
    provider: "test",
  });
}

async function request(fan: Actor, creatorId: string, status: "pending" | "completed" | "pending_payment") {
  const [row] = await db
    .insert(videoRequests)
    .values({
      fanId: fan.id,
      creatorId,
      occasion: "birthday",
      recipientName: "Mimi",
      instructions: "Please wish Mimi a happy birthday.",
      basePriceCents: 5000,
      amountCents: 5000,
      status,
    })
    .returning({ id: videoRequests.id });
  return row!.id;
}

describe("getCreatorDashboard", () => {
  let creator: Actor;
  let other: Actor;
  let basicTier: string;

  beforeAll(async () => {
    creator = await createCreator(db, { displayName: "Ti Wobè", verified: true });
    other = await createCreator(db);
    const fans = await Promise.all([createUser(db), createUser(db), createUser(db)]);
    basicTier = await addTier(creator.id, "Basic", 500);
    const vipTier = await addTier(creator.id, "VIP", 2000);
    await addTier(creator.id, "Retired", 300, false);
    const otherTier = await addTier(other.id, "Other", 700);

    await subscribe(fans[0]!, creator.id, basicTier, "active");
    await subscribe(fans[1]!, creator.id, vipTier, "active");
    await subscribe(fans[2]!, creator.id, basicTier, "cancelled");
    await subscribe(fans[2]!, other.id, otherTier, "active");

    await request(fans[0]!, creator.id, "pending");
    await request(fans[1]!, creator.id, "pending_payment");
    const done = await request(fans[0]!, creator.id, "completed");
    await request(fans[0]!, other.id, "pending");
    await db.insert(reviews).values([
      { creatorId: creator.id, fanId: fans[0]!.id, videoRequestId: done, rating: 5 },
      { creatorId: creator.id, fanId: fans[1]!.id, rating: 4 },
    ]);
  });

  it("gives a creator their own numbers and tiers", async () => {
    const { profile, tiers } = await getCreatorDashboard({ db, actor: creator });
    expect(profile).toEqual({
      displayName: "Ti Wobè",
      verified: true,
      averageRating: 4.5,
      reviewCount: 2,
      completedVideos: 1,
      activeSubscribers: 2,
      pendingRequests: 1,
    });
    expect(tiers.map((tier) => [tier.name, tier.isActive, tier.activeSubscribers])).toEqual([
      ["Basic", true, 1],
      ["VIP", true, 1],
      ["Retired", false, 0],
    ]);
    expect(tiers[0]).toMatchObject({ id: basicTier, priceUsdCents: 500, priceHtgCents: 66000, billingPeriod: "monthly" });
  });

  it("shows a new creator as unrated with zero counts", async () => {
    const { profile, tiers } = await getCreatorDashboard({ db, actor: await createCreator(db) });
    expect(profile).toMatchObject({ averageRating: null, reviewCount: 0, completedVideos: 0, activeSubscribers: 0, pendingRequests: 0 });
    expect(tiers).toEqual([]);
  });

  it("lets a fan who is also a creator in, and reports a missing creator profile as null", async () => {
    const fanCreator = await createUser(db, { role: "fan", isCreator: true });
    await expect(getCreatorDashboard({ db, actor: fanCreator })).resolves.toEqual({ profile: null, tiers: [] });
  });

  it("refuses a plain fan and an admin", async () => {
    const fan = await createUser(db, { role: "fan" });
    await expect(getCreatorDashboard({ db, actor: fan })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const admin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    await expect(getCreatorDashboard({ db, actor: admin })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
