import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadSessionActor } from "@/server/auth/load-actor";
import { startSession } from "@/server/auth/server-sessions";
import { moderationItems, payments, sessions, webhookEvents } from "@/server/db/schema";
import { getSystemOverview } from "@/server/services/admin/system-overview";
import { suspendUser } from "@/server/services/admin/suspend-user";
import { createCreator, createUser, createVideoRequest } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

describe("the dashboard's system overview", () => {
  it("reads real health, webhooks, signed-in admins, pending items and the newest audit entries", async () => {
    const superAdmin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    await startSession(db, superAdmin.id);
    const before = await getSystemOverview({ db, actor: superAdmin });
    expect(before.status.database.latencyMs).toBeGreaterThanOrEqual(0);
    // No bucket is configured here, so media is on this machine's disk, as the store the app writes to says.
    expect(before.status.storage).toBe("local");
    expect(before.adminsActive).toBeGreaterThanOrEqual(1);

    const creator = await createCreator(db, { verified: false });
    await createCreator(db, { verified: true });
    await db.insert(moderationItems).values({ subject: "creator", subjectId: creator.id, itemType: "text" });
    const fan = await createUser(db);
    const request = await createVideoRequest(db, fan, creator);
    await db.insert(payments).values({
      userId: fan.id,
      videoRequestId: request.id,
      provider: "moncash",
      method: "moncash",
      amountCents: 1000,
      currency: "HTG",
      status: "refund_owed",
      idempotencyKey: `overview-${Date.now()}`,
    });
    const processedAt = new Date("2026-11-20T10:00:00Z");
    await db.insert(webhookEvents).values({ provider: "stripe", eventId: `evt_${Date.now()}`, type: "payment_intent.succeeded", processedAt });
    await suspendUser({ db, actor: superAdmin, input: { userId: fan.id, reason: "overview check" } });

    const after = await getSystemOverview({ db, actor: superAdmin });
    expect(after.pending.creatorsToVerify - before.pending.creatorsToVerify).toBe(1);
    expect(after.pending.openReports - before.pending.openReports).toBe(1);
    expect(after.pending.refundsOwed - before.pending.refundsOwed).toBe(1);
    expect(after.lastWebhooks).toContainEqual({ provider: "stripe", at: processedAt });
    expect(after.recentChanges?.[0]).toMatchObject({ action: "user.suspended", actorEmail: superAdmin.email });
  });

  it("leaves the audit entries out for an admin without analytics_full, and refuses a fan", async () => {
    const moderator = await createUser(db, { role: "admin", adminKind: "content_moderator" });
    await expect(getSystemOverview({ db, actor: moderator })).resolves.toMatchObject({ recentChanges: null });
    const fan = await createUser(db);
    await expect(getSystemOverview({ db, actor: fan })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("counts admins seen in the last 15 minutes, stamping a session's last-seen time at most once a minute", async () => {
    const observer = await createUser(db, { role: "admin", adminKind: "super_admin" });
    const idle = await createUser(db, { role: "admin", adminKind: "operations" });
    const token = await startSession(db, idle.id);
    const lastSeen = async () => (await db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.sessionToken, token)))[0]!.at;
    const setLastSeen = (ago: string) => db.update(sessions).set({ lastSeenAt: sql`now() - ${ago}::interval` }).where(eq(sessions.sessionToken, token));
    // Another session of the observer, seen now, so the count has a baseline.
    await startSession(db, observer.id);
    const withIdle = (await getSystemOverview({ db, actor: observer })).adminsActive;

    // Signed in (the session is open) but not seen for 20 minutes: not active.
    await setLastSeen("20 minutes");
    expect((await getSystemOverview({ db, actor: observer })).adminsActive).toBe(withIdle - 1);

    // A request loads the actor through the session: seen now, active again.
    await expect(loadSessionActor(db, idle.id, token)).resolves.toMatchObject({ id: idle.id });
    expect(Date.now() - (await lastSeen()).getTime()).toBeLessThan(60_000);
    expect((await getSystemOverview({ db, actor: observer })).adminsActive).toBe(withIdle);

    // Within the minute the stamp is not rewritten (one write per minute per session, not per request).
    await setLastSeen("30 seconds");
    const stamped = await lastSeen();
    await loadSessionActor(db, idle.id, token);
    expect(await lastSeen()).toEqual(stamped);
    // A fan's session never counts.
    const fan = await createUser(db);
    await loadSessionActor(db, fan.id, await startSession(db, fan.id));
    expect((await getSystemOverview({ db, actor: observer })).adminsActive).toBe(withIdle);
  });
});
