import { drizzle } from "drizzle-orm/postgres-js";
import { env } from "@/env";
import postgres from "postgres";
import * as schema from "./schema";

/**
 * How every app connection talks to PostgreSQL. Statements prepared by the app (browse) are planned
 * for their actual parameters each time: a generic plan cannot see the LIMIT or the search words,
 * and measured 5 to 50 times slower on the browse shapes.
 */
export const CONNECTION_OPTIONS = {
  onnotice: () => {},
  connection: { plan_cache_mode: "force_custom_plan" },
} satisfies postgres.Options<Record<string, never>>;

export function createDb(url: string, options: { max?: number } = {}) {
  const client = postgres(url, { ...CONNECTION_OPTIONS, max: options.max ?? 10 });
  return Object.assign(drizzle(client, { schema, casing: "snake_case" }), { $end: () => client.end() });
}

export type Db = ReturnType<typeof createDb>;
/** A transaction handle, accepted wherever a service only needs to run queries. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Queryable = Db | Tx;

const globalForDb = globalThis as unknown as { lakouDb?: Db };

/** The app's database: one pool per process, kept across dev reloads. */
export function getDb(): Db {
  if (!globalForDb.lakouDb) {
    const url = env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm run dev` or `npm start`.");
    globalForDb.lakouDb = createDb(url);
  }
  return globalForDb.lakouDb;
}
