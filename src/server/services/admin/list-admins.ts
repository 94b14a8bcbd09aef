import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import { profiles, users } from "@/server/db/schema";

/** Every admin with their kind and extra grants, for Roles & Permissions (settings_edit). */
export async function listAdmins({ db, actor }: { db: Db; actor: Actor }) {
  requirePermission(actor, "settings_edit");
  return db
    .select({ id: users.id, name: users.name, email: users.email, adminKind: profiles.adminKind, permissions: profiles.permissions })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(profiles.role, "admin"))
    .orderBy(asc(users.email));
}
