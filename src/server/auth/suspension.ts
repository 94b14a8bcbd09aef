import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Queryable } from "@/server/db";
import { profiles } from "@/server/db/schema";

/** What a suspended account is told when it tries to sign in. */
export const SUSPENDED_MESSAGE_KEY = "admin.signIn.suspended";

/** Whether an admin has suspended the account (sign-in refuses it, whatever the way in). */
export async function isSuspended(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNotNull(profiles.suspendedAt)))
    .limit(1);
  return Boolean(row);
}
