/**
 * `npm run dev` / `npm start`: database first (DATABASE_URL, or the embedded PostgreSQL), migrations,
 * demo data on a fresh embedded database, then Next.js; the database stops when Next stops.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { createDb } from "../src/server/db";
import { runMigrations } from "../src/server/db/migrate";
import { resolveDatabase } from "../src/server/db/runtime";
import { seedIfEmpty } from "../src/server/db/seed";
import { syncExchangeRateFromEnv } from "../src/server/services/payments/exchange-rate";
import { ensureDemoAuthSecret, loadLocalEnv } from "./local-env";

const mode = process.argv[2];
if (mode !== "dev" && mode !== "start") {
  console.error("usage: tsx scripts/run.ts dev|start [next options]");
  process.exit(2);
}

loadLocalEnv();
if (mode === "dev") ensureDemoAuthSecret();
else if (!process.env.AUTH_SECRET) {
  console.error("AUTH_SECRET is not set. A production start needs it: generate one with `openssl rand -base64 32`.");
  process.exit(1);
}

const database = await resolveDatabase();
await runMigrations(database.url);
{
  const db = createDb(database.url, { max: 2 });
  if (database.embedded && (await seedIfEmpty(db))) console.log("Loaded the demo data into the new embedded database.");
  await syncExchangeRateFromEnv(db);
  await db.$end();
}

const next = spawn(path.resolve("node_modules/.bin/next"), [mode, ...process.argv.slice(3)], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: database.url },
});

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await database.stop().catch((error: unknown) => console.error("Could not stop PostgreSQL:", error));
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    next.kill(signal);
  });
}
next.on("exit", (code, signal) => void shutdown(code ?? (signal ? 0 : 1)));
