/**
 * What the page benchmarks share: a separate database seeded with the demo data (on BENCH_DATABASE_URL's
 * server, or an embedded PostgreSQL in a temporary folder), a production build in its own folder and
 * `next start` on a free port of 127.0.0.1, and a credentials sign-in over HTTP.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { createDb, type Db } from "../../src/server/db";
import { freePort, startEmbeddedPostgres } from "../../src/server/db/embedded";
import { runMigrations } from "../../src/server/db/migrate";
import { seedIfEmpty } from "../../src/server/db/seed";
import { loadDemoVideos } from "../demo-videos";
import { TSX_NODE_OPTIONS } from "../node-launcher";

export const log = (line = "") => console.log(line);

/** A fresh database with the demo data and its demo videos; `stop` drops it (and the embedded server) unless BENCH_KEEP is set. */
export async function seededDatabase(): Promise<{ url: string; db: Db; stop: () => Promise<void> }> {
  let serverUrl = process.env.BENCH_DATABASE_URL;
  let stopServer = async () => {};
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "lakou-bench-pg-"));
    const server = await startEmbeddedPostgres(dir);
    serverUrl = server.serverUrl;
    stopServer = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const name = `lakou_bench_pages_${process.pid}_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await runMigrations(url.toString());
  const db = createDb(url.toString(), { max: 2 });
  await seedIfEmpty(db);
  // The demo videos' files and posters (from the media cache), so pages show the media a visitor would see.
  await loadDemoVideos(db);
  return {
    url: url.toString(),
    db,
    stop: async () => {
      await db.$end();
      if (process.env.BENCH_KEEP) log(`Kept the database: ${url}`);
      else await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      if (!process.env.BENCH_KEEP) await stopServer();
    },
  };
}

/** `next build` into `distDir` when it holds no build yet (BENCH_REBUILD=1 builds again). */
export function ensureBuild(distDir: string) {
  if (existsSync(path.join(distDir, "BUILD_ID")) && !process.env.BENCH_REBUILD) {
    log(`Using the production build in ${distDir} (BENCH_REBUILD=1 to build again).`);
    return;
  }
  log(`Building the production server into ${distDir}...`);
  const result = spawnSync(path.resolve("node_modules/.bin/next"), ["build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_DIST_DIR: distDir },
  });
  if (result.status !== 0) throw new Error("next build failed");
}

/**
 * `npm start` against `databaseUrl` (the job worker, the Next.js servers, one per core unless WEB_CONCURRENCY
 * says, and the front server before them, as in production); resolves once `/en` answers.
 */
export async function startServer(distDir: string, databaseUrl: string): Promise<{ base: string; child: ChildProcess }> {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...TSX_NODE_OPTIONS, "scripts/run.ts", "start", "-p", String(port), "-H", "127.0.0.1"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: distDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "bench-only-secret-not-for-production-0000000",
      AUTH_URL: base,
      APP_URL: base,
      PAYMENTS_MODE: "test",
    },
  });
  try {
    await untilAnswering(`${base}/en`);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return { base, child };
}

/** Resolves once `url` answers 200; throws after 60 s. */
export async function untilAnswering(url: string) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
}

/** Signs in with e-mail and password as a browser would (csrf, then the credentials callback); returns the Cookie header. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiesOf(csrf);
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${base}/en` }),
  });
  const cookies = [...jar, ...cookiesOf(response)];
  if (!cookies.some((cookie) => cookie.includes("session-token="))) throw new Error(`could not sign in ${email} (HTTP ${response.status})`);
  return cookies.join("; ");
}
