import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { videoRequests } from "@/server/db/schema";
import { createVideoRequest } from "@/server/services/video-requests/fan/create-request";
import { createCreator, createUser } from "../../support/factories";
import { useTestDb } from "../../support/test-db";
import { clientInput } from "../../support/client-input";

const db = await useTestDb();
let creator: Actor;
let fan: Actor;
beforeAll(async () => {
  creator = await createCreator(db, { priceUsdCents: 20000 });
  fan = await createUser(db);
});

const wizard = (overrides: Record<string, unknown> = {}) => ({
  flow: "wizard",
  creatorId: creator.id,
  occasion: "birthday",
  recipientName: "Roseline",
  fromName: "Nadège",
  instructions: "Please wish Roseline a happy 30th birthday from Nadège, she loves konpa.",
  idempotencyKey: `test-${randomUUID()}`,
  ...overrides,
});
const create = (actor: Actor | null, input: unknown) => createVideoRequest({ db, actor, input: clientInput(input) });

/** The wizard's depth (spec §3-§5), checked by the server with the same schema as the form. */
describe("booking depth on the server", () => {
  it("stores pronouns, relationship, age, the template, and a gift by e-mail with its message and hidden price", async () => {
    const created = await create(
      fan,
      wizard({
        pronouns: "she/her",
        relationship: "sibling",
        age: 30,
        anniversaryYears: 12,
        templateUsed: "birthdayWarm",
        templateVariation: 1,
        isGift: true,
        giftMethod: "email",
        recipientEmail: "roseline@example.test",
        giftMessage: "From all of us in Jacmel!",
        hidePrice: true,
      }),
    );
    const [row] = await db.select().from(videoRequests).where(eq(videoRequests.id, created.id));
    expect(row).toMatchObject({
      requestType: "gift",
      pronouns: "she/her",
      relationship: "sibling",
      age: 30,
      // Years together belong to anniversaries only.
      anniversaryYears: null,
      templateUsed: "birthdayWarm",
      templateVariation: 1,
      giftMethod: "email",
      recipientEmail: "roseline@example.test",
      giftMessage: "From all of us in Jacmel!",
      hidePrice: true,
    });
  });

  it("keeps a custom occasion in the fan's words, and an SMS gift's phone", async () => {
    const created = await create(
      fan,
      wizard({ occasion: "other", customOccasion: "Konpa night", isGift: true, giftMethod: "sms", recipientEmail: "a@b.ht", recipientPhone: "50937001234" }),
    );
    const [row] = await db.select().from(videoRequests).where(eq(videoRequests.id, created.id));
    expect(row).toMatchObject({ occasion: "other", customOccasion: "Konpa night", giftMethod: "sms", recipientPhone: "50937001234" });
  });

  it.each([
    ["recipientEmail", { isGift: true, giftMethod: "download" }, "booking.validation.giftEmailRequired"],
    ["giftMessage", { isGift: true, recipientEmail: "a@b.ht", giftMessage: "x".repeat(201) }, "booking.validation.giftMessageMaxLength"],
    ["recipientPhone", { isGift: true, recipientEmail: "a@b.ht", giftMethod: "sms", recipientPhone: "12" }, "booking.validation.phoneInvalid"],
    ["giftMethod", { isGift: true, recipientEmail: "a@b.ht", giftMethod: "pigeon" }, "booking.validation.giftMethodInvalid"],
    ["customOccasion", { occasion: "other", customOccasion: "   " }, "booking.validation.customOccasionRequired"],
    ["pronouns", { pronouns: "it/its" }, "booking.validation.pronounsInvalid"],
    ["age", { age: 0 }, "booking.validation.ageRange"],
    ["templateUsed", { templateUsed: "<script>" }, "booking.validation.templateInvalid"],
  ])("refuses a bad %s with its message and stores nothing", async (field, overrides, message) => {
    const input = wizard(overrides);
    await expect(create(fan, input)).rejects.toMatchObject({ code: "VALIDATION", fieldErrors: { [field]: message } });
    expect(await db.select().from(videoRequests).where(eq(videoRequests.idempotencyKey, input.idempotencyKey))).toEqual([]);
  });

  it("refuses a promo code other than SAVE15 (the review says so), and a guest", async () => {
    await expect(create(fan, wizard({ promoCode: "FREE100" }))).rejects.toMatchObject({ fieldErrors: { promoCode: "booking.validation.promoInvalid" } });
    await expect(create(null, wizard())).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});
