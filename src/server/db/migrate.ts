import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import { createDb } from "./index";

const MIGRATION_LOCK = 727_001;

/** Applies the committed migrations under drizzle/, one process at a time (advisory lock). */
export async function runMigrations(url: string) {
  const db = createDb(url, { max: 1 });
  try {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    await migrate(db, { migrationsFolder: path.join(process.cwd(), "drizzle") });
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
  } finally {
    await db.$end();
  }
}
