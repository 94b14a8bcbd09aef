/**
 * The floor app's servers (scripts/bench/floor.ts starts this in its own process, as `npm start` runs Lakou's front
 * server in its own): the built floor app under `next start`, one server per core unless WEB_CONCURRENCY says, behind
 * scripts/front-server.ts on a free port of 127.0.0.1. Tells its parent the address once every server answers, and
 * stops them all on SIGTERM.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freeLocalPort, type FrontServer, startFrontServer } from "../front-server";
import { productionServerCount } from "../next-servers";
import { FLOOR_APP_DIR, FLOOR_ROUTE, floorEnv } from "./floor-app-build";
import { stopServer, untilAnswering } from "./server";

const children: ChildProcess[] = [];
let front: FrontServer | undefined;
let stopping = false;

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await front?.close();
  await Promise.all(children.map(stopServer));
  process.exit(code);
}
process.on("SIGTERM", () => void stop(0));

try {
  const ports: number[] = [];
  for (let i = 0; i < productionServerCount(); i++) {
    let port = await freeLocalPort();
    while (ports.includes(port)) port = await freeLocalPort();
    ports.push(port);
    const child = spawn(path.resolve("node_modules/.bin/next"), ["start", FLOOR_APP_DIR, "-p", String(port), "-H", "127.0.0.1"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: floorEnv(),
    });
    child.on("exit", () => void stop(1));
    children.push(child);
  }
  await Promise.all(ports.map((port) => untilAnswering(`http://127.0.0.1:${port}${FLOOR_ROUTE}`)));
  const port = await freeLocalPort();
  front = await startFrontServer({ port, host: "127.0.0.1", targetPorts: ports });
  process.send?.({ base: `http://127.0.0.1:${port}` });
} catch (error) {
  console.error(error);
  await stop(1);
}
