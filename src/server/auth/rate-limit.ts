import "server-only";
import { eq, inArray, lte, sql } from "drizzle-orm";
import type { Queryable } from "@/server/db";
import { authRateLimits } from "@/server/db/schema";

/** Sign-in limits: failed attempts allowed per email and per IP address within one window. */
export const SIGN_IN_LIMITS = { perEmail: 5, perIp: 20, windowMinutes: 15 } as const;
/** Magic links one address may request within one window. */
export const MAGIC_LINK_LIMIT = { perEmail: 5, windowMinutes: 15 } as const;

export interface LimitKey {
  key: string;
  max: number;
}

export const emailKey = (email: string) => `email:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;
export const magicLinkKey = (email: string) => `magic:${email}`;

/**
 * Counts one attempt against every key in a single upsert (row locks make concurrent attempts
 * count one by one) and answers whether any key is now over its limit. A key whose window has
 * passed starts a new window with this attempt. Keys are sorted so concurrent calls lock in one order.
 */
export async function countAttempt(db: Queryable, keys: LimitKey[], windowMinutes: number): Promise<boolean> {
  if (keys.length === 0) return false;
  const sorted = [...keys].sort((a, b) => a.key.localeCompare(b.key));
  const expired = sql`${authRateLimits.windowStart} <= now() - make_interval(mins => ${windowMinutes}::int)`;
  const rows = await db
    .insert(authRateLimits)
    .values(sorted.map(({ key }) => ({ key, windowStart: sql`now()`, attempts: 1 })))
    .onConflictDoUpdate({
      target: authRateLimits.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${authRateLimits.attempts} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${authRateLimits.windowStart} end`,
      },
    })
    .returning({ key: authRateLimits.key, attempts: authRateLimits.attempts });
  const max = new Map(sorted.map(({ key, max }) => [key, max]));
  return rows.some((row) => row.attempts > (max.get(row.key) ?? Number.POSITIVE_INFINITY));
}

/** Forgets the attempts of these keys (a successful sign-in clears its email's count). */
export async function clearAttempts(db: Queryable, keys: string[]) {
  if (keys.length === 0) return;
  await db.delete(authRateLimits).where(inArray(authRateLimits.key, keys));
}

/** Takes back one counted attempt that turned out not to be a failure (a successful sign-in from an IP). */
export async function releaseAttempt(db: Queryable, key: string) {
  await db
    .update(authRateLimits)
    .set({ attempts: sql`greatest(${authRateLimits.attempts} - 1, 0)` })
    .where(eq(authRateLimits.key, key));
}

/** The longest window any limit counts in: a key whose window started before it counts for nothing. */
const LONGEST_WINDOW_MINUTES = Math.max(SIGN_IN_LIMITS.windowMinutes, MAGIC_LINK_LIMIT.windowMinutes);

/** Deletes the keys whose window has passed for every limit; returns how many. */
export async function purgeExpiredRateLimits(db: Queryable): Promise<number> {
  const deleted = await db
    .delete(authRateLimits)
    .where(lte(authRateLimits.windowStart, sql`now() - make_interval(mins => ${LONGEST_WINDOW_MINUTES}::int)`))
    .returning({ key: authRateLimits.key });
  return deleted.length;
}
