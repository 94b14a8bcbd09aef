import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import { posts, profiles, subscriptionOrders, videoRequests } from "@/server/db/schema";
import { captured, holdPlaced, refunded } from "@/server/ledger/movements";
import { postLedger } from "@/server/ledger/post";
import { contentAnalytics, revenueAnalytics, userAnalytics } from "@/server/services/analytics/admin-analytics";
import { clientInput } from "../support/client-input";
import { createTier, createSubscription, createUser } from "../support/factories";
import { BREAKDOWN, paidRequest, usd } from "../ledger/support";
import { useTestDb } from "../support/test-db";
import { trpcContext } from "../support/trpc-context";

const db = await useTestDb();
const today = new Date().toISOString().slice(0, 10);
const DAY = 86_400_000;

describe("admin analytics", () => {
  it("counts new accounts, money from the ledger, content and subscriptions per UTC day, over the chosen range", async () => {
    const admin = await createUser(db, { role: "admin", adminKind: "finance" });
    const baseline = {
      users: (await userAnalytics({ db, actor: admin, input: { range: "7d" } })).totals,
      revenue: (await revenueAnalytics({ db, actor: admin, input: { range: "7d" } })).totals,
      content: (await contentAnalytics({ db, actor: admin, input: { range: "7d" } })).totals,
    };

    const oldFan = await createUser(db);
    await db.update(profiles).set({ createdAt: new Date(Date.now() - 40 * DAY) }).where(eq(profiles.id, oldFan.id));
    await createUser(db);
    const { creator, ref, request } = await paidRequest(db, "captured");
    await postLedger(db, [holdPlaced(ref, usd(18750)), captured(ref, creator.id, BREAKDOWN, "holds")]);
    // A partial refund takes back the platform's share in proportion.
    await postLedger(db, [refunded(ref, creator.id, BREAKDOWN, usd(1000), "refund:1000")]);
    await db.update(videoRequests).set({ status: "completed", completedAt: new Date() }).where(eq(videoRequests.id, request.id));
    await db.insert(posts).values([
      { creatorId: creator.id, title: "Rehearsal notes" },
      { creatorId: creator.id, title: "Draft", status: "draft" },
    ]);
    const tier = await createTier(db, creator.id);
    const fan = await createUser(db);
    const subscription = await createSubscription(db, fan, creator, tier);
    await db.update(subscriptionOrders).set({ status: "cancelled", cancelledAt: new Date() }).where(eq(subscriptionOrders.id, subscription.id));

    const users = await userAnalytics({ db, actor: admin, input: { range: "7d" } });
    expect(users.points).toHaveLength(7);
    expect(users.points.at(-1)!.day).toBe(today);
    // A new fan, the request's fan and the subscriber; the 40-day-old fan is outside the range.
    expect(users.totals.fans - baseline.users.fans).toBe(3);
    expect(users.totals.creators - baseline.users.creators).toBe(1);
    const wider = await userAnalytics({ db, actor: admin, input: { range: "90d" } });
    expect(wider.points).toHaveLength(90);
    expect(wider.totals.fans - users.totals.fans).toBe(1);

    const revenue = await revenueAnalytics({ db, actor: admin, input: { range: "7d" } });
    expect(revenue.totals.ordersUsd - baseline.revenue.ordersUsd).toBe(1);
    expect(revenue.totals.gmvUsd - baseline.revenue.gmvUsd).toBe(18750);
    // Platform: commission 3 900 + service fee 1 500 - promo 2 250 = 3 150, less its share of the $10 refund.
    const platformBack = 1000 - Math.round((1000 * 15600) / 18750);
    expect(revenue.totals.revenueUsd - baseline.revenue.revenueUsd).toBe(3150 - platformBack);
    expect(revenue.points.at(-1)).toMatchObject({ day: today });

    const content = await contentAnalytics({ db, actor: admin, input: { range: "7d" } });
    expect(content.totals.posts - baseline.content.posts).toBe(1);
    expect(content.totals.videos - baseline.content.videos).toBe(1);
    expect(content.totals.started - baseline.content.started).toBe(1);
    expect(content.totals.cancelled - baseline.content.cancelled).toBe(1);
  });

  it("refuses a moderator (no analytics_view) and a fan, and a range not in the list", async () => {
    const moderator = await createUser(db, { role: "admin", adminKind: "content_moderator" });
    const fan = await createUser(db);
    const operations = await createUser(db, { role: "admin", adminKind: "operations" });
    for (const actor of [moderator, fan]) {
      await expect(revenueAnalytics({ db, actor, input: { range: "30d" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(createCaller(trpcContext(db, actor)).admin.analyticsUsers({ range: "7d" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    await expect(userAnalytics({ db, actor: operations, input: clientInput({ range: "1y" }) })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { range: "admin.validation.range" },
    });
    await expect(contentAnalytics({ db, actor: operations, input: {} })).resolves.toMatchObject({ range: "30d" });
  });
});
