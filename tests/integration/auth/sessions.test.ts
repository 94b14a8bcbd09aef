import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import { loadSessionActor } from "@/server/auth/load-actor";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { purgeExpiredSessions } from "@/server/auth/server-sessions";
import { auditLogs, sessions, users } from "@/server/db/schema";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { trpcContext } from "../support/trpc-context";
import { authRequest, sessionCookie, sessionOf, testAuthConfig } from "./support";

const db = await useTestDb();
const config = testAuthConfig(db);
const PASSWORD = "lakou-session-password";
let passwordHash: string;
let counter = 0;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

async function fanWithPassword() {
  return createUser(db, { email: `session-${Date.now()}-${++counter}@example.test`, passwordHash });
}

/** Signs in through Auth.js and answers the cookie, as a browser would keep it. */
async function signIn(email: string) {
  const response = await authRequest(config, "/api/auth/callback/credentials", {
    method: "POST",
    body: { email, password: PASSWORD, callbackUrl: "/en/auth/callback" },
  });
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

/** Who a cookie loads, the way getActor does: Auth.js reads the token, the database decides. */
async function actorOf(cookie: string) {
  const session = await sessionOf(config, cookie);
  const id = session?.user?.id;
  return id && session?.sessionId ? loadSessionActor(db, id, session.sessionId) : null;
}

describe("server-side sessions", () => {
  it("opens one session row per sign-in and loads the actor only through it", async () => {
    const fan = await fanWithPassword();
    const first = await signIn(fan.email);
    const second = await signIn(fan.email);
    expect(await db.select().from(sessions).where(eq(sessions.userId, fan.id))).toHaveLength(2);
    await expect(actorOf(first)).resolves.toMatchObject({ id: fan.id, role: "fan" });
    await expect(actorOf(second)).resolves.toMatchObject({ id: fan.id });
    await expect(loadSessionActor(db, fan.id, "made-up-session")).resolves.toBeNull();
  });

  it("a token copied before sign-out no longer authenticates after it, and other sessions stay", async () => {
    const fan = await fanWithPassword();
    const copied = await signIn(fan.email);
    const otherDevice = await signIn(fan.email);
    const signOut = await authRequest(config, "/api/auth/signout", { method: "POST", headers: { cookie: copied }, body: {} });
    expect(signOut.status).toBe(302);
    await expect(actorOf(copied)).resolves.toBeNull();
    await expect(actorOf(otherDevice)).resolves.toMatchObject({ id: fan.id });
  });

  it("an expired session row loads nobody, and the clean-up deletes it", async () => {
    const fan = await fanWithPassword();
    const cookie = await signIn(fan.email);
    const live = await signIn(fan.email);
    const [expired] = await db.select().from(sessions).where(eq(sessions.userId, fan.id)).limit(1);
    await db.update(sessions).set({ expires: new Date(Date.now() - 1000) }).where(eq(sessions.sessionToken, expired!.sessionToken));
    const [first, second] = await Promise.all([actorOf(cookie), actorOf(live)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    await expect(purgeExpiredSessions(db)).resolves.toBeGreaterThanOrEqual(1);
    expect(await db.select().from(sessions).where(eq(sessions.userId, fan.id))).toHaveLength(1);
  });

  it("sign out of all devices ends every session of the account and no one else's", async () => {
    const fan = await fanWithPassword();
    const other = await fanWithPassword();
    const cookies = [await signIn(fan.email), await signIn(fan.email)];
    const othersCookie = await signIn(other.email);
    const actor = (await actorOf(cookies[0]!))!;
    await createCaller(trpcContext(db, actor)).account.signOutEverywhere();
    for (const cookie of cookies) await expect(actorOf(cookie)).resolves.toBeNull();
    await expect(actorOf(othersCookie)).resolves.toMatchObject({ id: other.id });
  });

  it("a password change ends the other sessions, keeps this one, and needs the current password", async () => {
    const fan = await fanWithPassword();
    const here = await signIn(fan.email);
    const elsewhere = await signIn(fan.email);
    const actor = (await actorOf(here))!;
    const caller = createCaller(trpcContext(db, actor));

    await expect(caller.account.changePassword({ currentPassword: "not-it", newPassword: "a-brand-new-passphrase" })).rejects.toMatchObject({
      cause: { code: "VALIDATION", fieldErrors: { currentPassword: "security.currentPasswordWrong" } },
    });
    await expect(actorOf(elsewhere)).resolves.toMatchObject({ id: fan.id });

    await expect(caller.account.changePassword({ currentPassword: PASSWORD, newPassword: "a-brand-new-passphrase" })).resolves.toEqual({
      success: true,
    });
    await expect(actorOf(here)).resolves.toMatchObject({ id: fan.id });
    await expect(actorOf(elsewhere)).resolves.toBeNull();
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, fan.id));
    expect(await verifyPassword(row!.hash!, "a-brand-new-passphrase")).toBe(true);

    // The security log shows the change, once, and nothing for the refused attempt.
    const audit = await db
      .select({ action: auditLogs.action, category: auditLogs.category, severity: auditLogs.severity })
      .from(auditLogs)
      .where(and(eq(auditLogs.actorId, fan.id), eq(auditLogs.resource, "user")));
    expect(audit.filter((entry) => entry.action.startsWith("auth.password"))).toEqual([
      { action: "auth.password_changed", category: "security", severity: "medium" },
    ]);
  });

  it("a new password follows the sign-up rule: length, common passwords, the e-mail itself", async () => {
    const fan = await fanWithPassword();
    const caller = createCaller(trpcContext(db, fan));
    const attempt = (newPassword: string) => caller.account.changePassword({ currentPassword: PASSWORD, newPassword });
    await expect(attempt("short")).rejects.toMatchObject({ cause: { fieldErrors: { newPassword: "validation.passwordMinLength" } } });
    await expect(attempt("password1")).rejects.toMatchObject({ cause: { fieldErrors: { newPassword: "security.passwordCommon" } } });
    await expect(attempt(fan.email.toUpperCase())).rejects.toMatchObject({ cause: { fieldErrors: { newPassword: "security.passwordIsEmail" } } });
  });

  it("an account that only used e-mailed links sets a first password without a current one", async () => {
    const fan = await createUser(db);
    const caller = createCaller(trpcContext(db, fan));
    await expect(caller.account.changePassword({ newPassword: "my-first-real-passphrase" })).resolves.toEqual({ success: true });
  });

  it("refuses a signed-out caller", async () => {
    const caller = createCaller(trpcContext(db, null));
    await expect(caller.account.signOutEverywhere()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller.account.changePassword({ newPassword: "my-first-real-passphrase" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
