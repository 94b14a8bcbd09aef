import { afterAll } from "vitest";
import type { Db } from "@/server/db";
import { createJobQueue } from "@/server/jobs/queue";
import { JOBS } from "@/server/jobs/contracts";
import { runJob } from "@/server/jobs/run-job";

/**
 * Runs queued jobs on demand, through the real pg-boss (fetch, complete, fail) and the registered
 * handlers, so a test can wait for "the worker's next pass" without polling.
 */
export async function useJobRunner(url: string, db: Db) {
  const boss = createJobQueue(url, { worker: false });
  await boss.start();
  afterAll(() => boss.stop({ graceful: false }));

  return {
    boss,
    /** Runs every job due now, until none is left; returns how many ran (failures included). */
    async runDue(): Promise<number> {
      let ran = 0;
      for (let found = true; found; ) {
        found = false;
        for (const job of JOBS) {
          const [received] = await boss.fetch<object>(job.name);
          if (!received) continue;
          found = true;
          ran++;
          try {
            await runJob(job.name, db, received.data);
            await boss.complete(job.name, received.id);
          } catch (error) {
            await boss.fail(job.name, received.id, { message: String(error) });
          }
        }
      }
      return ran;
    },
  };
}
