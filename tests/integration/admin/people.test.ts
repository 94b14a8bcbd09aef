import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSessionActor } from "@/server/auth/load-actor";
import { hashPassword } from "@/server/auth/password";
import { auditLogs, creatorProfiles, exchangeRates, profiles, sessions } from "@/server/db/schema";
import { listAudit } from "@/server/services/admin/list-audit";
import { listUsers } from "@/server/services/admin/list-users";
import { searchConsole } from "@/server/services/admin/search-console";
import { setAdminAccess } from "@/server/services/admin/set-admin-access";
import { reinstateUser, suspendUser } from "@/server/services/admin/suspend-user";
import { verifyCreator } from "@/server/services/admin/verify-creator";
import { getExchangeRate, setExchangeRate } from "@/server/services/payments/exchange-rate";
import { orderNumberOf } from "@/lib/video-requests/order-number";
import { authRequest, sessionCookie, sessionOf, testAuthConfig } from "../auth/support";
import { createCreator, createUser, createVideoRequest } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();
const config = testAuthConfig(db);
const PASSWORD = "lakou-console-password";
let passwordHash: string;
const request = { ipAddress: "203.0.113.9", userAgent: "vitest" };

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

async function signIn(email: string) {
  return authRequest(config, "/api/auth/callback/credentials", {
    method: "POST",
    body: { email, password: PASSWORD, callbackUrl: "/en/auth/callback" },
  });
}

async function auditCount(action: string, resourceId: string) {
  const [row] = await db.select({ n: count() }).from(auditLogs).where(and(eq(auditLogs.action, action), eq(auditLogs.resourceId, resourceId)));
  return row!.n;
}

