import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LIVE_ACTIVITY_LIMIT, LIVE_HOURLY_CARDS } from "@/lib/dashboard/live";
import { createCaller } from "@/server/api/root";
import type { Actor } from "@/server/auth/actor";
import { comments, postViews, videoRequests } from "@/server/db/schema";
import { getLiveDashboard } from "@/server/services/dashboard/get-live-dashboard";
import { createPost } from "../posts/support";
import { createCreator, createSubscription, createTier, createUser, createVideoRequest } from "../support/factories";
import { trpcContext } from "../support/trpc-context";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();
const callerFor = (actor: Actor | null) => createCaller(trpcContext(db, actor));

describe("the creator's live dashboard", () => {
  let creator: Actor;
  let fans: Actor[];

  beforeAll(async () => {
    creator = await createCreator(db, { displayName: "Ti Wobè" });
    const other = await createCreator(db);
    fans = await Promise.all([createUser(db, { name: "Nadège" }), createUser(db, { name: "Jonas" }), createUser(db, { name: "Mika" })]);
    const tier = await createTier(db, creator.id, { name: "VIP" });

    // Two paid requests today; one awaiting payment and another creator's do not count.
    await createVideoRequest(db, fans[0]!, creator, { status: "pending", recipientName: "Mimi" });
    await createVideoRequest(db, fans[1]!, creator, { status: "accepted", recipientName: "Lolo" });
    await createVideoRequest(db, fans[2]!, creator, { status: "pending_payment" });
    await createVideoRequest(db, fans[0]!, other, { status: "pending" });
    // One paid two days ago: listed in the activity, counted neither today nor in the last 24 hours.
    const old = await createVideoRequest(db, fans[2]!, creator, { status: "completed", recipientName: "Old" });
    await db.update(videoRequests).set({ createdAt: new Date(Date.now() - 48 * 3_600_000) }).where(eq(videoRequests.id, old.id));

    await createSubscription(db, fans[1]!, creator, tier, { status: "active" });
    await createSubscription(db, fans[2]!, creator, tier, { status: "pending" });

    const post = await createPost(db, creator.id, { title: "Rehearsal", status: "published" });
    await db.insert(comments).values([
      { postId: post, userId: fans[2]!.id, content: "Bravo!" },
      { postId: post, userId: creator.id, content: "Mèsi" },
      { postId: post, userId: fans[0]!.id, content: "Removed", removedAt: new Date() },
    ]);
    await db.insert(postViews).values([
      { postId: post, userId: fans[0]!.id },
      { postId: post, userId: fans[1]!.id },
    ]);
  });

  it("counts today's paid requests, new subscribers, comments from others and views, from the database", async () => {
    const live = await callerFor(creator).dashboard.live();
    expect(live.today).toEqual({ request: 2, subscriber: 1, comment: 1, view: 2, earnings: [] });
    expect(live.summary).toMatchObject({ request: 2, subscriber: 1, comment: 1, view: 2, hours: 24 });
    expect(live.hourly).toHaveLength(LIVE_HOURLY_CARDS);
    expect(live.hourly.at(-1)).toMatchObject({ request: 2, subscriber: 1, comment: 1, view: 2 });
    expect(live.summary.busiestHour).toBe(live.hourly.at(-1)!.hour);
  });

  it("lists the latest activity, newest first, with who did it", async () => {
    const { activity } = await getLiveDashboard({ db, actor: creator });
    expect(activity.map((item) => item.kind).sort()).toEqual(["comment", "request", "request", "request", "subscriber"]);
    expect(activity.at(-1)).toMatchObject({ kind: "request", detail: "Old" });
    expect(activity.find((item) => item.kind === "comment")).toMatchObject({ who: "Mika", detail: "Rehearsal" });
    expect(activity.find((item) => item.kind === "subscriber")).toMatchObject({ who: "Jonas", detail: "Tier" });
    const times = activity.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("keeps the activity to the latest ten and reads nothing of other creators", async () => {
    const busy = await createCreator(db);
    for (let i = 0; i < LIVE_ACTIVITY_LIMIT + 2; i++) await createVideoRequest(db, fans[0]!, busy, { status: "pending" });
    const live = await getLiveDashboard({ db, actor: busy });
    expect(live.activity).toHaveLength(LIVE_ACTIVITY_LIMIT);
    expect(live.today).toMatchObject({ request: LIVE_ACTIVITY_LIMIT + 2, subscriber: 0, comment: 0, view: 0 });

    const quiet = await createCreator(db);
    expect(await getLiveDashboard({ db, actor: quiet })).toMatchObject({
      today: { request: 0, subscriber: 0, comment: 0, view: 0, earnings: [] },
      summary: { busiestHour: null },
      activity: [],
    });
  });

  it("counts a request booked within the very millisecond it is asked at (Postgres keeps microseconds)", async () => {
    const fresh = await createCreator(db);
    const request = await createVideoRequest(db, fans[0]!, fresh, { status: "pending" });
    await db.update(videoRequests).set({ createdAt: sql`'2026-11-25T17:00:00.123456Z'::timestamptz` }).where(eq(videoRequests.id, request.id));
    const live = await getLiveDashboard({ db, actor: fresh, now: new Date("2026-11-25T17:00:00.123Z") });
    expect(live.today.request).toBe(1);
    expect(live.activity).toHaveLength(1);
  });

  it("is refused to a fan and to a guest", async () => {
    await expect(callerFor(fans[0]!).dashboard.live()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callerFor(null).dashboard.live()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(getLiveDashboard({ db, actor: fans[0]! })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
