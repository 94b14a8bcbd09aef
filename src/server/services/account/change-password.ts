import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { changePasswordFields } from "@/lib/account/account-input";
import type { Actor } from "@/server/auth/actor";
import { type AuditEntry, writeAudit } from "@/server/audit/write-audit";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { newPassword, passwordIsEmail } from "@/server/auth/password-rule";
import { claimPasswordCheck, clearAccountFailures } from "@/server/auth/rate-limit";
import { endSessionsOf } from "@/server/auth/server-sessions";
import type { Db } from "@/server/db";
import { users } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";

/** The form's fields (lib/account/account-input.ts) with the whole new-password rule. */
export const changePasswordInput = changePasswordFields.extend({ newPassword });

/**
 * Sets a new password (the same rule as sign-up) after checking the current one, then ends every
 * other session of the account: other browsers are signed out, this one stays. Wrong current
 * passwords count towards the account's sign-in slow-down, as sign-in failures do. The change is
 * audited as a security event in the same transaction.
 */
export async function changePassword({
  db,
  actor,
  input,
  request,
}: {
  db: Db;
  actor: Actor;
  input: z.input<typeof changePasswordInput>;
  request?: AuditEntry["request"];
}) {
  const data = parseInput(changePasswordInput, input);
  if (passwordIsEmail(data.newPassword, actor.email)) {
    throw new AppError("VALIDATION", "errors.validation", { newPassword: "security.passwordIsEmail" });
  }
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.id)).limit(1);
  if (!user) throw new AppError("NOT_FOUND", "errors.notFound");
  if (user.passwordHash) {
    if (!(await claimPasswordCheck(db, actor.email))) throw new AppError("RATE_LIMITED", "errors.signInSlowDown");
    if (!data.currentPassword || !(await verifyPassword(user.passwordHash, data.currentPassword))) {
      throw new AppError("VALIDATION", "errors.validation", { currentPassword: "security.currentPasswordWrong" });
    }
    await clearAccountFailures(db, actor.email);
  }
  const passwordHash = await hashPassword(data.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, actor.id));
    await endSessionsOf(tx, actor.id, actor.sessionId);
    await writeAudit(tx, actor, {
      action: user.passwordHash ? "auth.password_changed" : "auth.password_set",
      category: "security",
      resource: "user",
      resourceId: actor.id,
      severity: "medium",
      request,
    });
  });
  return { success: true as const };
}
