import { beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import { reviews, savedCreators } from "@/server/db/schema";
import { getFanHome } from "@/server/services/fans/get-fan-home";
import { createCreator, createUser } from "../support/factories";
import { trpcContext } from "../support/trpc-context";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();
const callerFor = (actor: Awaited<ReturnType<typeof createUser>> | null) =>
  createCaller(trpcContext(db, actor));

describe("fan home", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const specs = [
      ["bandA", "musician", 3],
      ["bandB", "musician", 2],
      ["singer", "singer", 0],
      ["jokerA", "comedian", 1],
      ["jokerB", "comedian", 5],
      ["actor", "actor", 4],
    ] as const;
    const reviewers = await Promise.all(Array.from({ length: 5 }, () => createUser(db)));
    for (const [key, category, reviewCount] of specs) {
      const creator = await createCreator(db, { displayName: `Home ${key}`, category });
      ids[key] = creator.id;
      if (reviewCount > 0) {
        await db
          .insert(reviews)
          .values(reviewers.slice(0, reviewCount).map((fan) => ({ creatorId: creator.id, fanId: fan.id, rating: 5 })));
      }
    }
  });

  it("refuses an anonymous caller", async () => {
    await expect(callerFor(null).fans.home()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("shows a fan their saved creators and others from the same categories, never a saved one", async () => {
    const fan = await createUser(db);
    await db.insert(savedCreators).values([
      { userId: fan.id, creatorId: ids.bandA!, createdAt: new Date(Date.now() - 60_000) },
      { userId: fan.id, creatorId: ids.jokerA! },
    ]);
    const home = await callerFor(fan).fans.home();
    expect(home.saved.map((creator) => creator.name)).toEqual(["Home jokerA", "Home bandA"]);
    expect(home.recommendations.basis).toBe("savedCategories");
    expect(home.recommendations.categories.sort()).toEqual(["comedian", "musician"]);
    const recommended = home.recommendations.creators.map((creator) => creator.id);
    expect(recommended).toEqual([ids.jokerB, ids.bandB]);
    expect(recommended).not.toContain(ids.bandA);
    expect(recommended).not.toContain(ids.jokerA);
  });

  it("recommends the most popular creators, labelled as such, when nothing is saved", async () => {
    const fan = await createUser(db);
    const home = await getFanHome({ db, actor: fan });
    expect(home.saved).toEqual([]);
    expect(home.recommendations).toMatchObject({ basis: "popular", categories: [] });
    expect(home.recommendations.creators.slice(0, 3).map((creator) => creator.id)).toEqual([
      ids.jokerB,
      ids.actor,
      ids.bandA,
    ]);
  });

  it("falls back to popular creators, still without saved ones, when the saved categories hold nobody else", async () => {
    const fan = await createUser(db);
    await db.insert(savedCreators).values({ userId: fan.id, creatorId: ids.singer! });
    const home = await getFanHome({ db, actor: fan });
    expect(home.recommendations.basis).toBe("popular");
    expect(home.recommendations.categories).toEqual(["singer"]);
    expect(home.recommendations.creators.map((creator) => creator.id)).not.toContain(ids.singer);
    expect(home.recommendations.creators.length).toBeGreaterThan(0);
  });

  it("never lists a creator who is no longer listed, nor the fan's own creator profile", async () => {
    const fanCreator = await createCreator(db, { displayName: "Home self", category: "musician" });
    const home = await getFanHome({ db, actor: fanCreator });
    expect(home.recommendations.creators.map((creator) => creator.id)).not.toContain(fanCreator.id);
  });
});
