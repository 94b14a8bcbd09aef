/**
 * `npm run worker`: the background job worker alone (for an app spread over several machines);
 * `npm run dev` / `npm start` run it beside Next.js through scripts/run.ts. Runs with the
 * server-only hook (scripts/server-only-hook.mjs) so the app's server modules load as in Next.js.
 */
import "./with-local-env";
import { runMigrations } from "../src/server/db/migrate";
import { onShutdownSignal, resolveDatabase } from "../src/server/db/runtime";
import { prepareJobQueue } from "../src/server/jobs/queue";
import { startWorker } from "../src/server/jobs/worker";

const database = await resolveDatabase();
await runMigrations(database.url);
await prepareJobQueue(database.url);
const worker = await startWorker(database.url);
console.log("Job worker started.");
// The launcher waits for this before it starts Next.js, so no page can queue a job into a missing queue.
process.send?.("ready");

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await worker.stop().catch((error: unknown) => console.error("Could not stop the job worker:", error));
  await database.stop().catch((error: unknown) => console.error("Could not stop PostgreSQL:", error));
  process.exit(0);
}
onShutdownSignal(() => void shutdown());
// Started by the launcher: stop when it goes away, even if it could not say so.
process.on("disconnect", () => void shutdown());
