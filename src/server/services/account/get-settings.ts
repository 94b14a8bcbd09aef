import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { profiles, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";

/** The signed-in user's own account details shown on the settings page. */
export async function getAccountSettings({ db, actor }: { db: Db; actor: Actor }) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      preferredLocale: profiles.preferredLocale,
      avatarUrl: profiles.avatarUrl,
      role: profiles.role,
      isCreator: profiles.isCreator,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "errors.notFound");
  return row;
}
