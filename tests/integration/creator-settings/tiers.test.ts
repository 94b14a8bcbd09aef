import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { creatorSubscriptionTiers, posts } from "@/server/db/schema";
import { getCreatorPage } from "@/server/services/creators/get-creator-page";
import { createTier, deleteTier, listOwnTiers, reorderTiers, setTierActive, updateTier } from "@/server/services/creator-settings/tiers";
import { MAX_TIERS } from "@/lib/creator-settings";
import { createCreator, createSubscription, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { clientInput } from "../support/client-input";

const db = await useTestDb();

const tier = (name: string, priceUsdCents: number) => ({
  name,
  description: `${name} supporters`,
  benefits: ["Early videos", "", "Shout-out"],
  priceUsdCents,
  priceHtgCents: priceUsdCents * 132,
  billingPeriod: "monthly" as const,
});
const names = async (creatorId: string) => (await listOwnTiers(db, creatorId)).map((t) => t.name);

describe("creator settings: tiers", () => {
  let creator: Actor;
  let other: Actor;
  beforeAll(async () => {
    creator = await createCreator(db);
    other = await createCreator(db);
  });

  it("creates tiers last in order, drops empty benefits, and reorders them; the public page follows the order", async () => {
    const gold = await createTier({ db, actor: creator, input: tier("Gold", 2000) });
    const bronze = await createTier({ db, actor: creator, input: tier("Bronze", 500) });
    const silver = await createTier({ db, actor: creator, input: tier("Silver", 1000) });
    expect(await names(creator.id)).toEqual(["Gold", "Bronze", "Silver"]);
    expect((await listOwnTiers(db, creator.id))[0]!.benefits).toEqual(["Early videos", "Shout-out"]);

    await reorderTiers({ db, actor: creator, input: { tierIds: [bronze.id, silver.id, gold.id] } });
    expect(await names(creator.id)).toEqual(["Bronze", "Silver", "Gold"]);
    const page = await getCreatorPage({ db, actor: null, input: { creatorId: creator.id } });
    expect(page.tiers.map((t) => t.name)).toEqual(["Bronze", "Silver", "Gold"]);
  });

  it("refuses an order that leaves out, repeats or borrows a tier", async () => {
    const [first, second, third] = await listOwnTiers(db, creator.id);
    const othersTier = await createTier({ db, actor: other, input: tier("Other", 700) });
    for (const tierIds of [[first!.id, second!.id], [first!.id, first!.id, third!.id], [first!.id, second!.id, othersTier.id]]) {
      await expect(reorderTiers({ db, actor: creator, input: { tierIds } })).rejects.toMatchObject({
        code: "VALIDATION",
        fieldErrors: { tierIds: "creatorSettings.validation.tierOrder" },
      });
    }
    expect(await names(creator.id)).toEqual(["Bronze", "Silver", "Gold"]);
  });

  it("edits only the creator's own tiers; another creator and a fan are refused", async () => {
    const [bronze] = await listOwnTiers(db, creator.id);
    await updateTier({ db, actor: creator, input: { ...tier("Bronze fans", 600), tierId: bronze!.id } });
    expect((await listOwnTiers(db, creator.id))[0]).toMatchObject({ name: "Bronze fans", priceUsdCents: 600 });

    await expect(updateTier({ db, actor: other, input: { ...tier("Stolen", 600), tierId: bronze!.id } })).rejects.toMatchObject({
      code: "NOT_FOUND",
      messageKey: "creatorSettings.errors.tierNotFound",
    });
    await expect(deleteTier({ db, actor: other, input: { tierId: bronze!.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(setTierActive({ db, actor: other, input: { tierId: bronze!.id, isActive: false } })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const fan = await createUser(db);
    await expect(createTier({ db, actor: fan, input: tier("Fan tier", 500) })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(createTier({ db, actor: null, input: tier("Guest tier", 500) })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    expect((await listOwnTiers(db, creator.id))[0]!.name).toBe("Bronze fans");
  });

  it("refuses bad tier input with field errors", async () => {
    await expect(
      createTier({ db, actor: creator, input: clientInput({ ...tier("", 50), billingPeriod: "weekly" }) }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: {
        name: "creatorSettings.validation.tierNameRequired",
        priceUsdCents: "creatorSettings.validation.tierPriceUsd",
        billingPeriod: "creatorSettings.validation.billingPeriod",
      },
    });
  });

  it("never deletes a tier with subscribers: it can only be deactivated, and its price stays", async () => {
    const fan = await createUser(db);
    const { id } = await createTier({ db, actor: creator, input: tier("Members", 800) });
    await createSubscription(db, fan, creator, id, { status: "active" });

    await expect(deleteTier({ db, actor: creator, input: { tierId: id } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "creatorSettings.errors.tierHasSubscribers",
    });
    await expect(updateTier({ db, actor: creator, input: { ...tier("Members", 900), tierId: id } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "creatorSettings.errors.tierPriceLocked",
    });
    await setTierActive({ db, actor: creator, input: { tierId: id, isActive: false } });
    const [row] = await db.select().from(creatorSubscriptionTiers).where(eq(creatorSubscriptionTiers.id, id));
    expect(row).toMatchObject({ isActive: false, priceUsdCents: 800 });
    const page = await getCreatorPage({ db, actor: null, input: { creatorId: creator.id } });
    expect(page.tiers.map((t) => t.name)).not.toContain("Members");

    // A cancelled subscription is history the tier still carries.
    const { id: past } = await createTier({ db, actor: creator, input: tier("Past", 400) });
    await createSubscription(db, fan, creator, past, { status: "cancelled" });
    await expect(deleteTier({ db, actor: creator, input: { tierId: past } })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("does not delete a tier a post is gated on; deletes an unused one", async () => {
    const { id: gated } = await createTier({ db, actor: creator, input: tier("Gated", 300) });
    await db.insert(posts).values({ creatorId: creator.id, title: "For Gated", accessTierIds: [gated], status: "published" });
    await expect(deleteTier({ db, actor: creator, input: { tierId: gated } })).rejects.toMatchObject({
      messageKey: "creatorSettings.errors.tierGatesPosts",
    });
    const { id: unused } = await createTier({ db, actor: creator, input: tier("Unused", 300) });
    await deleteTier({ db, actor: creator, input: { tierId: unused } });
    expect(await names(creator.id)).not.toContain("Unused");
  });

  it(`keeps at most ${MAX_TIERS} tiers`, async () => {
    const busy = await createCreator(db);
    for (let i = 0; i < MAX_TIERS; i++) await createTier({ db, actor: busy, input: tier(`T${i}`, 100 + i) });
    await expect(createTier({ db, actor: busy, input: tier("One more", 500) })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "creatorSettings.errors.tooManyTiers",
    });
  });
});
