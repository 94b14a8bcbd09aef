import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { resetTokenHash } from "@/server/auth/password-reset-link";
import { PASSWORD_RESET_LIMIT } from "@/server/auth/rate-limit";
import { startSession } from "@/server/auth/server-sessions";
import { auditLogs, outboxEmails, passwordResetTokens, sessions, users } from "@/server/db/schema";
import { requestPasswordReset, resetPassword } from "@/server/services/account/password-reset";
import { forcePasswordReset } from "@/server/services/admin/force-password-reset";
import { clientInput } from "../support/client-input";
import { createUser } from "../support/factories";
import { useJobRunner } from "../support/jobs";
import { useTestDatabase } from "../support/test-db";

const { db, url } = await useTestDatabase();
const jobs = await useJobRunner(url, db);

let counter = 0;
const ip = () => `10.60.0.${++counter}`;
const NEW_PASSWORD = "a brand new passphrase";

/** The token of the newest reset link mailed to an address (after the mail job's pass). */
async function mailedToken(email: string) {
  await jobs.runDue();
  const [mail] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(desc(outboxEmails.createdAt)).limit(1);
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=([0-9a-f]{64})/);
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return { token: link[1]!, path: new URL(link[0]).pathname, subject: mail!.subject };
}

async function passwordHashOf(id: string) {
  return (await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;
}

describe("forgot password", () => {
  it("mails a single-use link in the asker's language; using it sets the password, ends every session and is audited", async () => {
    const fan = await createUser(db, { passwordHash: await hashPassword("the old passphrase"), emailVerified: null });
    await startSession(db, fan.id);
    await startSession(db, fan.id);

    await expect(requestPasswordReset({ db, input: { email: fan.email.toUpperCase(), locale: "fr" }, ip: ip() })).resolves.toEqual({
      status: "sent",
      email: fan.email,
    });
    const { token, path, subject } = await mailedToken(fan.email);
    expect(path).toBe("/fr/reset-password");
    expect(subject).toBe("Réinitialisez votre mot de passe Lakou");
    // Only the token's digest is stored.
    const [stored] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, fan.id));
    expect(stored!.tokenHash).toBe(resetTokenHash(token));

    await expect(resetPassword({ db, input: { token, password: NEW_PASSWORD }, request: { ipAddress: "203.0.113.5" } })).resolves.toEqual({
      email: fan.email,
    });
    expect(await verifyPassword((await passwordHashOf(fan.id))!, NEW_PASSWORD)).toBe(true);
    expect(await db.select().from(sessions).where(eq(sessions.userId, fan.id))).toHaveLength(0);
    const [user] = await db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, fan.id));
    expect(user!.emailVerified).not.toBeNull();
    const entries = await db.select().from(auditLogs).where(and(eq(auditLogs.resourceId, fan.id), eq(auditLogs.category, "security")));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["auth.password_reset", "auth.password_reset_requested"]);

    // Single use.
    await expect(resetPassword({ db, input: { token, password: "yet another passphrase" } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "auth.reset.linkInvalid",
    });
  });

  it("answers the same for an unknown address and mails nothing", async () => {
    const email = `nobody-${Date.now()}@example.test`;
    await expect(requestPasswordReset({ db, input: { email }, ip: ip() })).resolves.toEqual({ status: "sent", email });
    await jobs.runDue();
    expect(await db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).toHaveLength(0);
  });

  it("refuses an expired link, a malformed one, a weak password (keeping the link), and only the newest link works", async () => {
    const fan = await createUser(db, { passwordHash: await hashPassword("the old passphrase") });
    await requestPasswordReset({ db, input: { email: fan.email }, ip: ip() });
    const first = await mailedToken(fan.email);
    await requestPasswordReset({ db, input: { email: fan.email }, ip: ip() });
    const second = await mailedToken(fan.email);
    await expect(resetPassword({ db, input: { token: first.token, password: NEW_PASSWORD } })).rejects.toMatchObject({ code: "CONFLICT" });

    await expect(resetPassword({ db, input: clientInput({ token: "not-a-token", password: NEW_PASSWORD }) })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { token: "auth.validation.resetLink" },
    });
    await expect(resetPassword({ db, input: { token: second.token, password: "password1" } })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { password: "security.passwordCommon" },
    });
    await expect(resetPassword({ db, input: { token: second.token, password: fan.email } })).rejects.toMatchObject({
      fieldErrors: { password: "security.passwordIsEmail" },
    });

    await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.userId, fan.id));
    await expect(resetPassword({ db, input: { token: second.token, password: NEW_PASSWORD } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "auth.reset.linkInvalid",
    });
    expect(await verifyPassword((await passwordHashOf(fan.id))!, "the old passphrase")).toBe(true);
  });

  it("limits how many links one address may ask for", async () => {
    const fan = await createUser(db);
    for (let i = 0; i < PASSWORD_RESET_LIMIT.perEmail; i++) await requestPasswordReset({ db, input: { email: fan.email }, ip: ip() });
    await expect(requestPasswordReset({ db, input: { email: fan.email }, ip: ip() })).rejects.toMatchObject({
      code: "RATE_LIMITED",
      messageKey: "auth.reset.rateLimited",
    });
  });
});

