/**
 * `npm run bench:pages`: the pages signed-in fans open most, measured on a production build.
 *
 * 1. Makes a separate database (on BENCH_DATABASE_URL's server, or an embedded PostgreSQL in a
 *    temporary folder), migrates it and loads the demo data.
 * 2. Starts the production server against it (`next build` into .next-bench-pages first when that
 *    build is missing; BENCH_REBUILD=1 builds again) and signs in the demo fans over HTTP.
 * 3. For each page (a creator page, /en/feed, /en/fan/orders, one of the fan's orders, and the demo
 *    creator's /en/creator/analytics over a year of activity: scripts/bench/creator-year.ts) sends
 *    BENCH_REQUESTS requests (1,000) from BENCH_CONCURRENCY connections (10) after a warm-up, each
 *    connection as one of the fans, asking for gzip as browsers do. Prints req/s and p50/p95/p99,
 *    and the size of the document and of its RSC payload (a client-side navigation), raw and gzipped.
 * 4. Then, with Lakou stopped, measures the floor the same way: Next.js's empty page and a route handler on
 *    this machine (scripts/bench/floor.ts), and prints each page's rate as a share of the empty page's.
 * Traffic goes to 127.0.0.1 only; every loop is bounded by a count and a time limit.
 */
import http from "node:http";
import os from "node:os";
import { gzipSync } from "node:zlib";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { creatorProfiles, users, videoRequests } from "../../src/server/db/schema";
import { DEMO_PASSWORD } from "../../src/server/db/seed/demo-accounts";
import { seedCreatorYear } from "./creator-year";
import { startFloorApp } from "./floor";
import { FLOOR_PAGE, FLOOR_ROUTE } from "./floor-app-build";
import { type LoadResult, runLoad } from "./load";
import { ensureBuild, log, seededDatabase, signIn, startServer, stopServer } from "./server";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const MAX_SECONDS = 60;
const DIST_DIR = ".next-bench-pages";
const FAN_EMAILS = ["fan@lakou.demo", "fancreator@lakou.demo"];
const CREATOR_EMAIL = "creator@lakou.demo";
const TARGET = { perSecond: 200, p95: 100, documentKiB: 20 };
/** The analytics page's own latency target (issue 18): p95 under 150 ms for a creator with a year of data. */
const ANALYTICS_P95 = 150;

interface Fan {
  email: string;
  cookie: string;
  orderId: string | undefined;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One GET over the kept-alive sockets; resolves with the body as it came over the wire. */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer; encoding: string | undefined; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), encoding: response.headers["content-encoding"], location: response.headers.location }),
        );
      })
      .on("error", reject);
  });
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** Raw and gzipped size of an answer (gzip as sent by the server, else made here with the default level). */
async function sizes(page: string, cookie: string, extra: Record<string, string> = {}) {
  let url = page;
  let plain = await get(url, { cookie, ...extra });
  // An RSC request without its cache-busting `_rsc` parameter is sent to the URL that has it.
  if (plain.status === 307 && plain.location?.includes("_rsc")) {
    url = new URL(plain.location, page).toString();
    plain = await get(url, { cookie, ...extra });
  }
  if (plain.status !== 200) throw new Error(`${url}: HTTP ${plain.status} ${plain.location ?? ""}`);
  const zipped = await get(url, { cookie, "accept-encoding": "gzip", ...extra });
  const gzipBytes = zipped.encoding === "gzip" ? zipped.body.length : gzipSync(plain.body).length;
  return { raw: plain.body.length, gzip: gzipBytes };
}

/** The warm-up, then the timed run, of `request`. */
async function timed(request: () => Promise<void>) {
  await runLoad(request, { requests: WARMUP, concurrency: CONCURRENCY, maxSeconds: MAX_SECONDS });
  return runLoad(request, { requests: REQUESTS, concurrency: CONCURRENCY, maxSeconds: MAX_SECONDS });
}

/** A request that counts as an error unless it is answered 200. */
async function ok(url: string, headers: Record<string, string>) {
  const answer = await get(url, { "accept-encoding": "gzip", ...headers });
  if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
}

/** Next.js alone on this machine, served and measured as Lakou's pages are (scripts/bench/floor.ts). */
async function measureFloor() {
  const floor = await startFloorApp();
  try {
    const page = await timed(() => ok(`${floor.base}${FLOOR_PAGE}`, {}));
    const route = await timed(() => ok(`${floor.base}${FLOOR_ROUTE}`, {}));
    return { page, route };
  } finally {
    await floor.stop();
  }
}

function row(cells: (string | number)[], widths: number[]) {
  return cells.map((cell, i) => String(cell).padStart(widths[i]!)).join("  ");
}

