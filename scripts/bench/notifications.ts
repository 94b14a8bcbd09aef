/**
 * `npm run bench:notifications`: live notifications at scale, measured.
 *
 * 1. Makes a separate database (on BENCH_DATABASE_URL's server, or an embedded PostgreSQL in a
 *    temporary folder), migrates it and makes BENCH_STREAMS users (1,000), each signed in (a session
 *    row and the JWT cookie Auth.js would set).
 * 2. Starts two production servers on it (the build in BENCH_DIST_DIR, default .next-bench, made
 *    when missing): two app instances behind one database.
 * 3. Opens one GET /api/notifications/stream per user, spread over both instances, and waits for each
 *    stream's first list. Server memory (RSS) is read before and after.
 * 4. Commits BENCH_RATE notifications a second (50) for BENCH_SECONDS seconds (10) through notify(),
 *    each to a user picked in turn, and times commit -> `new_notification` received by that user's
 *    stream; after a grace period it counts what never arrived.
 * Prints p50/p95/p99, events lost and memory per 1,000 streams. Target: p95 < 100 ms, 0 lost.
 * Traffic goes to 127.0.0.1 only; every loop is bounded by a count and a time limit.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { encode } from "next-auth/jwt";
import postgres from "postgres";
import { createDb } from "../../src/server/db";
import { freePort, startEmbeddedPostgres } from "../../src/server/db/embedded";
import { runMigrations } from "../../src/server/db/migrate";
import { notify } from "../../src/server/services/notifications/notify";
import { percentile } from "./load";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1_000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next-bench";
const INSTANCES = 2;
const OPEN_BATCH = 50;
const OPEN_TIMEOUT_MS = 120_000;
const GRACE_MS = 5_000;
const TARGET = { p95: 100 };
const AUTH_SECRET = "bench-only-secret-not-for-production-0000000";
const COOKIE = "authjs.session-token";

const log = (line = "") => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function database() {
  if (process.env.BENCH_DATABASE_URL) return { serverUrl: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  const dir = await mkdtemp(path.join(os.tmpdir(), "lakou-bench-pg-"));
  const server = await startEmbeddedPostgres(dir);
  return {
    serverUrl: server.serverUrl,
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function build() {
  if (existsSync(path.join(DIST_DIR, "BUILD_ID")) && !process.env.BENCH_REBUILD) {
    log(`Using the production build in ${DIST_DIR} (BENCH_REBUILD=1 to build again).`);
    return;
  }
  log(`Building the production server into ${DIST_DIR}...`);
  const result = spawnSync(path.resolve("node_modules/.bin/next"), ["build"], { stdio: "inherit", env: { ...process.env, NEXT_DIST_DIR: DIST_DIR } });
  if (result.status !== 0) throw new Error("next build failed");
}

async function startServer(databaseUrl: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Its own process group: `next start` runs the server as a child process, stopped with it by the group's id.
  const child = spawn(path.resolve("node_modules/.bin/next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR, DATABASE_URL: databaseUrl, AUTH_SECRET, AUTH_URL: base, APP_URL: base },
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${base}/api/notifications/poll`)).status === 401) return { base, child };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  stop(child);
  throw new Error("the production server did not answer within 60 s");
}

/** Stops a server started by startServer, with the server process it started. */
function stop(child: ChildProcess) {
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    // already gone
  }
}

