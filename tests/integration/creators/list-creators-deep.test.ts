import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listCreators } from "@/server/services/creators/list-creators";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();
const CREATORS = 1_300;

beforeAll(async () => {
  // Enough creators for pages deep enough to count first and read the index backwards.
  await db.execute(sql`insert into users (id, email) select 'deep-' || g, 'deep' || g || '@example.test' from generate_series(1, ${CREATORS}) g`);
  await db.execute(sql`insert into profiles (id, role, current_mode) select 'deep-' || g, 'creator', 'creator' from generate_series(1, ${CREATORS}) g`);
  await db.execute(sql`
    insert into creator_profiles (user_id, display_name, handle, category, video_price_usd_cents, video_price_htg_cents)
    select 'deep-' || g, 'Deep ' || g, 'deep' || g, 'actor', 100 * (g % 37), 13200 * (g % 37)
    from generate_series(1, ${CREATORS}) g`);
});

describe("deep pages", () => {
  it.each([
    ["popular", sql`order by total_reviews desc, user_id`],
    ["priceDesc", sql`order by video_price_usd_cents desc, user_id desc`],
  ] as const)("walk every page of sort %s in the same order as the database, near and far", async (sort, order) => {
    const seen: string[] = [];
    let pageCount = 1;
    for (let page = 1; page <= pageCount; page++) {
      const result = await listCreators({ db, actor: null, input: { sort, page, pageSize: 48 } });
      expect(result.total).toBe(CREATORS);
      pageCount = result.pageCount;
      seen.push(...result.creators.map((creator) => creator.id));
    }
    expect(pageCount).toBe(28);
    const expected = await db.execute<{ user_id: string }>(sql`select user_id from creator_profiles ${order}`);
    expect(seen).toEqual(expected.map((row) => row.user_id));
  });
});
