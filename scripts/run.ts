/**
 * `npm run dev` / `npm start`: database first (DATABASE_URL, or the embedded PostgreSQL), migrations,
 * demo data on a fresh embedded database, the job worker (scripts/worker.ts), then Next.js. When
 * either process ends, the other is stopped, and the database stops after both.
 */
import "./with-local-env";
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createDb } from "../src/server/db";
import { runMigrations } from "../src/server/db/migrate";
import { onShutdownSignal, resolveDatabase } from "../src/server/db/runtime";
import { seedIfEmpty } from "../src/server/db/seed";
import { testModeRefusal } from "../src/server/payments/mode";
import { syncExchangeRateFromEnv } from "../src/server/services/payments/exchange-rate";
import { ensureDemoAuthSecret } from "./local-env";

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
  if (database.embedded && (await seedIfEmpty(db))) console.log("Loaded the demo data into the new embedded database.");
  await syncExchangeRateFromEnv(db);
  await db.$end();
}

const childEnv = { ...process.env, DATABASE_URL: database.url };

/** The worker in its own process: Next.js's dev reloads leave it alone. Resolves once it is ready. */
function startWorkerProcess(): Promise<ChildProcess> {
  const worker = spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/server-only-hook.mjs", "scripts/worker.ts"], {
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

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
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

const next = spawn(path.resolve("node_modules/.bin/next"), [mode, ...process.argv.slice(3)], {
  stdio: "inherit",
  env: childEnv,
});
children.push(next);
next.on("exit", (code, signal) => void shutdown(code ?? (signal ? 0 : 1)));