/** Resident memory of a process and its descendants, in MiB (Linux /proc). */
function rssMiB(pid: number): number {
  let kib = 0;
  const visit = (id: number) => {
    try {
      kib += Number(readFileSync(`/proc/${id}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      const children = readFileSync(`/proc/${id}/task/${id}/children`, "utf8").trim();
      if (children) children.split(/\s+/).map(Number).forEach(visit);
    } catch {
      // gone
    }
  };
  visit(pid);
  return kib / 1024;
}

/** One user's stream: resolves `ready` on its first list and hands each new notification's id to `onNew`. */
function openStream(base: string, cookie: string, onNew: (id: string) => void) {
  let request: http.ClientRequest | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    request = http.get(`${base}/api/notifications/stream`, { headers: { cookie, accept: "text/event-stream" }, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding("utf8");
      let buffer = "";
      response.on("data", (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = block.match(/^event: (.+)$/m)?.[1];
          if (event === "initial_notifications") resolve();
          else if (event === "new_notification") onNew((JSON.parse(block.match(/^data: (.+)$/m)![1]!) as { notification: { id: string } }).notification.id);
          else if (event === "realtime_unavailable" || event === "reconnect_required") reject(new Error(`stream said ${event}`));
        }
      });
    });
    request.on("error", reject);
  });
  return { ready, close: () => request?.destroy() };
}

async function main() {
  log(`Notification benchmark: ${STREAMS} streams over ${INSTANCES} instances, ${RATE} notifications/s for ${SECONDS} s.`);
  const server = await database();
  const name = `lakou_bench_${process.pid}_${Date.now()}`;
  const admin = postgres(server.serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(server.serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const children: ChildProcess[] = [];
  const streams: ReturnType<typeof openStream>[] = [];
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const db = createDb(databaseUrl, { max: 4 });
  try {
    await runMigrations(databaseUrl);
    const users = Array.from({ length: STREAMS }, (_, i) => ({ id: crypto.randomUUID(), token: randomBytes(32).toString("base64url"), i }));
    const expires = new Date(Date.now() + 24 * 3600_000);
    for (let start = 0; start < users.length; start += 500) {
      const batch = users.slice(start, start + 500);
      await sql`insert into users ${sql(batch.map((u) => ({ id: u.id, name: `Bench ${u.i}`, email: `bench-${u.i}@example.test` })))}`;
      await sql`insert into profiles ${sql(batch.map((u) => ({ id: u.id, role: "fan", current_mode: "fan" })))}`;
      await sql`insert into sessions ${sql(batch.map((u) => ({ session_token: u.token, user_id: u.id, expires })))}`;
      // In-app only: no mail job queued per notification (and no job queue needed here).
      await sql`insert into notification_preferences ${sql(batch.map((u) => ({ user_id: u.id, type: "videoRequest.paid", email: false })))}`;
    }
    const cookies = await Promise.all(
      users.map(async (u) => `${COOKIE}=${await encode({ token: { sub: u.id, sid: u.token }, secret: AUTH_SECRET, salt: COOKIE })}`),
    );

    build();
    const instances: { base: string; child: ChildProcess }[] = [];
    for (let i = 0; i < INSTANCES; i++) {
      const started = await startServer(databaseUrl);
      children.push(started.child);
      instances.push(started);
    }
    const load = () => `${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
    // One stream per instance first, so the baseline has the route loaded and compiled.
    for (const [i, instance] of instances.entries()) {
      const warm = openStream(instance.base, cookies[i]!, () => {});
      await warm.ready;
      warm.close();
    }
    await sleep(1_000);
    const rssBefore = instances.map((instance) => rssMiB(instance.child.pid!));

    const receivedAt = new Map<string, number>();
    const openedAt = performance.now();
    for (let start = 0; start < users.length; start += OPEN_BATCH) {
      const batch = users.slice(start, start + OPEN_BATCH).map((u) => {
        const stream = openStream(instances[u.i % INSTANCES]!.base, cookies[u.i]!, (id) => receivedAt.set(id, performance.now()));
        streams.push(stream);
        return stream.ready;
      });
      await Promise.race([Promise.all(batch), sleep(OPEN_TIMEOUT_MS).then(() => Promise.reject(new Error("streams did not open in time")))]);
    }
    log(`Opened ${streams.length} streams in ${((performance.now() - openedAt) / 1000).toFixed(1)} s.`);
    await sleep(2_000);
    const rssAfter = instances.map((instance) => rssMiB(instance.child.pid!));

    const committedAt = new Map<string, number>();
    const total = RATE * SECONDS;
    const interval = 1000 / RATE;
    const begin = performance.now();
    const sends: Promise<void>[] = [];
    for (let k = 0; k < total; k++) {
      const due = begin + k * interval;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const user = users[(k * 7) % users.length]!;
      sends.push(
        db
          .transaction((tx) =>
            notify(tx, { userId: user.id, type: "videoRequest.paid", params: { requestId: crypto.randomUUID(), fanName: "Bench Fan", recipientName: `R${k}` } }),
          )
          .then((id) => {
            if (id) committedAt.set(id, performance.now());
          }),
      );
    }
    await Promise.all(sends);
    const sendSeconds = (performance.now() - begin) / 1000;
    const deadline = performance.now() + GRACE_MS;
    while (performance.now() < deadline && [...committedAt.keys()].some((id) => !receivedAt.has(id))) await sleep(100);

    const latencies = [...committedAt].filter(([id]) => receivedAt.has(id)).map(([id, at]) => Math.max(0, receivedAt.get(id)! - at));
    latencies.sort((a, b) => a - b);
    const lost = committedAt.size - latencies.length;
    const grown = rssAfter.reduce((sum, after, i) => sum + after - rssBefore[i]!, 0);

    log();
    log(`Committed ${committedAt.size} notifications in ${sendSeconds.toFixed(1)} s (${(committedAt.size / sendSeconds).toFixed(0)}/s).`);
    log(`commit -> new_notification received: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms`);
    log(`Events lost: ${lost}.`);
    log(
      `Server memory (RSS): ${rssBefore.map((mib) => mib.toFixed(0)).join(" + ")} MiB before, ${rssAfter.map((mib) => mib.toFixed(0)).join(" + ")} MiB with the streams open: ` +
        `${((grown / STREAMS) * 1000).toFixed(1)} MiB per 1,000 streams.`,
    );
    log(`Machine load (1-minute average) at the end: ${load()}.`);
    const met = percentile(latencies, 95) < TARGET.p95 && lost === 0;
    log(`Target: p95 < ${TARGET.p95} ms and 0 lost: ${met ? "met." : "missed."}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    streams.forEach((stream) => stream.close());
    for (const child of children) {
      const exited = new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
      stop(child);
      await exited;
    }
    await sql.end();
    await db.$end();
    if (!process.env.BENCH_KEEP) await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    if (!process.env.BENCH_KEEP) await server.stop();
  }
}

await main();
// Exit with the verdict even if a library left a handle open.
process.exit(process.exitCode ?? 0);
