/**
 * `npm run bench:browse`: browse at scale, measured.
 *
 * 1. Makes a separate database (on BENCH_DATABASE_URL's server, or an embedded PostgreSQL in a
 *    temporary folder), migrates it and seeds BENCH_CREATORS creators (100,000) with reviews and tiers.
 * 2. Starts the production server against it (`next build` into .next-bench first when that build
 *    is missing; BENCH_REBUILD=1 builds again).
 * 3. For four query shapes, sends BENCH_REQUESTS requests (2,000) to GET /api/public/creators from
 *    BENCH_CONCURRENCY connections (10) after a warm-up: once with the browse cache off
 *    (BROWSE_CACHE=off, every answer read from the database: "cold") and once with it on ("warm").
 *    Then it runs the very same SQL statements the service sends (prepared, through the same driver,
 *    without HTTP, Next or the cache) at the same concurrency, and prints p50/p95/p99 and throughput
 *    side by side, with the plans. The same statements on one connection show how much of the
 *    latency is queueing for the cores.
 * Traffic goes to 127.0.0.1 only; every loop is bounded by a count and a time limit.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { CONNECTION_OPTIONS, createDb } from "../../src/server/db";
import { freePort, startEmbeddedPostgres } from "../../src/server/db/embedded";
import { runMigrations } from "../../src/server/db/migrate";
import {
  type RunBrowseStatement,
  listCreatorsInput,
  readCreatorList,
} from "../../src/server/services/creators/list-creators";
import { seedBrowseBench } from "./browse-seed";
import { type LoadResult, runLoad } from "./load";

const CREATORS = Number(process.env.BENCH_CREATORS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const MAX_SECONDS = 60;
/** Enough requests for the server's JIT to settle before a shape is timed. */
const WARMUP = 1_000;
const DIST_DIR = ".next-bench";
const TARGET = { endpointP95: 30 };
const SERIAL_REQUESTS = 500;

const SHAPES: { name: string; query: Record<string, string> }[] = [
  { name: "plain page", query: {} },
  { name: "category + price + sort", query: { category: "singer", price: "100-200", sort: "rating" } },
  { name: "text search", query: { search: "jemen" } },
  { name: "deep page (2000)", query: { page: "2000" } },
];

const log = (line = "") => console.log(line);

/**
 * The load generator shares the machine's cores with the server and the database, so it uses
 * node:http over kept-alive sockets (one per connection), which costs far less CPU per request than fetch.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function get(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on("end", () => (response.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${response.statusCode}`))));
      })
      .on("error", reject);
  });
}

async function database() {
  if (process.env.BENCH_DATABASE_URL) {
    return { serverUrl: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  }
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
  const result = spawnSync(path.resolve("node_modules/.bin/next"), ["build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_DIST_DIR: DIST_DIR },
  });
  if (result.status !== 0) throw new Error("next build failed");
}

async function startServer(databaseUrl: string, cache: boolean): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(path.resolve("node_modules/.bin/next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: DIST_DIR,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "bench-only-secret-not-for-production-0000000",
      AUTH_URL: base,
      APP_URL: base,
      BROWSE_CACHE: cache ? "on" : "off",
    },
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(`${base}/api/public/creators?pageSize=1`);
      if (response.ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGTERM");
  throw new Error("the production server did not answer within 60 s");
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/** "Limit > Nested Loop > Index Only Scan (creator_profiles_browse_popular) ..." and whether creators were scanned whole. */
function summarisePlan(plan: PlanNode): { summary: string; seqScan: boolean } {
  const parts: string[] = [];
  let seqScan = false;
  const walk = (node: PlanNode) => {
    const target = node["Index Name"] ?? node["Relation Name"];
    parts.push(target ? `${node["Node Type"]} (${target})` : node["Node Type"]);
    if (node["Node Type"] === "Seq Scan" && node["Relation Name"] === "creator_profiles") seqScan = true;
    node.Plans?.forEach(walk);
  };
  walk(plan);
  return { summary: parts.join(" > "), seqScan };
}

function row(cells: (string | number)[], widths: number[]) {
  return cells.map((cell, i) => String(cell).padStart(widths[i]!)).join("  ");
}
const ms = (value: number) => value.toFixed(2);

