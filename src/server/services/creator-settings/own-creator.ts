import "server-only";
import { requireCreator } from "@/server/auth/authorize";
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import { creatorProfiles } from "@/server/db/schema";
import { AppError } from "@/server/errors";

/**
 * Settings act only on the signed-in creator's own profile: a guest is asked to sign in, anyone who
 * cannot act as a creator is refused, and a creator without a public profile yet is told so.
 */
export async function requireOwnCreator(db: Queryable, actor: Actor | null): Promise<Actor> {
  const creator = requireCreator(actor);
  const [row] = await db.select({ id: creatorProfiles.userId }).from(creatorProfiles).where(eq(creatorProfiles.userId, creator.id));
  if (!row) throw new AppError("NOT_FOUND", "creatorSettings.errors.noProfile");
  return creator;
}
