import "server-only";
import type { Job } from "pg-boss";
import { createDb } from "@/server/db";
import { JOB_CHANNEL, createJobQueue, createQueues } from "./queue";
import { JOBS } from "./contracts";
import { runJob } from "./run-job";

/** PostgreSQL's "terminating connection due to administrator command". */
const ADMIN_SHUTDOWN = "57P01";

export interface WorkerOptions {
  /**
   * Seconds between polls of an idle queue (pg-boss minimum 0.5): a queued job wakes its queue at once
   * (JOB_CHANNEL), so polls find the jobs whose time comes (scheduled ones, retries).
   */
  pollingIntervalSeconds?: number;
}

/**
 * The job worker: one pg-boss instance that runs every registered job's handler (as many jobs of a
 * kind at once as its contract's `concurrency`, one by default), enqueues the cron jobs on their
 * schedule and does pg-boss's upkeep (expiry, retention).
 * Handlers get their own database pool. `stop` finishes the jobs in hand, then closes both.
 */
export async function startWorker(url: string, options: WorkerOptions = {}) {
  const db = createDb(url, { max: 4 });
  const boss = createJobQueue(url, { worker: true });
  let stopped = false;
  boss.on("error", (error) => {
    // Once stopped, a connection pg-boss is still closing may see the database stop: expected.
    if (stopped) return;
    // A terminal's Ctrl-C reaches the embedded PostgreSQL too, which then closes our connections.
    if ((error as { code?: string }).code === ADMIN_SHUTDOWN) console.warn("[worker] the database is shutting down");
    else console.error("[worker]", error);
  });
  await boss.start();
  await createQueues(boss);

  const workerIds = new Map<string, string[]>();
  for (const job of JOBS) {
    const run = async ([received]: Job<object>[]) => {
      if (!received) return;
      try {
        await runJob(job.name, db, received.data);
      } catch (error) {
        console.error(`[worker] ${job.name} ${received.id} failed (pg-boss retries it if it has tries left):`, error);
        throw error;
      }
    };
    // pg-boss runs one job at a time per work() call: a queue gets one call per job it may run at once.
    const ids: string[] = [];
    for (let slot = 0; slot < (job.concurrency ?? 1); slot++) {
      ids.push(await boss.work<object>(job.name, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, run));
    }
    workerIds.set(job.name, ids);
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
    else await boss.unschedule(job.name);
  }
  // postgres.js LISTENs on a connection of its own and again after a reconnect, when every queue looks at once
  // for what it may have missed.
  await db.$client.listen(
    JOB_CHANNEL,
    (name) => workerIds.get(name)?.forEach((workerId) => boss.notifyWorker(workerId)),
    () => workerIds.forEach((ids) => ids.forEach((workerId) => boss.notifyWorker(workerId))),
  );

  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      stopped = true;
      await db.$end();
    },
  };
}
