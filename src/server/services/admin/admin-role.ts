import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { grantAdminRoleSchema, revokeAdminRoleSchema } from "@/lib/admin/admin-role-input";
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

/**
 * An admin holding settings_edit makes a fan account an admin of one kind (only a super admin makes a super
 * admin). Creators (and fans who create) are refused: the admin role would take their page off browse.
 * A suspended account is refused too. The account's sessions end, so it signs in again into the console.
 */
export async function grantAdminRole({ db, actor, input, request }: Args<typeof grantAdminRoleSchema>) {
  requirePermission(actor, "settings_edit");
  const data = parseInput(grantAdminRoleSchema, input);
  if (data.userId === actor.id) throw new AppError("FORBIDDEN", "admin.errors.notYourself");
  if (data.adminKind === "super_admin" && actor.adminKind !== "super_admin") throw new AppError("FORBIDDEN", "admin.errors.superAdminOnly");
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ role: profiles.role, isCreator: profiles.isCreator, suspendedAt: profiles.suspendedAt })
      .from(profiles)
      .where(eq(profiles.id, data.userId))
      .for("update");
    if (!target) throw new AppError("NOT_FOUND", "admin.errors.userNotFound");
    if (target.role === "admin") throw new AppError("CONFLICT", "admin.errors.alreadyAdmin");
    if (target.role === "creator" || target.isCreator) throw new AppError("CONFLICT", "admin.errors.creatorCannotBeAdmin");
    if (target.suspendedAt) throw new AppError("CONFLICT", "admin.errors.suspendedCannotBeAdmin");
    await tx
      .update(profiles)
      .set({ role: "admin", adminKind: data.adminKind, permissions: [], currentMode: "fan", updatedAt: new Date() })
      .where(eq(profiles.id, data.userId));
    await endSessionsOf(tx, data.userId);
    await writeAudit(tx, actor, {
      action: "admin.role_granted",
      category: "security",
      resource: "user",
      resourceId: data.userId,
      details: `fan → ${data.adminKind}`,
      severity: "critical",
      metadata: { adminKind: data.adminKind },
      request,
    });
    return { role: "admin" as const, adminKind: data.adminKind };
  });
}

/**
 * An admin holding settings_edit takes the admin role back (the account becomes a fan again and its sessions
 * end); a super admin's role only by a super admin, and nobody their own.
 */
export async function revokeAdminRole({ db, actor, input, request }: Args<typeof revokeAdminRoleSchema>) {
  requirePermission(actor, "settings_edit");
  const data = parseInput(revokeAdminRoleSchema, input);
  if (data.userId === actor.id) throw new AppError("FORBIDDEN", "admin.errors.notYourself");
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ role: profiles.role, adminKind: profiles.adminKind })
      .from(profiles)
      .where(eq(profiles.id, data.userId))
      .for("update");
    if (!target) throw new AppError("NOT_FOUND", "admin.errors.userNotFound");
    if (target.role !== "admin") throw new AppError("CONFLICT", "admin.errors.notAnAdmin");
    if (target.adminKind === "super_admin" && actor.adminKind !== "super_admin") throw new AppError("FORBIDDEN", "admin.errors.superAdminOnly");
    await tx
      .update(profiles)
      .set({ role: "fan", adminKind: null, permissions: [], updatedAt: new Date() })
      .where(eq(profiles.id, data.userId));
    await endSessionsOf(tx, data.userId);
    await writeAudit(tx, actor, {
      action: "admin.role_revoked",
      category: "security",
      resource: "user",
      resourceId: data.userId,
      details: `${target.adminKind} → fan`,
      severity: "critical",
      metadata: { adminKind: target.adminKind },
      request,
    });
    return { role: "fan" as const };
  });
}
