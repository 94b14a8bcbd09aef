import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, inject } from "vitest";
import { createDb, type Db } from "@/server/db";

/**
 * A fresh, migrated database for the calling test file, cloned from the run's template
 * (tens of milliseconds) and dropped after the file's tests. `max` widens the pool for concurrency tests.
 */
export async function useTestDb(options: { max?: number } = {}): Promise<Db> {
  return (await useTestDatabase(options)).db;
}

/** The same, with the database's URL for what opens its own connections (the pg-boss worker). */
export async function useTestDatabase(options: { max?: number } = {}): Promise<{ db: Db; url: string }> {
  const serverUrl = inject("pgServerUrl");
  const name = `t_${process.ppid}_${randomBytes(5).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${inject("pgTemplate")}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), { max: options.max ?? 4 });
  afterAll(async () => {
    await db.$end();
    // The job runner's queue (tests/integration/support/jobs.ts) may still be closing its pool: give its sessions up to 5 s to leave, so the
    // forced drop does not cut a connection a client is still reading (an unhandled error in the test run).
    for (let wait = 0; wait < 50; wait++) {
      const [open] = await admin<{ count: number }[]>`select count(*)::int as count from pg_stat_activity where datname = ${name} and application_name = 'lakou-jobs'`;
      if (!open?.count) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  return { db, url: url.toString() };
}
