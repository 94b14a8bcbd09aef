import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { type z } from "zod";
import { reinstateUserSchema, suspendUserSchema } from "@/lib/admin/user-actions-input";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import { endSessionsOf } from "@/server/auth/server-sessions";
import { type AuditEntry, writeAudit } from "@/server/audit/write-audit";
import type { Db } from "@/server/db";
import { profiles } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";

interface Args<S extends z.ZodType> {
  db: Db;
  actor: Actor;
  input: z.input<S>;
  request?: AuditEntry["request"];
}

/** Who may be acted on (suspended, reinstated, reset) by whom: never oneself, and an admin only by a super admin. */
export async function loadTarget(db: Db, actor: Actor, userId: string) {
  if (userId === actor.id) throw new AppError("FORBIDDEN", "admin.errors.notYourself");
  const [target] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!target) throw new AppError("NOT_FOUND", "admin.errors.userNotFound");
  if (target.role === "admin" && actor.adminKind !== "super_admin") throw new AppError("FORBIDDEN", "admin.errors.adminNeedsSuperAdmin");
  return target;
}

/**
 * An admin holding users_edit suspends an account: every session ends at once, sign-in is refused with a
 * message saying so, and a creator's page leaves browse and takes no new bookings (open orders go on through
 * their own paths). Suspending an account already suspended is a CONFLICT (someone else did it meanwhile).
 */
export async function suspendUser({ db, actor, input, request }: Args<typeof suspendUserSchema>) {
  requirePermission(actor, "users_edit");
  const { userId, reason } = parseInput(suspendUserSchema, input);
  await loadTarget(db, actor, userId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ suspendedAt: new Date(), suspensionReason: reason, updatedAt: new Date() })
      .where(and(eq(profiles.id, userId), isNull(profiles.suspendedAt)))
      .returning({ suspendedAt: profiles.suspendedAt });
    if (!row) throw new AppError("CONFLICT", "admin.errors.alreadySuspended");
    await endSessionsOf(tx, userId);
    await writeAudit(tx, actor, {
      action: "user.suspended",
      category: "users",
      resource: "user",
      resourceId: userId,
      details: reason,
      severity: "high",
      request,
    });
    return { suspendedAt: row.suspendedAt! };
  });
}

/** An admin holding users_edit lifts a suspension; the account signs in again (a CONFLICT if it was not suspended). */
export async function reinstateUser({ db, actor, input, request }: Args<typeof reinstateUserSchema>) {
  requirePermission(actor, "users_edit");
  const { userId } = parseInput(reinstateUserSchema, input);
  await loadTarget(db, actor, userId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ suspendedAt: null, suspensionReason: null, updatedAt: new Date() })
      .where(and(eq(profiles.id, userId), isNotNull(profiles.suspendedAt)))
      .returning({ id: profiles.id });
    if (!row) throw new AppError("CONFLICT", "admin.errors.notSuspended");
    await writeAudit(tx, actor, { action: "user.reinstated", category: "users", resource: "user", resourceId: userId, severity: "medium", request });
  });
  return { reinstated: true };
}
