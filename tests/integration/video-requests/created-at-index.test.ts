import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

/**
 * The plan of `query` with sequential and bitmap scans ruled out: a small test table would otherwise be read whole,
 * or through a bitmap, which never gives rows in order. What is left shows whether an index can give the order.
 */
async function planOf(query: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const rows = (await tx.execute(sql.raw(`explain (costs off) ${query}`))) as unknown as { "QUERY PLAN": string }[];
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

describe("video_requests by booking time: one index", () => {
  it("the console's newest-first order list reads the index in its order, with no sort", async () => {
    const plan = await planOf("select id from video_requests order by created_at desc, id desc limit 25 offset 25");
    expect(plan).toMatch(/Index (Only )?Scan using video_requests_created_at_id_index on video_requests/);
    expect(plan).not.toMatch(/Sort/);
  });

  it("reads by booking day (the rollup, the date filter) use the same index", async () => {
    const plan = await planOf(
      "select creator_id, count(*) from video_requests where created_at >= now() - interval '7 days' and created_at < now() group by 1",
    );
    expect(plan).toContain("video_requests_created_at_id_index");
  });

  it("no second index leads with created_at", async () => {
    const rows = (await db.execute(
      sql`select indexname from pg_indexes where tablename = 'video_requests' and indexdef ~ 'USING btree \\(created_at' order by indexname`,
    )) as unknown as { indexname: string }[];
    expect(rows.map((row) => row.indexname)).toEqual(["video_requests_created_at_id_index"]);
  });
});

describe("a fan's orders and a creator's inbox, newest first", () => {
  const someone = "00000000-0000-4000-8000-000000000000";

  it("a fan's order list reads its index in its order, with no sort", async () => {
    const plan = await planOf(
      `select id from video_requests where fan_id = '${someone}' order by created_at desc, id desc limit 21`,
    );
    expect(plan).toMatch(/Index (Only )?Scan using video_requests_fan_id_created_at_id_index on video_requests/);
    expect(plan).not.toMatch(/Sort/);
  });

  it("a creator's inbox state comes from its index already ordered by booking time", async () => {
    const plan = await planOf(
      `select id from video_requests where creator_id = '${someone}' and status = 'pending' order by created_at desc limit 20`,
    );
    expect(plan).toMatch(/Index (Only )?Scan using video_requests_creator_id_status_created_at_index on video_requests/);
    expect(plan).not.toMatch(/Sort/);
  });
});
