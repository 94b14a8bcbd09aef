import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { setAdminAccessSchema } from "@/lib/admin/admin-role-input";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import { type AuditEntry, writeAudit } from "@/server/audit/write-audit";
import type { Db } from "@/server/db";
import { profiles } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value));

/**
 * Admins holding settings_edit change another admin's kind and extra permissions (/admin/roles). Only a super
 * admin makes or unmakes a super admin; nobody changes their own access. The change is refused as a CONFLICT
 * when the admin's access changed since the editor loaded it.
 */
export async function setAdminAccess({
  db,
  actor,
  input,
  request,
}: {
  db: Db;
  actor: Actor;
  input: z.input<typeof setAdminAccessSchema>;
  request?: AuditEntry["request"];
}) {
  requirePermission(actor, "settings_edit");
  const { userId, adminKind, permissions, expected } = parseInput(setAdminAccessSchema, input);
  if (userId === actor.id) throw new AppError("FORBIDDEN", "admin.errors.notYourself");
  const granted = [...new Set(permissions)].sort();
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ role: profiles.role, adminKind: profiles.adminKind, permissions: profiles.permissions })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!target) throw new AppError("NOT_FOUND", "admin.errors.userNotFound");
    if (target.role !== "admin" || !target.adminKind) throw new AppError("CONFLICT", "admin.errors.notAnAdmin");
    if ((adminKind === "super_admin" || target.adminKind === "super_admin") && actor.adminKind !== "super_admin") {
      throw new AppError("FORBIDDEN", "admin.errors.superAdminOnly");
    }
    if (target.adminKind !== expected.adminKind || !sameSet(target.permissions, expected.permissions)) {
      throw new AppError("CONFLICT", "admin.errors.changedMeanwhile");
    }
    await tx.update(profiles).set({ adminKind, permissions: granted, updatedAt: new Date() }).where(eq(profiles.id, userId));
    await writeAudit(tx, actor, {
      action: "admin.access_changed",
      category: "security",
      resource: "user",
      resourceId: userId,
      details: `${target.adminKind} → ${adminKind}`,
      severity: "high",
      metadata: { before: { adminKind: target.adminKind, permissions: target.permissions }, after: { adminKind, permissions: granted } },
      request,
    });
    return { adminKind, permissions: granted };
  });
}