describe("suspending an account", () => {
  it("ends every session, refuses sign-in with its own message, and is audited; reinstating lets them back", async () => {
    const admin = await createUser(db, { role: "admin", adminKind: "operations" });
    const fan = await createUser(db, { email: `suspend-${Date.now()}@example.test`, passwordHash });
    const cookie = sessionCookie(await signIn(fan.email));
    expect(cookie).toBeTruthy();
    const session = await sessionOf(config, cookie!);

    await suspendUser({ db, actor: admin, input: { userId: fan.id, reason: "Chargeback fraud" }, request });
    expect(await db.select().from(sessions).where(eq(sessions.userId, fan.id))).toHaveLength(0);
    await expect(loadSessionActor(db, fan.id, session!.sessionId!)).resolves.toBeNull();
    const refused = await signIn(fan.email);
    expect(refused.headers.get("location")).toBe("http://localhost/login?error=CredentialsSignin&code=suspended");
    expect(sessionCookie(refused)).toBeNull();
    const refusedEntries = await db.select().from(auditLogs).where(and(eq(auditLogs.action, "auth.sign_in_failed"), eq(auditLogs.details, `${fan.email} (admin.signIn.suspended)`)));
    expect(refusedEntries).toEqual([expect.objectContaining({ success: false, category: "security" })]);
    expect(await auditCount("auth.signed_in", fan.id)).toBe(1);
    const [entry] = await db.select().from(auditLogs).where(and(eq(auditLogs.action, "user.suspended"), eq(auditLogs.resourceId, fan.id)));
    expect(entry).toMatchObject({ actorId: admin.id, details: "Chargeback fraud", severity: "high", category: "users", ipAddress: "203.0.113.9", userAgent: "vitest" });

    // A second suspension is a conflict and writes nothing.
    await expect(suspendUser({ db, actor: admin, input: { userId: fan.id, reason: "again" } })).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await auditCount("user.suspended", fan.id)).toBe(1);

    await reinstateUser({ db, actor: admin, input: { userId: fan.id } });
    expect(sessionCookie(await signIn(fan.email))).toBeTruthy();
    expect(await auditCount("user.reinstated", fan.id)).toBe(1);
    await expect(reinstateUser({ db, actor: admin, input: { userId: fan.id } })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("takes a suspended creator off browse and back", async () => {
    const admin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    const creator = await createCreator(db);
    const listed = async () => (await db.select({ listed: creatorProfiles.listed }).from(creatorProfiles).where(eq(creatorProfiles.userId, creator.id)))[0]!.listed;
    expect(await listed()).toBe(true);
    await suspendUser({ db, actor: admin, input: { userId: creator.id, reason: "Under review" } });
    expect(await listed()).toBe(false);
    await reinstateUser({ db, actor: admin, input: { userId: creator.id } });
    expect(await listed()).toBe(true);
  });

  it("refuses bad input, oneself, and an admin target unless the actor is a super admin", async () => {
    const ops = await createUser(db, { role: "admin", adminKind: "operations" });
    const otherAdmin = await createUser(db, { role: "admin", adminKind: "finance" });
    const fan = await createUser(db);
    await expect(suspendUser({ db, actor: ops, input: { userId: fan.id, reason: " " } })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { reason: "admin.validation.reasonRequired" },
    });
    await expect(suspendUser({ db, actor: ops, input: { userId: ops.id, reason: "myself" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(suspendUser({ db, actor: ops, input: { userId: otherAdmin.id, reason: "nope" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(suspendUser({ db, actor: ops, input: { userId: "no-such-user", reason: "ghost" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const [profile] = await db.select({ suspendedAt: profiles.suspendedAt }).from(profiles).where(eq(profiles.id, fan.id));
    expect(profile!.suspendedAt).toBeNull();
  });
});

describe("admin access", () => {
  it("changes another admin's kind and grants, audited, and answers a conflict on a stale editor", async () => {
    const superAdmin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    const moderator = await createUser(db, { role: "admin", adminKind: "content_moderator" });
    await setAdminAccess({
      db,
      actor: superAdmin,
      input: { userId: moderator.id, adminKind: "content_moderator", permissions: ["finance_view"], expected: { adminKind: "content_moderator", permissions: [] } },
    });
    expect(await auditCount("admin.access_changed", moderator.id)).toBe(1);
    await expect(
      setAdminAccess({
        db,
        actor: superAdmin,
        input: { userId: moderator.id, adminKind: "finance", permissions: [], expected: { adminKind: "content_moderator", permissions: [] } },
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await auditCount("admin.access_changed", moderator.id)).toBe(1);
    await expect(
      setAdminAccess({
        db,
        actor: superAdmin,
        input: { userId: superAdmin.id, adminKind: "finance", permissions: [], expected: { adminKind: "super_admin", permissions: [] } },
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("creators, search, lists and the audit log", () => {
  it("verifies a creator with a note, once", async () => {
    const ops = await createUser(db, { role: "admin", adminKind: "operations" });
    const creator = await createCreator(db);
    await verifyCreator({ db, actor: ops, input: { userId: creator.id, verified: true, note: "ID checked" } });
    await expect(verifyCreator({ db, actor: ops, input: { userId: creator.id, verified: true, note: "again" } })).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await auditCount("creator.verified", creator.id)).toBe(1);
  });

  it("finds users, creators and orders from the top bar, as the admin's permissions allow", async () => {
    const superAdmin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    const finance = await createUser(db, { role: "admin", adminKind: "finance" });
    const fan = await createUser(db, { name: "Roseline Augustin" });
    const creator = await createCreator(db, { displayName: "Ti Jo Zenny", handle: `tijo${Date.now()}` });
    const order = await createVideoRequest(db, fan, creator);
    const people = await searchConsole({ db, actor: superAdmin, input: { q: "roseline" } });
    expect(people.users.map((user) => user.id)).toContain(fan.id);
    const creators = await searchConsole({ db, actor: superAdmin, input: { q: "ti jo" } });
    expect(creators.creators.map((row) => row.id)).toContain(creator.id);
    const byNumber = await searchConsole({ db, actor: finance, input: { q: orderNumberOf(order.id).toLowerCase() } });
    expect(byNumber).toMatchObject({ users: [], creators: [], orders: [{ id: order.id, fanId: fan.id }] });
    await expect(searchConsole({ db, actor: superAdmin, input: { q: "x" } })).rejects.toMatchObject({ code: "VALIDATION" });
  });

  it("pages and filters users by role and state", async () => {
    const superAdmin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    const suspended = await listUsers({ db, actor: superAdmin, input: { state: "suspended" } });
    expect(suspended.users.every((user) => user.suspendedAt)).toBe(true);
    const creators = await listUsers({ db, actor: superAdmin, input: { role: "creator" } });
    expect(creators.users.every((user) => user.role === "creator")).toBe(true);
    await expect(listUsers({ db, actor: superAdmin, input: { role: "boss" as never } })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { role: "admin.validation.role" },
    });
  });

  it("audits an exchange-rate change in its transaction, and the audit log filters it", async () => {
    await db.insert(exchangeRates).values({ htgPerUsd: "130", source: "seed" });
    const superAdmin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    await setExchangeRate({ db, actor: superAdmin, input: { htgPerUsd: "131.25" } });
    expect((await getExchangeRate(db)).htgPerUsd).toBe("131.2500");
    await expect(setExchangeRate({ db, actor: superAdmin, input: { htgPerUsd: "-1" } })).rejects.toMatchObject({ code: "VALIDATION" });
    const settings = await listAudit({ db, actor: superAdmin, input: { category: "settings", range: "1h" } });
    expect(settings.entries).toHaveLength(1);
    expect(settings.entries[0]).toMatchObject({ action: "exchange_rate.changed", actorEmail: superAdmin.email, actorRole: "admin" });
    const failures = await listAudit({ db, actor: superAdmin, input: { category: "settings", success: "false" } });
    expect(failures.total).toBe(0);
    await expect(listAudit({ db, actor: superAdmin, input: { range: "2y" as never } })).rejects.toMatchObject({ code: "VALIDATION" });
  });
});
