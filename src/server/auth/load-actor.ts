import "server-only";
import { eq } from "drizzle-orm";
import type { Queryable } from "@/server/db";
import { profiles, users } from "@/server/db/schema";
import type { Actor } from "./actor";

/** Reads the acting user's role, mode and permissions fresh from the database (one query). */
export async function loadActor(db: Queryable, userId: string): Promise<Actor | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: profiles.role,
      adminKind: profiles.adminKind,
      permissions: profiles.permissions,
      isCreator: profiles.isCreator,
      currentMode: profiles.currentMode,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
