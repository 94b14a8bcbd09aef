import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Queryable } from "@/server/db";
import { profiles, sessions, users } from "@/server/db/schema";
import type { Actor } from "./actor";

const ACTOR_FIELDS = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: profiles.role,
  adminKind: profiles.adminKind,
  permissions: profiles.permissions,
  isCreator: profiles.isCreator,
  currentMode: profiles.currentMode,
};

/** Reads a user's role, mode and permissions fresh from the database (one query). */
export async function loadActor(db: Queryable, userId: string): Promise<Actor | null> {
  const [row] = await db
    .select(ACTOR_FIELDS)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** A session's last-seen time is written at most this often (the console counts admins active in 15 minutes). */
const LAST_SEEN_EVERY_SECONDS = 60;
const lastSeenStale = sql`${sessions.lastSeenAt} < now() - make_interval(secs => ${LAST_SEEN_EVERY_SECONDS})`;

/**
 * The acting user of a request: loaded only while the session its token names still exists and
 * has not expired (same single query), so a signed-out or revoked token loads nobody. The session's
 * last-seen time is stamped here, at most once a minute (a second statement only when it is stale).
 */
export async function loadSessionActor(db: Queryable, userId: string, sessionToken: string): Promise<Actor | null> {
  const [row] = await db
    .select({ ...ACTOR_FIELDS, stale: sql<boolean>`${lastSeenStale}` })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(
      sessions,
      and(eq(sessions.userId, users.id), eq(sessions.sessionToken, sessionToken), gt(sessions.expires, sql`now()`)),
    )
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { stale, ...actor } = row;
  if (stale) await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(and(eq(sessions.sessionToken, sessionToken), lastSeenStale));
  return { ...actor, sessionId: sessionToken };
}
