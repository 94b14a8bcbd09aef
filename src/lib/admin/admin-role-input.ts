/* What an admin sends to make or unmake an admin and to set an admin's access: parsed by the services and, with the same schemas, by the console's forms. */
import { z } from "zod";
import { ADMIN_KINDS } from "./admin-kinds";
import { PERMISSIONS } from "./permission-names";

const userId = z.string().trim().min(1, "validation.invalid").max(100, "validation.invalid");
export const grantAdminRoleSchema = z.object({ userId, adminKind: z.enum(ADMIN_KINDS, "admin.validation.adminKind") });
export const revokeAdminRoleSchema = z.object({ userId });

export const setAdminAccessSchema = z.object({
  userId,
  adminKind: z.enum(ADMIN_KINDS, "admin.validation.adminKind"),
  /** Grants beyond what the kind holds; the whole new list (an empty list revokes every extra grant). */
  permissions: z.array(z.enum(PERMISSIONS, "admin.validation.permission")).max(PERMISSIONS.length).default([]),
  /** The permissions the editor saw, so two editors do not overwrite each other unknowingly. */
  expected: z.object({ adminKind: z.enum(ADMIN_KINDS), permissions: z.array(z.string()).max(50) }),
});
