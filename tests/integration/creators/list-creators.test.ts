import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { creatorProfiles, profiles, reviews } from "@/server/db/schema";
import { type CreatorListItem, listCreators, type ListCreatorsInput } from "@/server/services/creators/list-creators";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { clientInput } from "../support/client-input";

const db = await useTestDb();

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/** Names of one page, in order. */
async function names(input: ListCreatorsInput) {
  const result = await listCreators({ db, actor: null, input });
  return result.creators.map((creator) => creator.name);
}

async function review(creatorId: string, ratings: number[]) {
  for (const rating of ratings) {
    const fan = await createUser(db);
    await db.insert(reviews).values({ creatorId, fanId: fan.id, rating, comment: "Mèsi anpil" });
  }
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  const creators = [
    { displayName: "Kreyòl Kontan", handle: "kreyol.kontan", category: "comedian", priceUsdCents: 5_000, languages: ["ht"], verified: true, createdAt: daysAgo(30) },
    { displayName: "Frantzy Konpa", handle: "frantzy.konpa", category: "musician", priceUsdCents: 20_000, languages: ["ht", "fr", "en"], verified: true, createdAt: daysAgo(300) },
    { displayName: "Jèmèn", handle: "jemen", category: "musician", priceUsdCents: 5_001, languages: ["fr"], verified: false, createdAt: daysAgo(10) },
    { displayName: "Ti Rodo", handle: "tirodo", category: "dj", priceUsdCents: 10_000, languages: ["ht", "es"], verified: false, createdAt: daysAgo(5) },
    { displayName: "Mika Ben", handle: "mika.ben", category: "singer", priceUsdCents: 20_001, languages: ["en"], verified: true, createdAt: daysAgo(200) },
    { displayName: "Zafè Gratis", handle: "zafe.gratis", category: "actor", priceUsdCents: 0, languages: ["en", "ht"], verified: false, createdAt: daysAgo(1) },
    { displayName: "Radyo Lakay", handle: "radyo.lakay", category: "radioHost", priceUsdCents: 10_001, languages: ["ht"], verified: false, createdAt: daysAgo(90) },
  ] as const;
  for (const creator of creators) {
    const actor = await createCreator(db, { ...creator, languages: [...creator.languages] });
    ids[creator.displayName] = actor.id;
  }
  await review(ids["Frantzy Konpa"]!, [5, 5, 4, 5]);
  await review(ids["Kreyòl Kontan"]!, [5, 4, 4]);
  await review(ids["Mika Ben"]!, [5, 5]);
  await review(ids["Ti Rodo"]!, [3]);

  // Never listed: a fan who is also a creator, and an admin, both with a creator profile.
  await createCreator(db, { role: "fan", isCreator: true, displayName: "Fanatik Kreyòl", handle: "fanatik", priceUsdCents: 4_000 });
  await createCreator(db, { role: "admin", displayName: "Admin Kreyòl", handle: "admin.kreyol", priceUsdCents: 4_000 });
});

