import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, lte, ne, sql } from "drizzle-orm";
import type { Queryable } from "@/server/db";
import { sessions } from "@/server/db/schema";

/** How long a sign-in lasts at most (the JWT cookie and its session row end together). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Records a new signed-in browser and answers the id its JWT carries. */
export async function startSession(db: Queryable, userId: string): Promise<string> {
  const sessionToken = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({ sessionToken, userId, expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000) });
  return sessionToken;
}

/** Sign-out: the token stops working at once, wherever a copy of it is. */
export async function endSession(db: Queryable, sessionToken: string) {
  await db.delete(sessions).where(eq(sessions.sessionToken, sessionToken));
}

/** Ends every session of an account except `keep` (the one making the change), or all of them. */
export async function endSessionsOf(db: Queryable, userId: string, keep?: string) {
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.sessionToken, keep)) : eq(sessions.userId, userId));
}

/** Deletes sessions past their end (they already load nobody); scheduled with purgeExpiredRateLimits. */
export async function purgeExpiredSessions(db: Queryable): Promise<number> {
  const rows = await db.delete(sessions).where(lte(sessions.expires, sql`now()`)).returning({ token: sessions.sessionToken });
  return rows.length;
}
