import "server-only";
import { eq } from "drizzle-orm";
import { type z } from "zod";
import { forcePasswordResetSchema } from "@/lib/admin/user-actions-input";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import { createPasswordResetLink } from "@/server/auth/password-reset-link";
import { endSessionsOf } from "@/server/auth/server-sessions";
import { type AuditEntry, writeAudit } from "@/server/audit/write-audit";
import type { Db } from "@/server/db";
import { profiles, users } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { enqueue } from "@/server/jobs/enqueue";
import { passwordResetMail } from "@/server/services/account/password-reset";
import { loadTarget } from "./suspend-user";

/**
 * An admin holding users_edit forces a password reset (a leaked password, a taken-over account): the
 * current password stops working, every session ends, and the owner gets a reset link by e-mail (the same
 * single-use links as "Forgot password"), in their language. An admin's account needs a super admin.
 */
export async function forcePasswordReset({
  db,
  actor,
  input,
  request,
}: {
  db: Db;
  actor: Actor;
  input: z.input<typeof forcePasswordResetSchema>;
  request?: AuditEntry["request"];
}) {
  requirePermission(actor, "users_edit");
  const { userId, reason } = parseInput(forcePasswordResetSchema, input);
  await loadTarget(db, actor, userId);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, locale: profiles.preferredLocale })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId))
      .for("update", { of: users });
    if (!user) throw new AppError("NOT_FOUND", "admin.errors.userNotFound");
    await tx.update(users).set({ passwordHash: null }).where(eq(users.id, userId));
    await endSessionsOf(tx, userId);
    const link = await createPasswordResetLink(tx, { userId, locale: user.locale, requestedBy: actor.id });
    await enqueue(tx, "mail.send", passwordResetMail({ to: user.email, link, locale: user.locale, forced: true }));
    await writeAudit(tx, actor, {
      action: "user.password_reset_forced",
      category: "security",
      resource: "user",
      resourceId: userId,
      details: reason,
      severity: "high",
      request,
    });
    return { sentTo: user.email };
  });
}
