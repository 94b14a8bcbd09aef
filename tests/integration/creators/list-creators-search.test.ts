import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listCreators, SEARCH_COUNT_CAP } from "@/server/services/creators/list-creators";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();
/** More matches than a search counts. */
const MANY = SEARCH_COUNT_CAP + 3;

async function insertCreators(prefix: string, names: string, count: number) {
  await db.execute(sql`insert into users (id, email)
    select ${prefix} || g, ${prefix} || g || '@example.test' from generate_series(1, ${count}) g`);
  await db.execute(sql`insert into profiles (id, role, current_mode)
    select ${prefix} || g, 'creator', 'creator' from generate_series(1, ${count}) g`);
  await db.execute(sql`insert into creator_profiles (user_id, display_name, handle, category, video_price_usd_cents, video_price_htg_cents)
    select ${prefix} || g, ${names} || ' ' || g, ${prefix} || g, 'actor', 1000, 132000 from generate_series(1, ${count}) g`);
}

beforeAll(async () => {
  await insertCreators("kapab-", "Kapab", MANY);
  // "tanbou" in full (exact), and "tanbo" (a similar word, found by word similarity only).
  await insertCreators("tanbou-", "Tanbou", 5);
  await insertCreators("tanbo-", "Tanbo", 4);
});

describe("search", () => {
  it(`counts at most ${SEARCH_COUNT_CAP} matches, says so, and pages no further`, async () => {
    const first = await listCreators({ db, actor: null, input: { search: "kapab" } });
    expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true, pageCount: 84 });
    expect(first.creators).toHaveLength(12);
    const last = await listCreators({ db, actor: null, input: { search: "kapab", page: 84 } });
    expect(last.creators).toHaveLength(SEARCH_COUNT_CAP - 83 * 12);
    const past = await listCreators({ db, actor: null, input: { search: "kapab", page: 85 } });
    expect(past).toEqual({ creators: [], total: SEARCH_COUNT_CAP, totalCapped: true, page: 85, pageCount: 84 });
  });

  it("pages through exact matches, then similar ones, across the boundary, in the chosen order, counted exactly under the cap", async () => {
    const byId = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`).sort();
    const expected = [...byId("tanbou-", 5), ...byId("tanbo-", 4)];
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const result = await listCreators({ db, actor: null, input: { search: "tanbou", pageSize: 2, page } });
      expect(result).toMatchObject({ total: 9, totalCapped: false, pageCount: 5 });
      seen.push(...result.creators.map((c) => c.id));
    }
    expect(seen).toEqual(expected);
  });
});
