/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset, the system Chromium) over the home page, browse,
 * a creator page and the feed of a seeded production build (the same database and build folder as
 * bench:pages). Prints the performance score, LCP, TBT, CLS and the bytes each page transfers.
 * CHROME_PATH (default /usr/bin/chromium) names the browser; BENCH_LIGHTHOUSE_RUNS (1) runs each page
 * that many times and keeps the median score. Each page is first requested WARMUP_REQUESTS times, and the build's
 * files and optimised pictures it names once, as a serving app has been: Lighthouse takes the server's response time
 * from what it sees, a route's first render after a start loads its code, the front server keeps a file once it has
 * been asked for, and Next.js's image optimizer a picture once it has made it.
 * Last, the floor: Next.js's empty page on this machine (scripts/bench/floor.ts), which no page of Lakou can beat.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { desc, sql } from "drizzle-orm";
import { creatorProfiles } from "../../src/server/db/schema";
import { startFloorApp } from "./floor";
import { FLOOR_PAGE } from "./floor-app-build";
import { ensureBuild, log, seededDatabase, startServer, stopServer } from "./server";

const DIST_DIR = ".next-bench-pages";
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const WARMUP_REQUESTS = 5;
const TARGET = { score: 95, lcpMs: 2000 };
const CHROMIUM_IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

interface Audit {
  numericValue?: number;
}
interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
}

function lighthouse(url: string): Report {
  const result = spawnSync(
    path.resolve("node_modules/.bin/lighthouse"),
    [url, "--only-categories=performance", "--output=json", "--output-path=stdout", "--quiet", `--chrome-flags=${CHROME_FLAGS.join(" ")}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr}`);
  const report = JSON.parse(result.stdout) as Report;
  if (report.runtimeError) throw new Error(`lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return report;
}

const value = (report: Report, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;

/**
 * Asks for `path` WARMUP_REQUESTS times, then for the build's files it names, which earlier visitors would have asked
 * for (the front server keeps them), and its pictures at each width (Next.js's image optimizer keeps each one it made).
 * The page's own data names them too, inside JSON strings: a backslash ends a name there.
 */
async function warm(base: string, path: string) {
  let html = "";
  for (let i = 0; i < WARMUP_REQUESTS; i++) {
    const answer = await fetch(`${base}${path}`);
    if (!answer.ok) throw new Error(`${path}: HTTP ${answer.status}`);
    html = await answer.text();
  }
  const names = [...(html.match(/\/_next\/static\/[^"'\\\s)]+/g) ?? []), ...(html.match(/\/_next\/image\?[^"'\\\s,]+/g) ?? [])];
  for (const file of new Set(names.map((name) => name.replaceAll("&amp;", "&")))) {
    // The optimizer keeps a picture per format, chosen by the Accept header: ask as Chromium does.
    const answer = await fetch(`${base}${file}`, { headers: { accept: CHROMIUM_IMAGE_ACCEPT } });
    if (!answer.ok) throw new Error(`${file}: HTTP ${answer.status}`);
    await answer.arrayBuffer();
  }
}

/** The run with the median score of RUNS runs on `url`. */
function medianRun(url: string): Report {
  const reports = Array.from({ length: RUNS }, () => lighthouse(url)).sort(
    (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
  );
  return reports[Math.floor(reports.length / 2)]!;
}

const scoreOf = (report: Report) => Math.round((report.categories.performance.score ?? 0) * 100);

async function main() {
  const database = await seededDatabase();
  let child: Awaited<ReturnType<typeof startServer>>["child"] | undefined;
  try {
    const [creator] = await database.db
      .select({ id: creatorProfiles.userId })
      .from(creatorProfiles)
      .orderBy(desc(sql`(select count(*) from reviews r where r.creator_id = ${creatorProfiles.userId})`))
      .limit(1);
    if (!creator) throw new Error("the demo data has no creator");
    ensureBuild(DIST_DIR);
    const server = await startServer(DIST_DIR, database.url);
    child = server.child;
    const pages = [
      { name: "home", path: "/en" },
      { name: "browse", path: "/en/browse" },
      { name: "creator page", path: `/en/creator/${creator.id}` },
      { name: "feed", path: "/en/feed" },
    ];
    const widths = [14, 6, 8, 8, 7, 10];
    const row = (cells: (string | number)[]) => cells.map((cell, i) => String(cell).padStart(widths[i]!)).join("  ");
    for (const page of pages) await warm(server.base, page.path);
    log(`Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ""}mobile preset on ${server.base}`);
    log(row(["page", "score", "LCP ms", "TBT ms", "CLS", "bytes KiB"]));
    const missed: string[] = [];
    const print = (name: string, report: Report) =>
      log(
        row([
          name,
          scoreOf(report),
          value(report, "largest-contentful-paint").toFixed(0),
          value(report, "total-blocking-time").toFixed(0),
          value(report, "cumulative-layout-shift").toFixed(3),
          (value(report, "total-byte-weight") / 1024).toFixed(1),
        ]),
      );
    for (const page of pages) {
      const report = medianRun(`${server.base}${page.path}`);
      if (scoreOf(report) < TARGET.score || value(report, "largest-contentful-paint") > TARGET.lcpMs) missed.push(page.name);
      print(page.name, report);
    }
    const floor = await startFloorApp();
    try {
      await warm(floor.base, FLOOR_PAGE);
      print("floor: empty", medianRun(`${floor.base}${FLOOR_PAGE}`));
    } finally {
      await floor.stop();
    }
    log("The floor is Next.js's empty page on this machine (scripts/bench/floor.ts), served as Lakou is.");
    log(`Targets: score >= ${TARGET.score} and LCP <= ${TARGET.lcpMs} ms: ${missed.length === 0 ? "met." : `missed by ${missed.join(", ")}.`}`);
    process.exitCode = missed.length === 0 ? 0 : 1;
  } finally {
    if (child) await stopServer(child);
    await database.stop();
  }
}

await main();
process.exit(process.exitCode ?? 0);
