import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { creatorProfiles } from "@/server/db/schema";
import { getCreatorPage } from "@/server/services/creators/get-creator-page";
import { listCreatorsCached } from "@/server/services/creators/list-creators-cached";
import { createCreatorProfile } from "@/server/services/creator-settings/create-profile";
import { getCreatorSettings } from "@/server/services/creator-settings/get-creator-settings";
import { updateCreatorPricing } from "@/server/services/creator-settings/update-pricing";
import { updateCreatorProfile } from "@/server/services/creator-settings/update-profile";
import { PNG_BYTES, uploadBytes, useScratchStorage } from "../media/support";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { clientInput } from "../support/client-input";

const db = await useTestDb();
const storage = useScratchStorage();

const profileInput = {
  displayName: "Ti Jo Zenny",
  bio: "Konpa ak twoubadou depi Jakmèl.",
  category: "singer" as const,
  languages: ["ht", "fr", "ht"] as ("ht" | "fr")[],
};
const pricingInput = {
  videoPriceUsdCents: 7500,
  videoPriceHtgCents: 990_000,
  callPricePerMinuteCents: 300,
  isAvailable: false,
  responseTimeHours: 48,
};

async function row(id: string) {
  const [found] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, id));
  return found!;
}

describe("creator settings: profile", () => {
  let creator: Actor;
  beforeAll(async () => {
    creator = await createCreator(db, { displayName: "Before" });
  });

  it("saves the creator's own profile, languages deduplicated, and the public page shows it", async () => {
    const saved = await updateCreatorProfile({ db, actor: creator, input: profileInput });
    expect(saved).toMatchObject({ displayName: "Ti Jo Zenny", category: "singer", languages: ["ht", "fr"] });
    const page = await getCreatorPage({ db, actor: null, input: { creatorId: creator.id } });
    expect(page.creator).toMatchObject({ name: "Ti Jo Zenny", bio: "Konpa ak twoubadou depi Jakmèl.", category: "singer" });
  });

  it("refuses a guest, a fan and an admin, changing nothing", async () => {
    const fan = await createUser(db, { role: "fan" });
    const admin = await createUser(db, { role: "admin" });
    await expect(updateCreatorProfile({ db, actor: null, input: profileInput })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await expect(updateCreatorProfile({ db, actor: fan, input: profileInput })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(updateCreatorProfile({ db, actor: admin, input: profileInput })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(getCreatorSettings({ db, actor: fan })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("answers bad input with translated field errors and changes nothing", async () => {
    const before = await row(creator.id);
    await expect(
      updateCreatorProfile({ db, actor: creator, input: clientInput({ ...profileInput, displayName: "  ", category: "juggler", languages: [] }) }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: {
        displayName: "creatorSettings.validation.displayNameRequired",
        category: "creatorSettings.validation.category",
        languages: "creatorSettings.validation.languages",
      },
    });
    expect(await row(creator.id)).toEqual(before);
  });

  it("takes an avatar and a banner only from the creator's own finished image uploads", async () => {
    const { id: avatarId } = await uploadBytes(db, storage, creator, { kind: "avatar" }, PNG_BYTES);
    const { id: bannerId } = await uploadBytes(db, storage, creator, { kind: "banner" }, PNG_BYTES);
    const saved = await updateCreatorProfile({
      db,
      actor: creator,
      input: { ...profileInput, avatarMediaId: avatarId, bannerMediaId: bannerId },
    });
    expect(saved.avatarUrl).toBe(`/api/media/${avatarId}/original`);
    expect(saved.bannerUrl).toBe(`/api/media/${bannerId}/original`);

    // Another creator's picture, or an avatar used as a banner, is refused.
    const other = await createCreator(db);
    const { id: othersAvatar } = await uploadBytes(db, storage, other, { kind: "avatar" }, PNG_BYTES);
    await expect(
      updateCreatorProfile({ db, actor: creator, input: { ...profileInput, avatarMediaId: othersAvatar } }),
    ).rejects.toMatchObject({ code: "VALIDATION", fieldErrors: { avatarMediaId: "creatorSettings.validation.picture" } });
    await expect(
      updateCreatorProfile({ db, actor: creator, input: { ...profileInput, bannerMediaId: avatarId } }),
    ).rejects.toMatchObject({ code: "VALIDATION", fieldErrors: { bannerMediaId: "creatorSettings.validation.picture" } });
    expect((await row(creator.id)).bannerUrl).toBe(`/api/media/${bannerId}/original`);

    // A file that is not an image, whatever it claims to be, never becomes an upload to choose.
    await expect(uploadBytes(db, storage, creator, { kind: "avatar" }, new TextEncoder().encode("not a png at all"))).rejects.toMatchObject({
      fieldErrors: { file: "uploads.validation.wrongType" },
    });

    // null removes the picture.
    const removed = await updateCreatorProfile({ db, actor: creator, input: { ...profileInput, avatarMediaId: null } });
    expect(removed.avatarUrl).toBeNull();
  });
});

describe("creator settings: pricing", () => {
  it("saves prices, calls, availability and response time; browse sees the new price at once", async () => {
    const creator = await createCreator(db, { displayName: "Pricing Zenny", priceUsdCents: 5000 });
    const before = await listCreatorsCached({ db, actor: null, input: { search: "Pricing Zenny" } });
    expect(before.creators[0]?.priceCents).toBe(5000);

    await updateCreatorPricing({ db, actor: creator, input: pricingInput });
    expect(await row(creator.id)).toMatchObject(pricingInput);
    // The browse cache is dropped by the listing NOTIFY; give the notification a moment to arrive.
    await expect
      .poll(async () => (await listCreatorsCached({ db, actor: null, input: { search: "Pricing Zenny" } })).creators[0]?.priceCents)
      .toBe(7500);

    const page = await getCreatorPage({ db, actor: null, input: { creatorId: creator.id } });
    expect(page.creator).toMatchObject({ videoPriceUsdCents: 7500, videoPriceHtgCents: 990_000, isAvailable: false, responseTimeHours: 48 });

    await updateCreatorPricing({ db, actor: creator, input: { ...pricingInput, callPricePerMinuteCents: null } });
    expect((await row(creator.id)).callPricePerMinuteCents).toBeNull();
  });

  it("refuses prices out of range and unknown response times, changing nothing", async () => {
    const creator = await createCreator(db);
    const before = await row(creator.id);
    await expect(
      updateCreatorPricing({
        db,
        actor: creator,
        input: { ...pricingInput, videoPriceUsdCents: 10, videoPriceHtgCents: 12.5, callPricePerMinuteCents: 0, responseTimeHours: 5 },
      }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: {
        videoPriceUsdCents: "creatorSettings.validation.videoPriceUsd",
        videoPriceHtgCents: "creatorSettings.validation.videoPriceHtg",
        callPricePerMinuteCents: "creatorSettings.validation.callPrice",
        responseTimeHours: "creatorSettings.validation.responseTime",
      },
    });
    expect(await row(creator.id)).toEqual(before);
  });

  it("refuses a fan and a creator without a public profile", async () => {
    const fan = await createUser(db);
    const bare = await createUser(db, { role: "creator" });
    await expect(updateCreatorPricing({ db, actor: fan, input: pricingInput })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(updateCreatorPricing({ db, actor: bare, input: pricingInput })).rejects.toMatchObject({
      code: "NOT_FOUND",
      messageKey: "creatorSettings.errors.noProfile",
    });
  });
});

describe("creator settings: a new creator's first profile", () => {
  const first = { displayName: "Manmi Kreyòl Élégante", category: "comedian" as const, videoPriceUsdCents: 4000, videoPriceHtgCents: 528_000 };

  it("creates the public profile of a creator account that has none, listed on browse", async () => {
    const creator = await createUser(db, { role: "creator", isCreator: true });
    await expect(getCreatorSettings({ db, actor: creator })).rejects.toMatchObject({ messageKey: "creatorSettings.errors.noProfile" });
    const created = await createCreatorProfile({ db, actor: creator, input: first });
    expect(created.handle).toMatch(/^manmi-kreyol-elegante-[0-9a-f]{6}$/);
    expect((await getCreatorSettings({ db, actor: creator })).profile).toMatchObject({ displayName: "Manmi Kreyòl Élégante", videoPriceUsdCents: 4000 });
    const page = await getCreatorPage({ db, actor: null, input: { creatorId: creator.id } });
    expect(page.creator.name).toBe("Manmi Kreyòl Élégante");

    await expect(createCreatorProfile({ db, actor: creator, input: first })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "creatorSettings.errors.profileExists",
    });
  });

  it("refuses a fan, a guest and bad input", async () => {
    const fan = await createUser(db);
    await expect(createCreatorProfile({ db, actor: fan, input: first })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(createCreatorProfile({ db, actor: null, input: first })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    const creator = await createUser(db, { role: "creator", isCreator: true });
    await expect(
      createCreatorProfile({ db, actor: creator, input: { ...first, displayName: "", videoPriceUsdCents: 1 } }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { displayName: "creatorSettings.validation.displayNameRequired", videoPriceUsdCents: "creatorSettings.validation.videoPriceUsd" },
    });
    expect(await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, creator.id))).toEqual([]);
  });
});
