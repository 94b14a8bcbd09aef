import "server-only";
import { sql } from "drizzle-orm";
import packageJson from "../../../../package.json";
import type { Actor } from "@/server/auth/actor";
import { requireAdmin } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import { JOB_SCHEMA } from "@/server/jobs/queue";
import { paymentModes } from "@/server/payments/mode";
import { getStorage } from "@/server/storage";

/** Above this a database round trip is shown as slow. */
const SLOW_DATABASE_MS = 200;

export interface JobQueueHealth {
  queued: number;
  active: number;
  failedLastHour: number;
  oldestQueuedAt: Date | null;
}

/** The job queue's state from pg-boss's own table; null when its schema is missing (the queue never started). */
async function jobQueueHealth(db: Db): Promise<JobQueueHealth | null> {
  const [exists] = await db.execute<{ ok: boolean }>(
    sql`select to_regclass(${`${JOB_SCHEMA}.job`}) is not null as ok`,
  );
  if (!exists?.ok) return null;
  const [row] = await db.execute<{ queued: number; active: number; failed: number; oldest: string | null }>(sql`
    select count(*) filter (where state in ('created', 'retry'))::int as queued,
           count(*) filter (where state = 'active')::int as active,
           count(*) filter (where state = 'failed' and completed_on > now() - interval '1 hour')::int as failed,
           min(created_on) filter (where state in ('created', 'retry') and start_after <= now()) as oldest
    from ${sql.identifier(JOB_SCHEMA)}.job`);
  return {
    queued: row?.queued ?? 0,
    active: row?.active ?? 0,
    failedLastHour: row?.failed ?? 0,
    oldestQueuedAt: row?.oldest ? new Date(row.oldest) : null,
  };
}

/**
 * The console's system status menu: database round trip, job queue, where media is stored, which payment
 * providers are live, and the app's version. Any admin may read it.
 */
export async function getSystemStatus({ db, actor }: { db: Db; actor: Actor }) {
  requireAdmin(actor);
  const started = performance.now();
  await db.execute(sql`select 1`);
  const databaseMs = Math.round(performance.now() - started);
  const modes = paymentModes();
  return {
    database: { latencyMs: databaseMs, slow: databaseMs > SLOW_DATABASE_MS },
    jobs: await jobQueueHealth(db),
    storage: getStorage().kind,
    payments: { card: modes.card === "test" ? "test" : "live", moncash: modes.moncash === "test" ? "test" : "live" } as const,
    version: packageJson.version,
    checkedAt: new Date(),
  };
}