async function main() {
  log(`Browse benchmark: ${CREATORS.toLocaleString("en-US")} creators, ${REQUESTS} requests per shape, ${CONCURRENCY} connections.`);
  const server = await database();
  const name = `lakou_bench_${process.pid}_${Date.now()}`;
  const admin = postgres(server.serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(server.serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  let child: ChildProcess | undefined;
  const sql = postgres(databaseUrl, { ...CONNECTION_OPTIONS, max: 1 });
  const db = createDb(databaseUrl, { max: CONCURRENCY });
  try {
    await runMigrations(databaseUrl);
    log("Seeding:");
    const seedStarted = performance.now();
    await seedBrowseBench(sql, CREATORS, log);
    log(`  total ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    build();

    // The cores are shared: the load on them says how far the figures can be trusted.
    const load = () => `${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
    const loadBefore = load();

    // The endpoint, cache off then on: a server per mode, each shape warmed up before it is timed.
    const endpoint: Record<"cold" | "warm", LoadResult[]> = { cold: [], warm: [] };
    const totals: number[] = [];
    for (const mode of ["cold", "warm"] as const) {
      const started = await startServer(databaseUrl, mode === "warm");
      child = started.child;
      for (const shape of SHAPES) {
        const query = new URLSearchParams(shape.query).toString();
        const url = `${started.base}/api/public/creators${query ? `?${query}` : ""}`;
        if (mode === "cold") totals.push(((await (await fetch(url)).json()) as { total: number }).total);
        const request = () => get(url);
        await runLoad(request, { requests: WARMUP, concurrency: CONCURRENCY, maxSeconds: MAX_SECONDS });
        endpoint[mode].push(await runLoad(request, { requests: REQUESTS, concurrency: CONCURRENCY, maxSeconds: MAX_SECONDS }));
      }
      child.kill("SIGTERM");
      await new Promise((resolve) => child!.once("exit", resolve));
      child = undefined;
    }

    // The same statements without our layers: prepared on connections set up as the app's.
    const results: { name: string; cold: LoadResult; warm: LoadResult; bare: LoadResult; serial: LoadResult }[] = [];
    const plans: string[] = [];
    let seqScans = 0;
    for (const [index, shape] of SHAPES.entries()) {
      const filters = listCreatorsInput.parse(shape.query);
      const statements: { name: string; sql: string; params: unknown[] }[] = [];
      const record: RunBrowseStatement = (statement, name) => {
        statements.push({ name, ...statement.toSQL() });
        return statement.prepare(name).execute();
      };
      const first = await readCreatorList(db, filters, record);
      const bareQuery = async () => {
        await readCreatorList(db, filters);
      };
      await runLoad(bareQuery, { requests: WARMUP, concurrency: CONCURRENCY, maxSeconds: MAX_SECONDS });
      const bare = await runLoad(bareQuery, { requests: REQUESTS, concurrency: CONCURRENCY, maxSeconds: MAX_SECONDS });
      // One connection: what a page's statements cost when nothing queues beside them.
      const serial = await runLoad(bareQuery, { requests: SERIAL_REQUESTS, concurrency: 1, maxSeconds: MAX_SECONDS });
      results.push({ name: shape.name, cold: endpoint.cold[index]!, warm: endpoint.warm[index]!, bare, serial });

      const query = new URLSearchParams(shape.query).toString();
      const total = `${first.total.toLocaleString("en-US")}${first.totalCapped ? "+" : ""}`;
      plans.push(`${shape.name} (?${query || "no parameters"}): ${total} matches (HTTP said ${totals[index]}), ${first.creators.length} on the page`);
      for (const statement of statements) {
        const [explained] = await sql.unsafe(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`, statement.params as never[]);
        const [{ Plan, "Execution Time": time }] = (explained as unknown as { "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] })[
          "QUERY PLAN"
        ];
        const { summary, seqScan } = summarisePlan(Plan);
        if (seqScan) seqScans++;
        plans.push(`  ${statement.name.padEnd(20)} ${time.toFixed(2)} ms${seqScan ? "  SEQUENTIAL SCAN OVER CREATORS" : ""}: ${summary}`);
      }
    }

    const widths = [24, 9, 7, 7, 6, 9, 7, 7, 6, 8, 7, 7, 6, 7];
    const figures = (r: LoadResult) => [ms(r.p50), ms(r.p95), ms(r.p99), r.perSecond.toFixed(0)];
    log();
    log(row(["", "HTTP cold", "", "", "", "HTTP warm", "", "", "", "SQL", "", "", "", ""], widths));
    log(row(["shape", "p50", "p95", "p99", "req/s", "p50", "p95", "p99", "req/s", "p50", "p95", "p99", "q/s", "errors"], widths));
    for (const { name: shape, cold, warm, bare } of results) {
      log(row([shape, ...figures(cold), ...figures(warm), ...figures(bare), cold.errors + warm.errors + bare.errors], widths));
    }
    log("(milliseconds; cold = BROWSE_CACHE=off, every answer read from the database; warm = the cache on;");
    log(" SQL = the service's own statements on a pool of the same size, without HTTP, Next or the cache)");
    log(`Machine load (1-minute average) before the timed runs: ${loadBefore}; after: ${load()}.`);
    log();
    log(`SQL on one connection (${SERIAL_REQUESTS} pages per shape): what a page costs when nothing queues beside it.`);
    log(row(["shape", "p50", "p95", "p99", "q/s"], widths));
    for (const { name: shape, serial } of results) {
      log(row([shape, ...figures(serial)], widths));
    }
    log();
    log("Plans (EXPLAIN ANALYZE of each statement):");
    plans.forEach((line) => log(line));
    log();
    const missed = results.filter((r) => r.warm.p95 >= TARGET.endpointP95);
    log(
      `Target: endpoint p95 < ${TARGET.endpointP95} ms for every shape with the cache on: ` +
        (missed.length === 0 ? "met." : `missed by ${missed.map((r) => r.name).join(", ")}.`),
    );
    const coldMissed = results.filter((r) => r.cold.p95 >= TARGET.endpointP95).map((r) => r.name);
    log(`Cache off, for comparison: ${coldMissed.length === 0 ? "met too." : `over ${TARGET.endpointP95} ms for ${coldMissed.join(", ")}.`}`);
    log(`Sequential scans over creators: ${seqScans === 0 ? "none" : seqScans}.`);
    const errors = results.reduce((sum, r) => sum + r.cold.errors + r.warm.errors + r.bare.errors, 0);
    process.exitCode = missed.length === 0 && seqScans === 0 && errors === 0 ? 0 : 1;
  } finally {
    child?.kill("SIGTERM");
    await sql.end();
    await db.$end();
    if (!process.env.BENCH_KEEP) await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    else log(`Kept the database: ${databaseUrl}`);
    await admin.end();
    if (!process.env.BENCH_KEEP) await server.stop();
  }
}

await main();
// Exit with the verdict even if a library left a handle open.
process.exit(process.exitCode ?? 0);
