/**
 * `npm run dev` / `npm start`: database first (DATABASE_URL, or the embedded PostgreSQL), migrations,
 * demo data on a fresh embedded database, the job worker (scripts/worker.ts), then Next.js on
 * 127.0.0.1 behind our front server (scripts/front-server.ts), which listens on the asked port and
 * host (`-p`/`--port`, `-H`/`--hostname`, else PORT or 3000, all interfaces) and tells Next.js each
 * client's address. A Next.js server renders on one thread, so `npm start` runs one per core
 * (WEB_CONCURRENCY to choose) and the front server shares the requests out; `npm run dev` runs one.
 * When any process ends, the others are stopped, and the database stops after them all.
 */
import "./with-local-env";
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { createDb } from "../src/server/db";
import { runMigrations } from "../src/server/db/migrate";
import { onShutdownSignal, resolveDatabase } from "../src/server/db/runtime";
import { seedIfEmpty } from "../src/server/db/seed";
import { loadDemoVideos } from "./demo-videos";
import { testModeRefusal } from "../src/server/payments/mode";
import { syncExchangeRateFromEnv } from "../src/server/services/payments/exchange-rate";
import { freeLocalPort, type FrontServer, startFrontServer } from "./front-server";
import { ensureDemoAuthSecret } from "./local-env";
import { productionServerCount } from "./next-servers";
import { TSX_NODE_OPTIONS } from "./node-launcher";

const mode = process.argv[2];
if (mode !== "dev" && mode !== "start") {
  console.error("usage: npm run dev|start -- [next options]");
  process.exit(2);
}

if (mode === "dev") ensureDemoAuthSecret();
else if (!process.env.AUTH_SECRET) {
  console.error("AUTH_SECRET is not set. A production start needs it: generate one with `openssl rand -base64 32`.");
  process.exit(1);
} else {
  const refusal = testModeRefusal(process.env);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
}

const database = await resolveDatabase();
await runMigrations(database.url);
{
  const db = createDb(database.url, { max: 2 });
  if (database.embedded) {
    if (await seedIfEmpty(db)) console.log("Loaded the demo data into the new embedded database.");
    await loadDemoVideos(db);
  }
  await syncExchangeRateFromEnv(db);
  await db.$end();
}

const childEnv = { ...process.env, DATABASE_URL: database.url };

/** The worker in its own process: Next.js's dev reloads leave it alone. Resolves once it is ready. */
function startWorkerProcess(): Promise<ChildProcess> {
  const worker = spawn(process.execPath, [...TSX_NODE_OPTIONS, "scripts/worker.ts"], {
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    env: childEnv,
  });
  children.push(worker);
  return new Promise((resolve, reject) => {
    worker.once("message", () => resolve(worker));
    worker.once("exit", (code) => reject(new Error(`the job worker stopped while starting (exit code ${code})`)));
  });
}

const children: ChildProcess[] = [];
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

/** Where the app is asked to listen (Next.js's own options), and Next.js's other options, handed on as they are. */
function listenOptions(args: string[]) {
  let port = Number(process.env.PORT) || 3000;
  let host: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => inline ?? args[++i] ?? "";
    if (name === "-p" || name === "--port") port = Number(value());
    else if (name === "-H" || name === "--hostname") host = value();
    else rest.push(args[i]!);
  }
  return { port, host, rest };
}

/** Resolves once something accepts connections on 127.0.0.1:`port` (a server that ends first stops the app). */
async function listening(port: number) {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const front: { server?: FrontServer } = {};
let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await front.server?.close();
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(children.map(exited));
  await database.stop().catch((error: unknown) => console.error("Could not stop PostgreSQL:", error));
  process.exit(code);
}
onShutdownSignal(() => void shutdown(0));

const worker = await startWorkerProcess().catch(async (error: unknown) => {
  console.error(error);
  await database.stop();
  process.exit(1);
});
worker.on("exit", (code) => {
  if (!stopping) console.error(`The job worker stopped (exit code ${code}): stopping the app.`);
  void shutdown(code ?? 1);
});

const listen = listenOptions(process.argv.slice(3));
const servers = mode === "dev" ? 1 : productionServerCount();
const nextPorts: number[] = [];
for (let i = 0; i < servers; i++) {
  let nextPort = await freeLocalPort();
  while (nextPorts.includes(nextPort)) nextPort = await freeLocalPort();
  const next = spawn(path.resolve("node_modules/.bin/next"), [mode, ...listen.rest, "-p", String(nextPort), "-H", "127.0.0.1"], {
    stdio: "inherit",
    env: childEnv,
  });
  children.push(next);
  nextPorts.push(nextPort);
  next.on("exit", (code, signal) => void shutdown(code ?? (signal ? 0 : 1)));
}
// Every server takes requests before the front server does, so none is handed to one still starting.
await Promise.all(nextPorts.map(listening));
// A production build's files are kept and answered by the front server (dev builds them as they change).
front.server = await startFrontServer({ port: listen.port, host: listen.host, targetPorts: nextPorts, keepStaticFiles: mode === "start" }).catch((error: unknown) => {
  console.error(`Could not listen on ${listen.host ?? "*"}:${listen.port}:`, error);
  void shutdown(1);
  return undefined;
});
if (front.server) {
  console.log(`Lakou listens on http://${listen.host ?? "localhost"}:${listen.port} (Next.js behind it on 127.0.0.1:${nextPorts.join(", ")}).`);
}
