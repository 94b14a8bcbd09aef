import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ANALYTICS_TIME_ZONE } from "@/lib/analytics/targets";
import { postViews, posts, reviews } from "@/server/db/schema";
import { getCreatorAnalytics } from "@/server/services/analytics/creator-analytics";
import { rollUpAllDays, rollUpRecentDays } from "@/server/services/analytics/daily-rollups";
import { DAY, deliveredVideo } from "../earnings/support";
import { clientInput } from "../support/client-input";
import { createCreator, createUser, createVideoRequest } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() - ms).toISOString();

describe("the creator's analytics, from real data", () => {
  it("computes the six metrics and the alerts for 30 days against the 30 before, as worked out by hand", async () => {
    const creator = await createCreator(db);
    const fan = await createUser(db);
    // Two videos delivered in this period, 4 h and 3 h after their creator accepted them (booked an hour before): $120 + $40.
    const a = await deliveredVideo(db, creator, 15000);
    const b = await deliveredVideo(db, creator, 5000);
    await db.execute(sql`update video_requests set created_at = ${at(6 * HOUR)}::timestamptz, accepted_at = ${at(5 * HOUR)}::timestamptz, completed_at = ${at(HOUR)}::timestamptz where id = ${a.request.id}`);
    await db.execute(sql`update video_requests set created_at = ${at(5 * HOUR)}::timestamptz, accepted_at = ${at(4 * HOUR)}::timestamptz, completed_at = ${at(HOUR)}::timestamptz where id = ${b.request.id}`);
    // One in the previous period (24 h to deliver, $80), and one expired now (paid, never delivered).
    const c = await deliveredVideo(db, creator, 10000);
    await db.execute(sql`update video_requests set created_at = ${at(41 * DAY)}::timestamptz, accepted_at = ${at(41 * DAY)}::timestamptz, completed_at = ${at(40 * DAY)}::timestamptz where id = ${c.request.id}`);
    await db.execute(sql`update ledger_transactions set created_at = ${at(40 * DAY)}::timestamptz where video_request_id = ${c.request.id}`);
    await createVideoRequest(db, fan, creator, { status: "expired" });
    // Reviews of 5 and 4 stars; three post views, two of them now.
    await db.insert(reviews).values([
      { creatorId: creator.id, fanId: fan.id, rating: 5 },
      { creatorId: creator.id, fanId: (await createUser(db)).id, rating: 4 },
    ]);
    const [post] = await db.insert(posts).values({ creatorId: creator.id, title: "Rehearsal" }).returning();
    const viewedAt = new Date(Date.now() - HOUR);
    await db.insert(postViews).values([
      { postId: post!.id, userId: fan.id, createdAt: viewedAt },
      { postId: post!.id, userId: (await createUser(db)).id, createdAt: viewedAt },
      { postId: post!.id, userId: (await createUser(db)).id, createdAt: new Date(Date.now() - 40 * DAY) },
    ]);

    // The screen reads the daily rollups: before the job runs it shows nothing; the job's run is repeatable.
    expect((await getCreatorAnalytics({ db, actor: creator, input: { range: 30 } })).earnings.current).toBe(0);
    await rollUpAllDays(db);
    await rollUpRecentDays(db);
    const stats = await getCreatorAnalytics({ db, actor: creator, input: { range: 30 } });
    expect(stats.earnings).toMatchObject({ currency: "USD", current: 16000, previous: 8000, change: 100, status: "good" });
    expect(stats.earnings.series).toHaveLength(30);
    expect(stats.earnings.series.reduce((sum, point) => sum + (point.value ?? 0), 0)).toBe(16000);
    expect(stats.requests).toMatchObject({ current: 3, previous: 1, change: 200 });
    expect(stats.requests.series.map((point) => point.value)).toEqual([0, 0, 0, 1, 3]);
    expect(stats.rating).toMatchObject({ current: 4.5, count: 2, status: "good" });
    expect(stats.responseTime).toMatchObject({ current: 3.5, previous: 24, status: "critical", target: 3 });
    expect(stats.completion).toMatchObject({ current: 66.7, previous: 100, delivered: 2, ended: 3, status: "critical" });
    expect(stats.views).toMatchObject({ current: 2, previous: 1, change: 100 });
    const parts = new Intl.DateTimeFormat("en-US", { timeZone: ANALYTICS_TIME_ZONE, weekday: "short", hour: "numeric", hourCycle: "h23" }).formatToParts(viewedAt);
    const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.find((p) => p.type === "weekday")!.value);
    const block = Math.floor(Number(parts.find((p) => p.type === "hour")!.value) / 6);
    expect(stats.views.heatmap[weekday]![block]).toBe(2);
    expect(stats.alerts).toEqual({ responseTime: true, completion: true, earningsGrowth: true });
    // This creator's requests are the platform's only ones here: its averages match.
    expect(stats.responseTime.platformAverage).toBe(3.5);
  });

  it("answers empty metrics for a new creator, and refuses a fan or a range outside 7, 30, 90", async () => {
    const creator = await createCreator(db);
    const stats = await getCreatorAnalytics({ db, actor: creator, input: { range: 7 } });
    expect(stats.earnings).toMatchObject({ current: 0, previous: 0, change: null });
    expect(stats.rating.current).toBeNull();
    expect(stats.completion.current).toBeNull();
    expect(stats.alerts).toEqual({ responseTime: false, completion: false, earningsGrowth: false });
    await expect(getCreatorAnalytics({ db, actor: await createUser(db), input: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(getCreatorAnalytics({ db, actor: creator, input: clientInput({ range: 14 }) })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { range: "creatorAnalytics.validation.range" },
    });
  });
});
