import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import ht from "../../../messages/ht.json";
import type { Actor } from "@/server/auth/actor";
import { creatorProfiles, creatorSubscriptionTiers } from "@/server/db/schema";
import { pickCreatorContent, pickCreatorText } from "@/lib/creator-content-language";
import { BIO_MAX, TIER_BENEFITS_MAX, TIER_DESCRIPTION_MAX } from "@/lib/creator-settings";
import { getCreatorPage } from "@/server/services/creators/get-creator-page";
import { getQuickView } from "@/server/services/creators/get-quick-view";
import { getCreatorSettings } from "@/server/services/creator-settings/get-creator-settings";
import { createTier, updateTier } from "@/server/services/creator-settings/tiers";
import { updateCreatorProfile } from "@/server/services/creator-settings/update-profile";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

const profile = {
  displayName: "Manno Lakay",
  bio: "Konpa singer from Jacmel.",
  category: "singer" as const,
  languages: ["ht", "en"] as ("ht" | "en")[],
};
const tierInput = {
  name: "Fanatik",
  description: "Members-only posts every week.",
  benefits: [],
  priceUsdCents: 500,
  priceHtgCents: 66_000,
  billingPeriod: "monthly" as const,
};

async function bios(id: string) {
  const [row] = await db
    .select({ bio: creatorProfiles.bio, bioFr: creatorProfiles.bioFr, bioHt: creatorProfiles.bioHt })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, id));
  return row!;
}