describe("an admin forcing a password reset", () => {
  it("clears the password, ends every session, mails the same kind of link and audits it; the link sets a new password", async () => {
    const admin = await createUser(db, { role: "admin", adminKind: "operations" });
    const fan = await createUser(db, { passwordHash: await hashPassword("a leaked passphrase") });
    await startSession(db, fan.id);

    await expect(
      forcePasswordReset({ db, actor: admin, input: { userId: fan.id, reason: "Password seen in a leak" }, request: { ipAddress: "203.0.113.7" } }),
    ).resolves.toEqual({ sentTo: fan.email });
    expect(await passwordHashOf(fan.id)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, fan.id))).toHaveLength(0);
    const [entry] = await db.select().from(auditLogs).where(and(eq(auditLogs.action, "user.password_reset_forced"), eq(auditLogs.resourceId, fan.id)));
    expect(entry).toMatchObject({ actorId: admin.id, details: "Password seen in a leak", severity: "high", ipAddress: "203.0.113.7" });

    const { token, subject } = await mailedToken(fan.email);
    expect(subject).toBe("Choose a new Lakou password");
    const [link] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, fan.id));
    expect(link!.requestedBy).toBe(admin.id);
    await resetPassword({ db, input: { token, password: NEW_PASSWORD } });
    expect(await verifyPassword((await passwordHashOf(fan.id))!, NEW_PASSWORD)).toBe(true);
  });

  it("is refused to a moderator without users_edit, on one's own account, and on an admin unless super admin; refusals change nothing", async () => {
    const moderator = await createUser(db, { role: "admin", adminKind: "content_moderator" });
    const operations = await createUser(db, { role: "admin", adminKind: "operations" });
    const otherAdmin = await createUser(db, { role: "admin", adminKind: "finance", passwordHash: await hashPassword("finance passphrase") });
    const fan = await createUser(db, { passwordHash: await hashPassword("fan passphrase") });

    await expect(forcePasswordReset({ db, actor: moderator, input: { userId: fan.id, reason: "not allowed" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(forcePasswordReset({ db, actor: operations, input: { userId: operations.id, reason: "myself" } })).rejects.toMatchObject({
      code: "FORBIDDEN",
      messageKey: "admin.errors.notYourself",
    });
    await expect(forcePasswordReset({ db, actor: operations, input: { userId: otherAdmin.id, reason: "an admin" } })).rejects.toMatchObject({
      code: "FORBIDDEN",
      messageKey: "admin.errors.adminNeedsSuperAdmin",
    });
    await expect(forcePasswordReset({ db, actor: operations, input: clientInput({ userId: fan.id, reason: "" }) })).rejects.toMatchObject({
      code: "VALIDATION",
    });
    expect(await passwordHashOf(fan.id)).not.toBeNull();
    expect(await passwordHashOf(otherAdmin.id)).not.toBeNull();
    const forced = await db.select().from(auditLogs).where(eq(auditLogs.action, "user.password_reset_forced"));
    expect(forced.filter((row) => row.resourceId === fan.id || row.resourceId === otherAdmin.id)).toHaveLength(0);
  });
});
