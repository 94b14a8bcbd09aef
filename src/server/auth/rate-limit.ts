import "server-only";
import { eq, lte, sql } from "drizzle-orm";
import { env } from "@/env";
import type { Queryable } from "@/server/db";
import { authRateLimits, signInBackoff } from "@/server/db/schema";

/** Failed password sign-ins one client address may make within one window (then that address waits). */
export const SIGN_IN_LIMITS = { perIp: 20, windowMinutes: 15 } as const;
/** Sign-ups one client address may send within one window (SIGN_UP_LIMIT_PER_IP, 10 unless set). */
export const SIGN_UP_LIMIT = { perIp: env.SIGN_UP_LIMIT_PER_IP, windowMinutes: 60 } as const;
/** Magic links one address may request within one window. */
export const MAGIC_LINK_LIMIT = { perEmail: 5, windowMinutes: 15 } as const;
/** "Forgot password" mails one address may ask for, and one client address, per window. */
export const PASSWORD_RESET_LIMIT = { perEmail: 3, perIp: 20, windowMinutes: 15 } as const;

/**
 * Per-account slow-down instead of a lock: the first `freeFailures` wrong passwords cost nothing;
 * after that each further check waits twice as long as the one before (30 s, 1 min, 2 min, ...,
 * at most 15 min). The owner can always sign in with an e-mailed link meanwhile, and the count is
 * forgotten after `memoryHours` without a failure or at the first success.
 */
export const ACCOUNT_BACKOFF = { freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60, memoryHours: 24 } as const;

/** Seconds the next password check for an account waits after `failures` failures in a row. */
export function backoffDelaySeconds(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = ACCOUNT_BACKOFF;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (failures - freeFailures));
}

/**
 * Wrong passwords one device cookie may send for its account within one window (then that cookie
 * waits like an address does); the account's and the address's own counters are left alone.
 */
export const DEVICE_LIMIT = { failures: 10, windowMinutes: 15 } as const;

export interface LimitKey {
  key: string;
  max: number;
}

export const ipKey = (ip: string) => `ip:${ip}`;
export const signUpIpKey = (ip: string) => `signup-ip:${ip}`;
export const magicLinkKey = (email: string) => `magic:${email}`;
export const passwordResetKey = (email: string) => `reset:${email}`;
export const passwordResetIpKey = (ip: string) => `reset-ip:${ip}`;
export const deviceKey = (nonce: string) => `device:${nonce}`;

/**
 * Counts one attempt against every key in a single upsert (row locks make concurrent attempts
 * count one by one) and answers whether any key is now over its limit. A key whose window has
 * passed starts a new window with this attempt. Keys are sorted so concurrent calls lock in one order.
 */
export async function countAttempt(db: Queryable, keys: LimitKey[], windowMinutes: number): Promise<boolean> {
  if (keys.length === 0) return false;
  const sorted = [...keys].sort((a, b) => a.key.localeCompare(b.key));
  const window = sql`make_interval(mins => ${windowMinutes}::int)`;
  const expired = sql`${authRateLimits.expiresAt} <= now()`;
  const rows = await db
    .insert(authRateLimits)
    .values(sorted.map(({ key }) => ({ key, windowStart: sql`now()`, attempts: 1, expiresAt: sql`now() + ${window}` })))
    .onConflictDoUpdate({
      target: authRateLimits.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${authRateLimits.attempts} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${authRateLimits.windowStart} end`,
        expiresAt: sql`case when ${expired} then now() + ${window} else ${authRateLimits.expiresAt} end`,
      },
    })
    .returning({ key: authRateLimits.key, attempts: authRateLimits.attempts });
  const max = new Map(sorted.map(({ key, max }) => [key, max]));
  return rows.some((row) => row.attempts > (max.get(row.key) ?? Number.POSITIVE_INFINITY));
}

/** Takes back one counted attempt that turned out not to be a failure (a successful sign-in from an IP). */
export async function releaseAttempt(db: Queryable, key: string) {
  await db
    .update(authRateLimits)
    .set({ attempts: sql`greatest(${authRateLimits.attempts} - 1, 0)` })
    .where(eq(authRateLimits.key, key));
}

/** The SQL form of backoffDelaySeconds, for the atomic claim below. */
function delayAfter(failures: ReturnType<typeof sql>) {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = ACCOUNT_BACKOFF;
  return sql`case when ${failures} < ${freeFailures} then 0
    else least(${maxDelaySeconds}, ${firstDelaySeconds} * power(2, ${failures} - ${freeFailures})) end`;
}

/**
 * Claims the right to check one password for an address, counting it as a failure in advance (one
 * atomic upsert, so parallel guesses cannot all slip through when a wait ends). Answers false while
 * the account is waiting; the check's success then forgets the count (clearAccountFailures). Within
 * the free failures nothing waits, whatever the clocks say: each statement has its own now(), and a
 * check that began a moment before another's claim must not read that claim's "now" as a wait.
 */
export async function claimPasswordCheck(db: Queryable, email: string): Promise<boolean> {
  const memory = sql`make_interval(hours => ${ACCOUNT_BACKOFF.memoryHours}::int)`;
  const forgotten = sql`${signInBackoff.expiresAt} <= now()`;
  const free = sql`${delayAfter(sql`${signInBackoff.failures}`)} = 0`;
  const failures = sql`case when ${forgotten} then 1 else ${signInBackoff.failures} + 1 end`;
  const rows = await db
    .insert(signInBackoff)
    .values({
      email,
      failures: 1,
      nextAttemptAt: sql`now() + make_interval(secs => ${delayAfter(sql`1`)})`,
      expiresAt: sql`now() + ${memory}`,
    })
    .onConflictDoUpdate({
      target: signInBackoff.email,
      set: {
        failures,
        nextAttemptAt: sql`now() + make_interval(secs => ${delayAfter(failures)})`,
        expiresAt: sql`now() + ${memory}`,
      },
      setWhere: sql`${free} or ${signInBackoff.nextAttemptAt} <= now() or ${forgotten}`,
    })
    .returning({ failures: signInBackoff.failures });
  return rows.length > 0;
}

/** A successful sign-in forgets the address's failures. */
export async function clearAccountFailures(db: Queryable, email: string) {
  await db.delete(signInBackoff).where(eq(signInBackoff.email, email));
}

/**
 * Deletes the rows whose window or memory has ended (the lead schedules it as a job). Answers how
 * many rows of each table went.
 */
export async function purgeExpiredRateLimits(db: Queryable) {
  const limits = await db.delete(authRateLimits).where(lte(authRateLimits.expiresAt, sql`now()`)).returning({ key: authRateLimits.key });
  const backoff = await db.delete(signInBackoff).where(lte(signInBackoff.expiresAt, sql`now()`)).returning({ email: signInBackoff.email });
  return { rateLimits: limits.length, backoff: backoff.length };
}
