import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { creatorProfiles, profiles, reviews } from "@/server/db/schema";
import { type ListCreatorsInput, listCreatorsInput } from "@/server/services/creators/list-creators";
import { BROWSE_CHANNEL, browseCacheKey, listCreatorsCached } from "@/server/services/creators/list-creators-cached";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

const list = (input: ListCreatorsInput) => listCreatorsCached({ db, actor: null, input });
const bioOf = async (input: ListCreatorsInput, id: string) => (await list(input)).creators.find((c) => c.id === id)?.bio;

/** Changes a bio without firing any trigger, so no NOTIFY: what the cache serves stays as it was. */
async function quietlySetBio(id: string, bio: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(creatorProfiles).set({ bio }).where(eq(creatorProfiles.userId, id));
  });
}

/** Resolvers waiting for the next browse notification, heard on the cache's own LISTEN connection. */
const waiting: (() => void)[] = [];

/** Runs `change` and waits for its NOTIFY: by then the cache, which heard it first, has dropped its answers. */
async function changed(change: () => Promise<unknown>) {
  const notified = new Promise<void>((resolve) => waiting.push(resolve));
  await change();
  await notified;
}

const setBio = (bio: string) => db.update(creatorProfiles).set({ bio }).where(eq(creatorProfiles.userId, creatorId));

let creatorId: string;
let fanId: string;
beforeAll(async () => {
  creatorId = (await createCreator(db, { displayName: "Kreyòl Kontan", category: "comedian", priceUsdCents: 5_000 })).id;
  await createCreator(db, { displayName: "Tanbou Lakay", category: "musician", priceUsdCents: 7_500 });
  fanId = (await createUser(db)).id;
  // The first call starts the cache's LISTEN; this test's listener comes after it on the same connection.
  await list({});
  await db.$client.listen(BROWSE_CHANNEL, () => waiting.splice(0).forEach((resolve) => resolve()));
});

describe("listCreatorsCached", () => {
  it("answers a repeated query from the cache until a creator's listing changes (NOTIFY round trip)", async () => {
    await changed(() => setBio("first bio"));
    expect(await bioOf({}, creatorId)).toBe("first bio");
    await quietlySetBio(creatorId, "unseen bio");
    expect(await bioOf({}, creatorId)).toBe("first bio");

    await changed(() => setBio("second bio"));
    expect(await bioOf({}, creatorId)).toBe("second bio");
  });

  it.each([
    ["a new review (counters kept by triggers)", () => db.insert(reviews).values({ creatorId, fanId, rating: 5 })],
    ["the owner's name", () => db.update(profiles).set({ firstName: "Woz" }).where(eq(profiles.id, creatorId))],
    ["the owner's role", () => db.update(profiles).set({ role: "fan" }).where(eq(profiles.id, creatorId))],
  ])("drops its answers after %s", async (_what, change) => {
    await changed(() => setBio("before"));
    expect(await bioOf({ sort: "newest" }, creatorId)).toBe("before");
    await quietlySetBio(creatorId, "after");
    expect(await bioOf({ sort: "newest" }, creatorId)).toBe("before");
    await changed(change);
    expect(await bioOf({ sort: "newest" }, creatorId)).not.toBe("before");
  });

  it("treats equivalent queries alike, and different ones apart", async () => {
    await changed(() => db.update(profiles).set({ role: "creator" }).where(eq(profiles.id, creatorId)));
    await changed(() => setBio("shared"));
    const plain = { search: "kreyol kontan" };
    expect(await bioOf(plain, creatorId)).toBe("shared");
    await quietlySetBio(creatorId, "fresh");

    const equivalent = {
      search: "  KREYOL   Kontan ",
      category: "all",
      price: "all",
      sort: "popular",
      language: "all",
      verified: "false",
      page: "1",
      pageSize: "12",
    } as const;
    expect(browseCacheKey(listCreatorsInput.parse(equivalent))).toBe(browseCacheKey(listCreatorsInput.parse(plain)));
    expect(await bioOf(equivalent, creatorId)).toBe("shared");
    // Another page size is another answer, read afresh.
    expect(await bioOf({ ...plain, pageSize: 24 }, creatorId)).toBe("fresh");
  });

  it("refuses bad parameters before the cache", async () => {
    await expect(list({ sort: "loudest" as never })).rejects.toMatchObject({ code: "VALIDATION" });
  });
});
