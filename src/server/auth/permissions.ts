import "server-only";
import type { AdminKind } from "@/server/db/schema";
import { PERMISSIONS, type Permission } from "@/lib/admin/permission-names";

export { PERMISSIONS, type Permission };

/** What each admin kind holds without extra grants; super_admin holds every permission. */
const KIND_PERMISSIONS: Record<Exclude<AdminKind, "super_admin">, readonly Permission[]> = {
  operations: ["users_view", "users_edit", "analytics_view", "content_moderate"],
  content_moderator: ["content_moderate", "users_view"],
  finance: ["finance_view", "payouts_process", "analytics_view"],
};

export function hasPermission(
  admin: { adminKind: AdminKind | null; permissions: readonly string[] },
  permission: Permission,
): boolean {
  if (!admin.adminKind) return false;
  if (admin.adminKind === "super_admin") return true;
  return KIND_PERMISSIONS[admin.adminKind].includes(permission) || admin.permissions.includes(permission);
}
