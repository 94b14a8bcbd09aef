import "server-only";
import PgBoss from "pg-boss";
import type postgres from "postgres";
import type { Queryable } from "@/server/db";
import { JOBS, type JobQueueOptions } from "./contracts";

/** pg-boss keeps its tables in this schema of the app's database; it creates and migrates it itself. */
export const JOB_SCHEMA = "pgboss";

/**
 * The channel that wakes the worker: a sender notifies it with the job's name in the transaction that queues
 * the job, so PostgreSQL delivers it on commit and never for a rolled-back job.
 */
export const JOB_CHANNEL = "lakou_jobs";

/** Retries unless a job says otherwise: 5 more tries, waiting about 10 s, 20 s, 40 s… (pg-boss adds jitter). */
const DEFAULT_JOB_QUEUE: JobQueueOptions = {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
};

/**
 * A pg-boss instance on its own small pool. Completed jobs move to pg-boss's archive after an hour and
 * are deleted a day later: a sign-in mail's payload holds its link (which expires after a day anyway).
 */
export function createJobQueue(url: string, options: { worker: boolean }): PgBoss {
  return new PgBoss({
    connectionString: url,
    schema: JOB_SCHEMA,
    application_name: options.worker ? "lakou-worker" : "lakou-jobs",
    max: options.worker ? 4 : 1,
    supervise: options.worker,
    schedule: options.worker,
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 1,
  });
}

/** Creates (or migrates) the pg-boss schema and one queue per registered job; safe to run on every start. */
export async function prepareJobQueue(url: string) {
  const boss = createJobQueue(url, { worker: false });
  boss.on("error", (error) => console.error("[jobs]", error));
  await boss.start();
  try {
    await createQueues(boss);
  } finally {
    await boss.stop({ graceful: false });
  }
}

export async function createQueues(boss: PgBoss) {
  for (const job of JOBS) {
    const options = { ...DEFAULT_JOB_QUEUE, ...job.queue };
    await boss.createQueue(job.name, { name: job.name, ...options });
    await boss.updateQueue(job.name, { name: job.name, ...options });
  }
}

/** A parameter as node-postgres would send it: null for undefined, JSON text for a plain object. */
function asParameter(value: unknown): unknown {
  if (value === undefined) return null;
  const plainObject = value !== null && typeof value === "object" && !(value instanceof Date) && !Array.isArray(value);
  return plainObject ? JSON.stringify(value) : value;
}

/**
 * pg-boss's connection seam over one of ours (the postgres.js client under a Drizzle database or
 * transaction): a job sent through it is written on that connection, so inside a transaction it is
 * committed or rolled back with the caller's own writes. pg-boss passes node-postgres style
 * parameters; Drizzle's client leaves JSON to the caller, hence asParameter.
 */
export function jobConnection(db: Queryable): PgBoss.Db {
  const client = (db._.session as unknown as { client: postgres.Sql }).client;
  return {
    async executeSql(text, values) {
      const params = values.map(asParameter);
      return { rows: await client.unsafe(text, params as postgres.ParameterOrJSON<never>[]) };
    },
  };
}