describe("listCreators", () => {
  it("lists only role-creator profiles, most reviewed first, with card fields and honest ratings", async () => {
    const result = await listCreators({ db, actor: null, input: {} });
    expect(result).toMatchObject({ total: 7, page: 1, pageCount: 1 });
    expect(result.creators.map((c) => c.name)).toEqual([
      "Frantzy Konpa",
      "Kreyòl Kontan",
      "Mika Ben",
      "Ti Rodo",
      // No reviews: ties broken by id, so only the set is fixed.
      ...result.creators.slice(4).map((c) => c.name),
    ]);
    expect(result.creators.slice(4).map((c) => c.name).sort()).toEqual(["Jèmèn", "Radyo Lakay", "Zafè Gratis"]);

    const frantzy = result.creators[0]!;
    expect(frantzy).toEqual<CreatorListItem>({
      id: ids["Frantzy Konpa"]!,
      name: "Frantzy Konpa",
      handle: "frantzy.konpa",
      category: "musician",
      bio: "",
      image: null,
      priceCents: 20_000,
      currency: "USD",
      rating: 4.75,
      reviews: 4,
      responseTimeHours: 24,
      verified: true,
      languages: ["ht", "fr", "en"],
      videoCount: 0,
      isAvailable: true,
    });
    const jemen = result.creators.find((c) => c.name === "Jèmèn")!;
    expect(jemen).toMatchObject({ rating: null, reviews: 0 });
  });

  it("falls back from the display name to first and last name, then to null (the UI says 'Creator')", async () => {
    const named = await createCreator(db, { displayName: "  ", handle: "no.display", priceUsdCents: 99_000 });
    await db.update(profiles).set({ firstName: "Rose", lastName: "Anne" }).where(eq(profiles.id, named.id));
    const nameless = await createCreator(db, { displayName: "", handle: "no.name", priceUsdCents: 99_001 });
    try {
      const result = await listCreators({ db, actor: null, input: { price: "200+", sort: "priceDesc" } });
      expect(result.creators.slice(0, 2).map((c) => c.name)).toEqual([null, "Rose Anne"]);
    } finally {
      await db.delete(creatorProfiles).where(inArray(creatorProfiles.userId, [named.id, nameless.id]));
    }
  });

  it.each([
    ["musician", ["Frantzy Konpa", "Jèmèn"]],
    ["comedian", ["Kreyòl Kontan"]],
    ["dj", ["Ti Rodo"]],
    ["singer", ["Mika Ben"]],
    ["actor", ["Zafè Gratis"]],
    ["radioHost", ["Radyo Lakay"]],
    ["djProducer", []],
  ] as const)("filters by category %s", async (category, expected) => {
    const result = await listCreators({ db, actor: null, input: { category } });
    expect(result.creators.map((c) => c.name)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it.each([
    ["0-50", ["Kreyòl Kontan", "Zafè Gratis"]],
    ["50-100", ["Jèmèn", "Ti Rodo"]],
    ["100-200", ["Frantzy Konpa", "Radyo Lakay"]],
    ["200+", ["Mika Ben"]],
  ] as const)("puts each price at the right edge of band %s (upper bounds inclusive)", async (price, expected) => {
    const result = await listCreators({ db, actor: null, input: { price, sort: "priceAsc" } });
    expect(result.creators.map((c) => c.name).sort()).toEqual([...expected].sort());
    expect(result.total).toBe(expected.length);
  });

  it("keeps $50 in 0-50 and out of 50-100, $200 in 100-200 and out of 200+", async () => {
    expect(await names({ price: "0-50" })).toContain("Kreyòl Kontan");
    expect(await names({ price: "50-100" })).not.toContain("Kreyòl Kontan");
    expect(await names({ price: "100-200" })).toContain("Frantzy Konpa");
    expect(await names({ price: "200+" })).not.toContain("Frantzy Konpa");
  });

  it("sorts by price both ways, by rating with new creators last, and by newest", async () => {
    expect(await names({ sort: "priceAsc" })).toEqual([
      "Zafè Gratis",
      "Kreyòl Kontan",
      "Jèmèn",
      "Ti Rodo",
      "Radyo Lakay",
      "Frantzy Konpa",
      "Mika Ben",
    ]);
    expect(await names({ sort: "priceDesc" })).toEqual([
      "Mika Ben",
      "Frantzy Konpa",
      "Radyo Lakay",
      "Ti Rodo",
      "Jèmèn",
      "Kreyòl Kontan",
      "Zafè Gratis",
    ]);
    const byRating = await names({ sort: "rating" });
    expect(byRating.slice(0, 4)).toEqual(["Mika Ben", "Frantzy Konpa", "Kreyòl Kontan", "Ti Rodo"]);
    expect(byRating.slice(4).sort()).toEqual(["Jèmèn", "Radyo Lakay", "Zafè Gratis"]);
    expect(await names({ sort: "newest" })).toEqual([
      "Zafè Gratis",
      "Ti Rodo",
      "Jèmèn",
      "Kreyòl Kontan",
      "Radyo Lakay",
      "Mika Ben",
      "Frantzy Konpa",
    ]);
  });

  it("filters by language and by verified only", async () => {
    expect((await names({ language: "fr" })).sort()).toEqual(["Frantzy Konpa", "Jèmèn"]);
    expect(await names({ language: "es" })).toEqual(["Ti Rodo"]);
    expect(await names({ language: "all", sort: "priceAsc" })).toHaveLength(7);
    expect((await names({ verified: true })).sort()).toEqual(["Frantzy Konpa", "Kreyòl Kontan", "Mika Ben"]);
    expect((await names({ verified: "false" })).length).toBe(7);
  });

  it("combines filters with a sort, and reports the combined total", async () => {
    const result = await listCreators({
      db,
      actor: null,
      input: { category: "musician", price: "50-100", sort: "priceDesc", language: "fr" },
    });
    expect(result.creators.map((c) => c.name)).toEqual(["Jèmèn"]);
    expect(result.total).toBe(1);
    expect(await names({ language: "ht", verified: true, sort: "priceAsc" })).toEqual(["Kreyòl Kontan", "Frantzy Konpa"]);
    expect(await names({ language: "ht", price: "0-50", category: "actor" })).toEqual(["Zafè Gratis"]);
    expect(await names({ language: "ht", price: "200+" })).toEqual([]);
  });

  describe("search", () => {
    it("ignores case and accents both ways", async () => {
      expect(await names({ search: "kreyol" })).toEqual(["Kreyòl Kontan"]);
      expect(await names({ search: "JEMEN" })).toEqual(["Jèmèn"]);
      expect(await names({ search: "zafe" })).toEqual(["Zafè Gratis"]);
      expect(await names({ search: "Zafè" })).toEqual(["Zafè Gratis"]);
    });

    it("finds substrings of names and handles", async () => {
      expect(await names({ search: "onpa" })).toEqual(["Frantzy Konpa"]);
      expect(await names({ search: "mika.b" })).toEqual(["Mika Ben"]);
    });

    it("tolerates small typos", async () => {
      expect(await names({ search: "frantsy" })).toContain("Frantzy Konpa");
      expect(await names({ search: "jemon" })).toContain("Jèmèn");
      expect(await names({ search: "kreyoll" })).toContain("Kreyòl Kontan");
    });

    it("finds categories by name in each language", async () => {
      expect(await names({ search: "comedian" })).toEqual(["Kreyòl Kontan"]);
      expect(await names({ search: "humoriste" })).toEqual(["Kreyòl Kontan"]);
      expect(await names({ search: "Komedyen" })).toEqual(["Kreyòl Kontan"]);
      expect((await names({ search: "music" })).sort()).toEqual(["Frantzy Konpa", "Jèmèn"]);
      expect(await names({ search: "dj" })).toContain("Ti Rodo");
    });

    it("combines with filters and counts its matches", async () => {
      const result = await listCreators({ db, actor: null, input: { search: "music", price: "100-200" } });
      expect(result.creators.map((c) => c.name)).toEqual(["Frantzy Konpa"]);
      expect(result.total).toBe(1);
    });

    it("ranks exact matches before fuzzy ones", async () => {
      const similar = await createCreator(db, { displayName: "Jemon Pyè", handle: "jemon.pye", priceUsdCents: 3_000 });
      try {
        expect((await names({ search: "jemon" }))[0]).toBe("Jemon Pyè");
      } finally {
        await db.delete(creatorProfiles).where(eq(creatorProfiles.userId, similar.id));
      }
    });

    it("never lists non-creators, even when their name matches", async () => {
      expect(await names({ search: "fanatik" })).toEqual([]);
      expect(await names({ search: "admin" })).toEqual([]);
    });

    it("returns nothing, not everything, for a search that matches no one", async () => {
      const result = await listCreators({ db, actor: null, input: { search: "xqzwv" } });
      expect(result).toEqual({ creators: [], total: 0, totalCapped: false, page: 1, pageCount: 0 });
    });
  });

  describe("paging", () => {
    it.each(["popular", "priceAsc", "priceDesc", "rating", "newest"] as const)(
      "walks every page of sort %s, forwards and past the middle, in the same order as one long page",
      async (sort) => {
        const all = await names({ sort, pageSize: 48 });
        const paged: (string | null)[] = [];
        for (let page = 1; page <= 4; page++) {
          const result = await listCreators({ db, actor: null, input: { sort, pageSize: 2, page } });
          expect(result).toMatchObject({ total: 7, pageCount: 4, page });
          paged.push(...result.creators.map((c) => c.name));
        }
        expect(paged).toEqual(all);
      },
    );

    it("gives a short last page and an empty page past the end that still reports the total", async () => {
      const last = await listCreators({ db, actor: null, input: { pageSize: 3, page: 3 } });
      expect(last.creators).toHaveLength(1);
      expect(last).toMatchObject({ total: 7, pageCount: 3, page: 3 });
      const past = await listCreators({ db, actor: null, input: { pageSize: 3, page: 9 } });
      expect(past).toEqual({ creators: [], total: 7, totalCapped: false, page: 9, pageCount: 3 });
      const searchPast = await listCreators({ db, actor: null, input: { search: "music", page: 5 } });
      expect(searchPast).toEqual({ creators: [], total: 2, totalCapped: false, page: 5, pageCount: 1 });
    });

    it("defaults to 12 per page and refuses more than 48", async () => {
      const many = await Promise.all(
        Array.from({ length: 12 }, (_, i) => createCreator(db, { displayName: `Paj ${i}`, category: "actor", priceUsdCents: 1_000 })),
      );
      try {
        const first = await listCreators({ db, actor: null, input: { category: "actor" } });
        expect(first.creators).toHaveLength(12);
        expect(first).toMatchObject({ total: 13, pageCount: 2 });
        await expect(listCreators({ db, actor: null, input: { pageSize: 49 } })).rejects.toMatchObject({
          code: "VALIDATION",
          fieldErrors: { pageSize: "validation.browsePageSize" },
        });
      } finally {
        await db.delete(creatorProfiles).where(inArray(creatorProfiles.userId, many.map((c) => c.id)));
      }
    });
  });

  it("keeps totals exact as roles, prices, languages and verification change", async () => {
    const moving = await createCreator(db, {
      displayName: "Bouje Bouje",
      category: "singer",
      priceUsdCents: 7_500,
      languages: ["fr"],
    });
    const total = async (input: ListCreatorsInput) => (await listCreators({ db, actor: null, input })).total;
    expect(await total({})).toBe(8);
    expect(await total({ category: "singer", price: "50-100", language: "fr" })).toBe(1);

    await db
      .update(creatorProfiles)
      .set({ videoPriceUsdCents: 25_000, languages: ["ht", "ht", "en"], verified: true })
      .where(eq(creatorProfiles.userId, moving.id));
    expect(await total({ category: "singer", price: "50-100" })).toBe(0);
    expect(await total({ category: "singer", price: "200+", language: "ht", verified: true })).toBe(1);
    expect(await total({ category: "singer", price: "200+", verified: true })).toBe(2);
    expect(await total({ language: "fr" })).toBe(2);

    await db.update(profiles).set({ role: "fan", isCreator: true }).where(eq(profiles.id, moving.id));
    expect(await total({})).toBe(7);
    expect(await names({ search: "bouje" })).toEqual([]);

    await db.update(profiles).set({ role: "creator" }).where(eq(profiles.id, moving.id));
    expect(await total({ category: "singer" })).toBe(2);

    await db.delete(creatorProfiles).where(eq(creatorProfiles.userId, moving.id));
    expect(await total({})).toBe(7);
    expect(await total({ language: "ht" })).toBe(5);
  });

  it("refuses bad parameters with one field error each", async () => {
    await expect(
      listCreators({
        db,
        actor: null,
        input: clientInput({ category: "wizard", price: "10-20", sort: "loudest", language: "Kreyòl", verified: "yes", page: "0" }),
      }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: {
        category: "validation.browseCategory",
        price: "validation.browsePrice",
        sort: "validation.browseSort",
        language: "validation.browseLanguage",
        verified: "validation.browseVerified",
        page: "validation.page",
      },
    });
  });
});
