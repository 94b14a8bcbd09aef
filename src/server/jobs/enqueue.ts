import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Queryable } from "@/server/db";
import { JOB_CHANNEL, JOB_SCHEMA, jobConnection } from "./queue";
import { type JobInput, type JobName, jobContract } from "./contracts";

const globalForJobs = globalThis as unknown as { lakouJobSender?: PgBoss };

/** pg-boss used only to write jobs, always on the caller's connection (it never opens a pool of its own). */
function sender(): PgBoss {
  return (globalForJobs.lakouJobSender ??= new PgBoss({
    schema: JOB_SCHEMA,
    db: { executeSql: () => Promise.reject(new Error("jobs are sent on the caller's connection")) },
  }));
}

/** Wakes the worker's loop for queue `name` once `db`'s transaction commits, instead of at its next poll. */
async function wakeWorker(db: Queryable, name: JobName) {
  await db.execute(sql`select pg_notify(${JOB_CHANNEL}, ${name})`);
}

/**
 * Queues job `name` with a payload its schema accepts, on `db`: pass the transaction that makes the
 * state change, and the job exists only if that change commits. The worker starts it on commit. Returns the job id.
 */
export async function enqueue<Name extends JobName>(db: Queryable, name: Name, data: JobInput<Name>): Promise<string> {
  const payload = jobContract(name).payload.parse(data) as object;
  const id = await sender().send(name, payload, { db: jobConnection(db) });
  if (!id) throw new Error(`job ${name} was not queued: is its queue created (prepareJobQueue)?`);
  await wakeWorker(db, name);
  return id;
}

/** A stable job id for (name, key): the same key names the same job. */
function jobIdFor(name: string, key: string): string {
  const hex = createHash("sha256").update(`${name}\0${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Queues job `name` to run at `at`, once per `key` (e.g. a request's expiry keyed by the request id):
 * while that job exists (waiting, running, or finished less than an hour ago, see createJobQueue),
 * scheduling the same key again keeps the first job and returns null. Its handler should check that
 * its work is still due when it runs (a request delivered in the meantime has nothing to expire).
 */
export async function scheduleJob<Name extends JobName>(
  db: Queryable,
  name: Name,
  data: JobInput<Name>,
  { at, key }: { at: Date; key: string },
): Promise<string | null> {
  const payload = jobContract(name).payload.parse(data) as object;
  return sender().send(name, payload, { db: jobConnection(db), id: jobIdFor(name, key), singletonKey: key, startAfter: at });
}
