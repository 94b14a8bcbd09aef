import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/server/db";

/**
 * Locks, until the caller's transaction ends, what may make a fan's subscription to a creator live: one
 * live subscription per fan and creator. `checkout` covers starting a checkout or changing tier (held
 * across the provider's calls, so it is only tried: a second attempt at once is refused, not queued);
 * `live` covers an activation by a billing event (waited for).
 */
const lockKey = (scope: "checkout" | "live", userId: string, creatorId: string) => `subscription:${scope}:${userId}:${creatorId}`;

export async function lockFanCreator(tx: Tx, userId: string, creatorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey("live", userId, creatorId)}, 0))`);
}

export async function tryLockCheckout(tx: Tx, userId: string, creatorId: string): Promise<boolean> {
  const rows = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${lockKey("checkout", userId, creatorId)}, 0)) as locked`,
  );
  return Boolean(rows[0]?.locked);
}