describe("a creator's bio and tier descriptions in French and Kreyòl", () => {
  let creator: Actor;
  let tierId: string;
  beforeAll(async () => {
    creator = await createCreator(db);
    await updateCreatorProfile({ db, actor: creator, input: { ...profile, bioHt: "Chantè konpa ki soti Jakmèl." } });
    ({ id: tierId } = await createTier({ db, actor: creator, input: { ...tierInput, descriptionFr: "Des publications réservées chaque semaine." } }));
  });

  it("shows readers the creator's version in their language, else the original with the note flag", async () => {
    const page = await getCreatorPage({ db, actor: null, input: { creatorId: creator.id } });
    const { bio, bioTranslations } = page.creator;
    expect(pickCreatorText(bio, bioTranslations, "ht")).toEqual({ text: "Chantè konpa ki soti Jakmèl.", untranslated: false });
    expect(pickCreatorText(bio, bioTranslations, "fr")).toEqual({ text: "Konpa singer from Jacmel.", untranslated: true });
    expect(pickCreatorText(bio, bioTranslations, "en")).toEqual({ text: "Konpa singer from Jacmel.", untranslated: false });

    const [tier] = page.tiers;
    expect(pickCreatorText(tier!.description, tier!.descriptionTranslations, "fr")).toEqual({
      text: "Des publications réservées chaque semaine.",
      untranslated: false,
    });
    expect(pickCreatorText(tier!.description, tier!.descriptionTranslations, "ht")).toEqual({
      text: "Members-only posts every week.",
      untranslated: true,
    });

    const quick = await getQuickView({ db, actor: null, input: { creatorId: creator.id } });
    expect(pickCreatorText(quick.bio, quick.bioTranslations, "ht").text).toBe("Chantè konpa ki soti Jakmèl.");
    // Nothing to show needs no note.
    expect(pickCreatorText("", { fr: "", ht: "" }, "fr")).toEqual({ text: "", untranslated: false });
  });

  it("keeps saved versions when a form leaves them out, and clears one sent empty", async () => {
    await updateCreatorProfile({ db, actor: creator, input: { ...profile, bioFr: "Chanteur konpa de Jacmel." } });
    expect(await bios(creator.id)).toEqual({ bio: profile.bio, bioFr: "Chanteur konpa de Jacmel.", bioHt: "Chantè konpa ki soti Jakmèl." });
    await updateCreatorProfile({ db, actor: creator, input: { ...profile, bioFr: "  " } });
    expect((await bios(creator.id)).bioFr).toBe("");
    const settings = await getCreatorSettings({ db, actor: creator });
    expect(settings.profile.bioHt).toBe("Chantè konpa ki soti Jakmèl.");
    expect(settings.tiers[0]).toMatchObject({ descriptionFr: "Des publications réservées chaque semaine.", descriptionHt: "" });
  });

  it("lets only the creator edit their own versions", async () => {
    const other = await createCreator(db);
    const fan = await createUser(db, { role: "fan" });
    const before = await bios(creator.id);
    // Another creator's save lands on their own profile only; their edit of this creator's tier finds nothing.
    await updateCreatorProfile({ db, actor: other, input: { ...profile, bioHt: "Lòt kreyatè a" } });
    expect(await bios(creator.id)).toEqual(before);
    await expect(
      updateTier({ db, actor: other, input: { ...tierInput, tierId, descriptionHt: "Pa pou ou" } }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", messageKey: "creatorSettings.errors.tierNotFound" });
    await expect(updateCreatorProfile({ db, actor: fan, input: { ...profile, bioHt: "Fanatik" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(updateCreatorProfile({ db, actor: null, input: { ...profile, bioHt: "Pèsonn" } })).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    const [tier] = await db.select().from(creatorSubscriptionTiers).where(eq(creatorSubscriptionTiers.id, tierId));
    expect(tier!.descriptionHt).toBe("");

    // The creator themself may.
    await updateTier({ db, actor: creator, input: { ...tierInput, tierId, descriptionHt: "Piblikasyon pou abòne chak semèn." } });
    const [saved] = await db.select().from(creatorSubscriptionTiers).where(eq(creatorSubscriptionTiers.id, tierId));
    expect(saved!.descriptionHt).toBe("Piblikasyon pou abòne chak semèn.");
  });

  it("holds the versions to the original's limits, with translated errors, changing nothing", async () => {
    const before = await bios(creator.id);
    await expect(
      updateCreatorProfile({ db, actor: creator, input: { ...profile, bioFr: "a".repeat(BIO_MAX + 1), bioHt: "b".repeat(BIO_MAX + 1) } }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { bioFr: "creatorSettings.validation.bioTooLong", bioHt: "creatorSettings.validation.bioTooLong" },
    });
    expect(await bios(creator.id)).toEqual(before);
    await expect(
      updateTier({ db, actor: creator, input: { ...tierInput, tierId, descriptionHt: "c".repeat(TIER_DESCRIPTION_MAX + 1) } }),
    ).rejects.toMatchObject({ code: "VALIDATION", fieldErrors: { descriptionHt: "creatorSettings.validation.tierDescriptionTooLong" } });
    // At the limit is fine.
    await updateCreatorProfile({ db, actor: creator, input: { ...profile, bioHt: "d".repeat(BIO_MAX) } });
    expect((await bios(creator.id)).bioHt).toHaveLength(BIO_MAX);
    // The keys are real messages in every language.
    expect(en.creatorSettings.validation.bioTooLong).toBeTruthy();
    expect(ht.creatorSettings.validation.tierDescriptionTooLong).toBeTruthy();
  });
});

describe("a tier's benefits in French and Kreyòl", () => {
  const benefits = ["Members-only posts", "Monthly live hangout"];

  it("shows readers the creator's benefits in their language, else the original with the note flag", async () => {
    const creator = await createCreator(db);
    await createTier({ db, actor: creator, input: { ...tierInput, benefits, benefitsHt: ["Piblikasyon pou abòne sèlman", " ", "Yon randevou an dirèk chak mwa"] } });
    const [tier] = (await getCreatorPage({ db, actor: null, input: { creatorId: creator.id } })).tiers;
    expect(tier!.benefitsTranslations).toEqual({ fr: [], ht: ["Piblikasyon pou abòne sèlman", "Yon randevou an dirèk chak mwa"] });
    expect(pickCreatorContent(tier!.benefits, tier!.benefitsTranslations, "ht")).toEqual({
      value: ["Piblikasyon pou abòne sèlman", "Yon randevou an dirèk chak mwa"],
      untranslated: false,
    });
    expect(pickCreatorContent(tier!.benefits, tier!.benefitsTranslations, "fr")).toEqual({ value: benefits, untranslated: true });
    expect(pickCreatorContent(tier!.benefits, tier!.benefitsTranslations, "en")).toEqual({ value: benefits, untranslated: false });
    // A tier without benefits needs no note.
    expect(pickCreatorContent([], { fr: [], ht: [] }, "ht")).toEqual({ value: [], untranslated: false });
  });

  it("keeps them when a form leaves them out, lets only the creator change them, and holds them to the limits", async () => {
    const creator = await createCreator(db);
    const { id: tierId } = await createTier({ db, actor: creator, input: { ...tierInput, benefits, benefitsFr: ["Publications réservées aux abonnés"] } });
    const saved = async () => (await db.select().from(creatorSubscriptionTiers).where(eq(creatorSubscriptionTiers.id, tierId)))[0]!;

    await updateTier({ db, actor: creator, input: { ...tierInput, tierId, benefits } });
    expect((await saved()).benefitsFr).toEqual(["Publications réservées aux abonnés"]);

    const other = await createCreator(db);
    await expect(updateTier({ db, actor: other, input: { ...tierInput, tierId, benefits, benefitsFr: [] } })).rejects.toMatchObject({
      code: "NOT_FOUND",
      messageKey: "creatorSettings.errors.tierNotFound",
    });
    await expect(
      updateTier({ db, actor: creator, input: { ...tierInput, tierId, benefits, benefitsHt: Array.from({ length: TIER_BENEFITS_MAX + 1 }, (_, i) => `Avantaj ${i}`) } }),
    ).rejects.toMatchObject({ code: "VALIDATION", fieldErrors: { benefitsHt: "creatorSettings.validation.tierBenefitsTooMany" } });
    expect(await saved()).toMatchObject({ benefitsFr: ["Publications réservées aux abonnés"], benefitsHt: [] });

    await updateTier({ db, actor: creator, input: { ...tierInput, tierId, benefits, benefitsFr: [] } });
    expect((await saved()).benefitsFr).toEqual([]);
    const settings = await getCreatorSettings({ db, actor: creator });
    expect(settings.tiers[0]).toMatchObject({ benefitsFr: [], benefitsHt: [] });
  });
});
