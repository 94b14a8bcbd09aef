import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ANALYTICS_TIME_ZONE } from "@/lib/analytics/targets";
import { postViews, posts, profileViews } from "@/server/db/schema";
import { getCreatorAnalytics } from "@/server/services/analytics/creator-analytics";
import { rollUpAllDays, rollUpRecentDays } from "@/server/services/analytics/daily-rollups";
import { PROFILE_VIEW_WINDOW_MS, trackProfileView } from "@/server/services/creators/track-profile-view";
import { getLiveDashboard } from "@/server/services/dashboard/get-live-dashboard";
import { clientInput } from "../support/client-input";
import { composeTestEdges, testBrowser } from "../support/edge";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

// The beacon's route runs outside Next, built by the edge composition on the test database; a signed-in
// viewer is a real session row and its Auth.js cookie (cookie -> session -> actor).
const db = await useTestDb();
composeTestEdges(db);
const browser = testBrowser(db);
const viewsRoute = await import("@/app/api/public/creators/[id]/views/route");

/** The page's beacon: POST with this browser's cookies (and a guest's visitor cookie, when given). */
function beacon(creatorId: string, { visitor, headers }: { visitor?: string; headers?: Record<string, string> } = {}) {
  const init = browser.headers({ host: "lakou.test", "sec-fetch-site": "same-origin", ...headers });
  if (visitor) init.set("cookie", [init.get("cookie"), visitor].filter(Boolean).join("; "));
  const req = new Request(`http://lakou.test/api/public/creators/${encodeURIComponent(creatorId)}/views`, { method: "POST", headers: init });
  return viewsRoute.POST(req, { params: Promise.resolve({ id: creatorId }) });
}

const countFor = async (creatorId: string) => (await db.select().from(profileViews).where(eq(profileViews.creatorId, creatorId))).length;

describe("POST /api/public/creators/{id}/views", () => {
  it("counts a guest once per window through their visitor cookie, and another guest again", async () => {
    const creator = await createCreator(db);
    await browser.signIn(null);
    const first = await beacon(creator.id);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ counted: true });
    const cookie = first.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^lakou_visitor=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/);
    const visitor = cookie.split(";")[0]!;

    const again = await beacon(creator.id, { visitor });
    expect(await again.json()).toEqual({ counted: false });
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(await (await beacon(creator.id)).json()).toEqual({ counted: true });
    expect(await countFor(creator.id)).toBe(2);
    // The viewer is stored pseudonymously, never as the cookie itself.
    const keys = (await db.select({ key: profileViews.viewerKey }).from(profileViews).where(eq(profileViews.creatorId, creator.id))).map((r) => r.key);
    expect(keys.join()).not.toContain(visitor.split("=")[1]);
  });

  it("counts a signed-in fan once per window, again in the next one, and never the creator's own views", async () => {
    const creator = await createCreator(db);
    const fan = await browser.signIn(await createUser(db));
    expect(await (await beacon(creator.id)).json()).toEqual({ counted: true });
    expect(await (await beacon(creator.id)).json()).toEqual({ counted: false });
    const nextWindow = new Date(Date.now() + PROFILE_VIEW_WINDOW_MS);
    await expect(trackProfileView({ db, actor: fan, input: { creatorId: creator.id }, visitorId: null, now: nextWindow })).resolves.toEqual({ counted: true });

    await browser.signIn(creator);
    expect(await (await beacon(creator.id)).json()).toEqual({ counted: false });
    expect(await countFor(creator.id)).toBe(2);
  });

  it("refuses an unknown creator, a malformed id, a guest without a visitor id and a cross-site post", async () => {
    const creator = await createCreator(db);
    await browser.signIn(null);
    const unknown = await beacon((await createUser(db)).id);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: expect.any(String) });
    const tooLong = await beacon("x".repeat(300));
    expect(tooLong.status).toBe(422);
    expect(JSON.stringify(await tooLong.json())).not.toMatch(/at .*\.ts/);
    expect((await beacon(creator.id, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    await expect(trackProfileView({ db, actor: null, input: { creatorId: creator.id }, visitorId: null })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(trackProfileView({ db, actor: null, input: clientInput({ creatorId: 42 }), visitorId: null })).rejects.toMatchObject({ code: "VALIDATION" });
    // A visitor cookie that is not ours is replaced, not refused.
    const edited = await beacon(creator.id, { visitor: "lakou_visitor=not-a-uuid" });
    expect(await edited.json()).toEqual({ counted: true });
    expect(edited.headers.get("set-cookie")).toMatch(/^lakou_visitor=[0-9a-f-]{36};/);
    expect(await countFor(creator.id)).toBe(1);
  });
});

describe("profile views in the analytics", () => {
  it("join post views in the daily rollups, the Views heatmap and the live dashboard", async () => {
    const creator = await createCreator(db);
    const [post] = await db.insert(posts).values({ creatorId: creator.id, title: "Rehearsal" }).returning();
    const viewedAt = new Date(Date.now() - 60_000);
    await db.insert(postViews).values({ postId: post!.id, userId: (await createUser(db)).id, createdAt: viewedAt });
    for (const fan of [await createUser(db), await createUser(db)]) {
      await trackProfileView({ db, actor: fan, input: { creatorId: creator.id }, visitorId: null, now: viewedAt });
    }
    await trackProfileView({ db, actor: null, input: { creatorId: creator.id }, visitorId: crypto.randomUUID(), now: viewedAt });

    await rollUpAllDays(db);
    await rollUpRecentDays(db);
    const [day] = (await db.execute(sql`select view_blocks from creator_daily_stats where creator_id = ${creator.id}`)) as unknown as { view_blocks: number[] }[];
    expect(day!.view_blocks.reduce((sum, n) => sum + n, 0)).toBe(4);

    const stats = await getCreatorAnalytics({ db, actor: creator, input: { range: 7 } });
    expect(stats.views.current).toBe(4);
    const parts = new Intl.DateTimeFormat("en-US", { timeZone: ANALYTICS_TIME_ZONE, weekday: "short", hour: "numeric", hourCycle: "h23" }).formatToParts(viewedAt);
    const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.find((p) => p.type === "weekday")!.value);
    const block = Math.floor(Number(parts.find((p) => p.type === "hour")!.value) / 6);
    expect(stats.views.heatmap[weekday]![block]).toBe(4);

    const live = await getLiveDashboard({ db, actor: creator });
    expect(live.summary.view).toBe(4);
    expect(live.hourly.reduce((sum, hour) => sum + hour.view, 0)).toBe(4);
  });
});
