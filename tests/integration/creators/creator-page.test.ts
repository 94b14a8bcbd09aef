import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  creatorProfiles,
  creatorSubscriptionTiers,
  posts,
  profiles,
  reviews,
  subscriptionOrders,
} from "@/server/db/schema";
import { countCreatorsByCategory } from "@/server/services/creators/count-creators-by-category";
import { getCreatorPage } from "@/server/services/creators/get-creator-page";
import { listCreatorReviews } from "@/server/services/creators/list-creator-reviews";
import { listPickerCreators } from "@/server/services/creators/list-picker-creators";
import { listCreatorPosts } from "@/server/services/posts/list-posts";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

describe("creator page", () => {
  let creatorId: string;
  let fanIds: string[];

  beforeAll(async () => {
    const creator = await createCreator(db, { displayName: "Manno Page", category: "singer" });
    creatorId = creator.id;
    await db
      .update(creatorProfiles)
      .set({ paymentMethodsEnabled: ["stripe", "moncash"] })
      .where(eq(creatorProfiles.userId, creatorId));

    await db.insert(creatorSubscriptionTiers).values([
      { creatorId, tierName: "Gold", priceUsdCents: 2500, priceHtgCents: 330000 },
      { creatorId, tierName: "Retired", priceUsdCents: 100, priceHtgCents: 13200, isActive: false },
      { creatorId, tierName: "Bronze", priceUsdCents: 500, priceHtgCents: 66000 },
      { creatorId, tierName: "Silver", priceUsdCents: 1000, priceHtgCents: 132000 },
    ]);

    await db.insert(posts).values([
      { creatorId, title: "Public new", createdAt: daysAgo(1) },
      { creatorId, title: "Public old", createdAt: daysAgo(5) },
      { creatorId, title: "Members only", isPublic: false, createdAt: daysAgo(2) },
      { creatorId, title: "Draft", status: "draft", createdAt: daysAgo(0) },
      { creatorId, title: "Archived", status: "archived", createdAt: daysAgo(3) },
    ]);

    const fans = await Promise.all(Array.from({ length: 7 }, () => createUser(db)));
    fanIds = fans.map((fan) => fan.id);
    await db.update(profiles).set({ firstName: "Nadège", lastName: "pierre" }).where(eq(profiles.id, fanIds[0]!));
    await db.insert(reviews).values(
      fanIds.map((fanId, i) => ({ creatorId, fanId, rating: 5 - (i % 3), comment: `Review ${i}`, createdAt: daysAgo(i) })),
    );
  });

  it("badges no tier Most Popular until fans subscribe, then the most subscribed one", async () => {
    const before = await getCreatorPage({ db, actor: null, input: { creatorId } });
    expect(before.tiers.map((tier) => tier.mostPopular)).toEqual([false, false, false]);
    expect(before.tiers[0]).not.toHaveProperty("subscribers");

    const [bronze, , gold] = before.tiers;
    const subscribe = (fanId: string, tier: { id: string; name: string }, status: "active" | "cancelled") => ({
      userId: fanId,
      creatorId,
      tierId: tier.id,
      status,
      fanName: "Fan",
      tierName: tier.name,
      totalAmountCents: 500,
      provider: "stripe" as const,
    });
    await db.insert(subscriptionOrders).values([
      subscribe(fanIds[0]!, gold!, "active"),
      subscribe(fanIds[1]!, gold!, "active"),
      subscribe(fanIds[2]!, bronze!, "active"),
      subscribe(fanIds[3]!, bronze!, "cancelled"),
      subscribe(fanIds[4]!, bronze!, "cancelled"),
    ]);
    try {
      const after = await getCreatorPage({ db, actor: null, input: { creatorId } });
      expect(after.tiers.map((tier) => [tier.name, tier.mostPopular])).toEqual([
        ["Bronze", false],
        ["Silver", false],
        ["Gold", true],
      ]);
    } finally {
      await db.delete(subscriptionOrders).where(eq(subscriptionOrders.creatorId, creatorId));
    }
  });

  it("shows only active tiers, cheapest first", async () => {
    const page = await getCreatorPage({ db, actor: null, input: { creatorId } });
    expect(page.tiers.map((tier) => tier.name)).toEqual(["Bronze", "Silver", "Gold"]);
    expect(page.tiers[0]).toMatchObject({ priceUsdCents: 500, priceHtgCents: 66000, billingPeriod: "monthly" });
  });

  it("lists only published posts, newest first, members-only ones locked for a guest", async () => {
    const page = await listCreatorPosts({ db, actor: null, input: { creatorId } });
    expect(page.posts.map((post) => [post.title, post.hasAccess])).toEqual([
      ["Public new", true],
      ["Members only", false],
      ["Public old", true],
    ]);
    expect(page).toMatchObject({ total: 3, hasMore: false });
  });

  it("returns the header with the counters kept by the database", async () => {
    const page = await getCreatorPage({ db, actor: null, input: { creatorId } });
    expect(page.creator).toMatchObject({
      id: creatorId,
      name: "Manno Page",
      category: "singer",
      paymentMethodsEnabled: ["stripe", "moncash"],
      totalReviews: 7,
    });
    expect(page.creator.averageRating).toBeCloseTo((5 + 4 + 3 + 5 + 4 + 3 + 5) / 7, 2);
  });

  it("shows a creator without reviews with no rating rather than an invented one", async () => {
    const fresh = await createCreator(db);
    const page = await getCreatorPage({ db, actor: null, input: { creatorId: fresh.id } });
    expect(page.creator).toMatchObject({ totalReviews: 0, averageRating: null });
    expect(page.tiers).toEqual([]);
  });

  it("answers NOT_FOUND for an unknown id, a plain fan and an admin", async () => {
    const fan = await createUser(db);
    const admin = await createUser(db, { role: "admin" });
    for (const id of ["no-such-creator", fan.id, admin.id]) {
      await expect(getCreatorPage({ db, actor: null, input: { creatorId: id } })).rejects.toMatchObject({
        code: "NOT_FOUND",
        messageKey: "errors.creatorNotFound",
      });
      await expect(listCreatorReviews({ db, actor: null, input: { creatorId: id } })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
  });

  it("pages reviews newest first with the reviewer's first name and initial", async () => {
    const first = await listCreatorReviews({ db, actor: null, input: { creatorId, pageSize: 3 } });
    expect(first).toMatchObject({ total: 7, page: 1, pageCount: 3 });
    expect(first.reviews.map((review) => review.comment)).toEqual(["Review 0", "Review 1", "Review 2"]);
    expect(first.reviews[0]?.reviewerName).toBe("Nadège P.");

    const last = await listCreatorReviews({ db, actor: null, input: { creatorId, pageSize: 3, page: 3 } });
    expect(last.reviews.map((review) => review.comment)).toEqual(["Review 6"]);
    const pastTheEnd = await listCreatorReviews({ db, actor: null, input: { creatorId, pageSize: 3, page: 4 } });
    expect(pastTheEnd.reviews).toEqual([]);
  });

  it("falls back to the account name when the profile has none", async () => {
    const { reviews: list } = await listCreatorReviews({ db, actor: null, input: { creatorId, pageSize: 3 } });
    // createUser names accounts "Test fan <hex>": first word and the last word's initial.
    expect(list[1]?.reviewerName).toMatch(/^Test [0-9A-F]\.$/);
  });

  it("rejects a page number below 1", async () => {
    await expect(listCreatorReviews({ db, actor: null, input: { creatorId, page: 0 } })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { page: "validation.page" },
    });
  });
});

describe("creator picker", () => {
  const names = (result: Awaited<ReturnType<typeof listPickerCreators>>) => result.creators.map((c) => c.name);
  let fanCreatorId: string;

  beforeAll(async () => {
    // The page suite's creators share this database: most checks search "pick" to leave them out.
    await createCreator(db, { displayName: "Pick Kreyòl Band", category: "musician", priceUsdCents: 7500, responseTimeHours: 24 });
    await createCreator(db, { displayName: "Pick Joker", category: "comedian", priceUsdCents: 5000, responseTimeHours: 48 });
    await createCreator(db, { displayName: "Pick Voice", category: "singer", priceUsdCents: 12000, responseTimeHours: 12 });
    await createCreator(db, { displayName: "Pick Star", category: "actor", priceUsdCents: 6000, responseTimeHours: 6 });
    const fanCreator = await createUser(db, { role: "fan", isCreator: true });
    fanCreatorId = fanCreator.id;
    await db.insert(creatorProfiles).values({
      userId: fanCreatorId,
      displayName: "Pick Fan Creator",
      handle: "pick-fan-creator",
      category: "musician",
      videoPriceUsdCents: 1000,
      videoPriceHtgCents: 132000,
    });
  });

  it("searches names ignoring case and accents, and lists only role creator", async () => {
    expect(names(await listPickerCreators({ db, actor: null, input: { search: "kreyol" } }))).toEqual(["Pick Kreyòl Band"]);
    const all = await listPickerCreators({ db, actor: null, input: { search: "pick", sort: "priceAsc" } });
    expect(all.total).toBe(4);
    expect(names(all)).toEqual(["Pick Joker", "Pick Star", "Pick Kreyòl Band", "Pick Voice"]);
  });

  it("searches by category, in any of our languages", async () => {
    const joker = await listPickerCreators({ db, actor: null, input: { search: "comedian" } });
    expect(names(joker)).toEqual(["Pick Joker"]);
    const singers = await listPickerCreators({ db, actor: null, input: { search: "chant" } });
    expect(names(singers)).toContain("Pick Voice");
    expect(singers.creators.every((creator) => creator.category === "singer")).toBe(true);
  });

  it("filters by group: Music gathers musicians and singers, Comedy comedians, Sports nobody yet", async () => {
    const music = await listPickerCreators({ db, actor: null, input: { search: "pick", group: "music", sort: "priceAsc" } });
    expect(names(music)).toEqual(["Pick Kreyòl Band", "Pick Voice"]);
    const comedy = await listPickerCreators({ db, actor: null, input: { search: "pick", group: "comedy" } });
    expect(names(comedy)).toEqual(["Pick Joker"]);
    await expect(listPickerCreators({ db, actor: null, input: { group: "sports" } })).resolves.toEqual({
      creators: [],
      total: 0,
      search: "",
    });
  });

  it("sorts by price both ways and by fastest response (response-time hours)", async () => {
    const desc = await listPickerCreators({ db, actor: null, input: { search: "pick", sort: "priceDesc" } });
    expect(names(desc)).toEqual(["Pick Voice", "Pick Kreyòl Band", "Pick Star", "Pick Joker"]);
    const fastest = await listPickerCreators({ db, actor: null, input: { search: "pick", sort: "response" } });
    expect(names(fastest)).toEqual(["Pick Star", "Pick Voice", "Pick Kreyòl Band", "Pick Joker"]);
    expect(fastest.creators.map((c) => c.responseTimeHours)).toEqual([6, 12, 24, 48]);
  });

  it("sorts by rating with unrated creators last, and by popularity (most reviews)", async () => {
    const [voice, joker] = await Promise.all(
      ["Pick Voice", "Pick Joker"].map(async (name) => {
        const [row] = await db
          .select({ id: creatorProfiles.userId })
          .from(creatorProfiles)
          .where(eq(creatorProfiles.displayName, name));
        return row!.id;
      }),
    );
    const fans = await Promise.all([createUser(db), createUser(db)]);
    await db.insert(reviews).values([
      { creatorId: voice!, fanId: fans[0]!.id, rating: 3 },
      { creatorId: joker!, fanId: fans[0]!.id, rating: 5 },
      { creatorId: voice!, fanId: fans[1]!.id, rating: 4 },
    ]);
    const rated = await listPickerCreators({ db, actor: null, input: { search: "pick", sort: "rating" } });
    expect(names(rated).slice(0, 2)).toEqual(["Pick Joker", "Pick Voice"]);
    const popular = await listPickerCreators({ db, actor: null, input: { search: "pick", sort: "popular" } });
    expect(names(popular).slice(0, 2)).toEqual(["Pick Voice", "Pick Joker"]);
  });

  it("limits the list but counts every match", async () => {
    const one = await listPickerCreators({ db, actor: null, input: { search: "pick", limit: 1 } });
    expect(one.creators).toHaveLength(1);
    expect(one.total).toBe(4);
  });

  it("treats LIKE wildcards in the search as plain text", async () => {
    await expect(listPickerCreators({ db, actor: null, input: { search: " % " } })).resolves.toEqual({
      creators: [],
      total: 0,
      search: "%",
    });
  });

  it("still opens the page of a fan who is also a creator", async () => {
    const page = await getCreatorPage({ db, actor: null, input: { creatorId: fanCreatorId } });
    expect(page.creator.name).toBe("Pick Fan Creator");
  });
});

describe("category counts", () => {
  const comedians = async () =>
    (await countCreatorsByCategory({ db, actor: null })).find((row) => row.category === "comedian")?.count;

  it("counts listed creators per category, every category present, fans who create left out", async () => {
    const before = await comedians();
    await createCreator(db, { category: "comedian" });
    expect(await comedians()).toBe(before! + 1);

    const fanCreator = await createUser(db, { role: "fan", isCreator: true });
    await db.insert(creatorProfiles).values({
      userId: fanCreator.id,
      displayName: "Counted Never",
      handle: "counted-never",
      category: "comedian",
      videoPriceUsdCents: 1000,
      videoPriceHtgCents: 132000,
    });
    expect(await comedians()).toBe(before! + 1);

    const counts = await countCreatorsByCategory({ db, actor: null });
    expect(counts.map((row) => row.category)).toEqual(["musician", "comedian", "actor", "singer", "djProducer", "radioHost", "dj"]);
    expect(counts.find((row) => row.category === "radioHost")?.count).toBe(0);
  });
});
