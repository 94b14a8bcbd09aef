import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { reviews } from "@/server/db/schema";
import { getCreatorDashboard } from "@/server/services/dashboard/get-creator-dashboard";
import { createCreator, createSubscription, createTier, createUser, createVideoRequest } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

describe("getCreatorDashboard", () => {
  let creator: Actor;
  let other: Actor;
  let basicTier: string;

  beforeAll(async () => {
    creator = await createCreator(db, { displayName: "Ti Wobè", verified: true });
    other = await createCreator(db);
    const fans = await Promise.all([createUser(db), createUser(db), createUser(db)]);
    // The creator's own order (settings' reorder), not price order: VIP first, the retired tier between.
    basicTier = await createTier(db, creator.id, { name: "Basic", priceUsdCents: 500, sortOrder: 2 });
    const vipTier = await createTier(db, creator.id, { name: "VIP", priceUsdCents: 2000, sortOrder: 0 });
    await createTier(db, creator.id, { name: "Retired", priceUsdCents: 300, isActive: false, sortOrder: 1 });
    const otherTier = await createTier(db, other.id, { name: "Other", priceUsdCents: 700 });

    await createSubscription(db, fans[0]!, creator, basicTier, { status: "active" });
    await createSubscription(db, fans[1]!, creator, vipTier, { status: "active" });
    await createSubscription(db, fans[2]!, creator, basicTier, { status: "cancelled" });
    await createSubscription(db, fans[2]!, other, otherTier, { status: "active" });

    await createVideoRequest(db, fans[0]!, creator, { status: "pending" });
    await createVideoRequest(db, fans[1]!, creator, { status: "pending_payment" });
    const done = (await createVideoRequest(db, fans[0]!, creator, { status: "completed" })).id;
    await createVideoRequest(db, fans[0]!, other, { status: "pending" });
    await db.insert(reviews).values([
      { creatorId: creator.id, fanId: fans[0]!.id, videoRequestId: done, rating: 5 },
      { creatorId: creator.id, fanId: fans[1]!.id, rating: 4 },
    ]);
  });

  it("gives a creator their own numbers and tiers, in the order they set", async () => {
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
      ["VIP", true, 1],
      ["Retired", false, 0],
      ["Basic", true, 1],
    ]);
    expect(tiers[2]).toMatchObject({ id: basicTier, priceUsdCents: 500, priceHtgCents: 66000, billingPeriod: "monthly" });
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