async function main() {
  log(`Page benchmark: ${REQUESTS} requests per page from ${CONCURRENCY} connections (signed-in fans), ${WARMUP} warm-up.`);
  const database = await seededDatabase();
  let child: Awaited<ReturnType<typeof startServer>>["child"] | undefined;
  try {
    const { db } = database;
    const fanRows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, FAN_EMAILS));
    const [creator] = await db
      .select({ id: creatorProfiles.userId })
      .from(creatorProfiles)
      .orderBy(desc(sql`(select count(*) from reviews r where r.creator_id = ${creatorProfiles.userId})`))
      .limit(1);
    if (!creator) throw new Error("the demo data has no creator");
    const [demoCreator] = await db.select({ id: users.id }).from(users).where(eq(users.email, CREATOR_EMAIL));
    if (!demoCreator || !fanRows[0]) throw new Error("the demo data has no demo creator or fan");
    await seedCreatorYear(db, demoCreator.id, fanRows[0].id);
    log(`Gave ${CREATOR_EMAIL} a year of activity and made the analytics rollups.`);

    ensureBuild(DIST_DIR);
    const server = await startServer(DIST_DIR, database.url);
    child = server.child;
    const fans: Fan[] = [];
    for (const { id, email } of fanRows) {
      const [order] = await db
        .select({ id: videoRequests.id })
        .from(videoRequests)
        .where(eq(videoRequests.fanId, id))
        .orderBy(desc(videoRequests.createdAt))
        .limit(1);
      fans.push({ email, cookie: await signIn(server.base, email, DEMO_PASSWORD), orderId: order?.id });
    }
    const creatorVisitor: Fan = { email: CREATOR_EMAIL, cookie: await signIn(server.base, CREATOR_EMAIL, DEMO_PASSWORD), orderId: undefined };
    const withOrders = fans.filter((fan) => fan.orderId);
    if (withOrders.length === 0) throw new Error("no demo fan has an order");
    log(`Signed in ${fans.map((fan) => fan.email).join(", ")}; creator page /en/fan/creators/${creator.id}.`);

    const pages: { name: string; fans: Fan[]; path: (fan: Fan) => string; p95?: number }[] = [
      { name: "creator page", fans, path: () => `/en/fan/creators/${creator.id}` },
      { name: "/en/feed", fans, path: () => "/en/feed" },
      { name: "/en/fan/orders", fans, path: () => "/en/fan/orders" },
      { name: "order page", fans: withOrders, path: (fan) => `/en/fan/orders/${fan.orderId}` },
      { name: "creator analytics", fans: [creatorVisitor], path: () => "/en/creator/analytics?range=90", p95: ANALYTICS_P95 },
    ];

    const load = () => `${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
    const loadBefore = load();
    const results: { name: string; run: LoadResult; html: { raw: number; gzip: number }; rsc: { raw: number; gzip: number }; p95: number }[] = [];
    for (const page of pages) {
      const fan = page.fans[0]!;
      const url = `${server.base}${page.path(fan)}`;
      const html = await sizes(url, fan.cookie);
      const rsc = await sizes(url, fan.cookie, { rsc: "1" });
      // Each request goes out as the next fan in turn, so the connections share the fans.
      let turn = 0;
      const run = await timed(() => {
        const who = page.fans[turn++ % page.fans.length]!;
        return ok(`${server.base}${page.path(who)}`, { cookie: who.cookie });
      });
      results.push({ name: page.name, run, html, rsc, p95: page.p95 ?? TARGET.p95 });
    }
    await stopServer(server.child);
    child = undefined;
    const floor = await measureFloor();

    const widths = [18, 7, 7, 7, 7, 6, 9, 9, 8, 8, 9];
    const timings = (run: LoadResult) => [run.perSecond.toFixed(0), run.p50.toFixed(1), run.p95.toFixed(1), run.p99.toFixed(1), run.errors];
    const ofFloor = (perSecond: number) => `${((100 * perSecond) / floor.page.perSecond).toFixed(0)}%`;
    log();
    log(row(["page", "req/s", "p50", "p95", "p99", "errors", "HTML KiB", "HTML gz", "RSC KiB", "RSC gz", "of floor"], widths));
    for (const { name, run, html, rsc } of results) {
      log(row([name, ...timings(run), kib(html.raw), kib(html.gzip), kib(rsc.raw), kib(rsc.gzip), ofFloor(run.perSecond)], widths));
    }
    log(row(["floor: empty page", ...timings(floor.page), "", "", "", "", ofFloor(floor.page.perSecond)], widths));
    log(row(["floor: route", ...timings(floor.route), "", "", "", "", ofFloor(floor.route.perSecond)], widths));
    log("(latencies in milliseconds; sizes in KiB, raw and gzip-compressed)");
    log(
      `The floor is Next.js alone here (scripts/bench/floor.ts): its empty page and a route handler, served as Lakou is. ` +
        `${TARGET.perSecond} req/s is ${ofFloor(TARGET.perSecond)} of the empty page's rate on this machine.`,
    );
    log(`Machine load (1-minute average) before the timed runs: ${loadBefore}; after: ${load()}.`);
    const missed = results
      .filter((r) => r.run.perSecond < TARGET.perSecond || r.run.p95 >= r.p95 || r.html.gzip > TARGET.documentKiB * 1024 || r.run.errors > 0)
      .map((r) => r.name);
    log(
      `Targets: >= ${TARGET.perSecond} req/s, p95 < ${TARGET.p95} ms (creator analytics: ${ANALYTICS_P95} ms), document <= ${TARGET.documentKiB} KiB gzipped, no errors: ` +
        (missed.length === 0 ? "met." : `missed by ${missed.join(", ")}.`),
    );
    process.exitCode = missed.length === 0 ? 0 : 1;
  } finally {
    if (child) await stopServer(child);
    await database.stop();
  }
}

await main();
// Exit with the verdict even if a library left a handle open.
process.exit(process.exitCode ?? 0);
