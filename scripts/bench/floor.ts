/**
 * The floor under the page benchmarks: what Next.js alone answers on this machine, served as Lakou is (a production
 * build, one Next.js server per core unless WEB_CONCURRENCY says, behind scripts/front-server.ts in a process of its
 * own: scripts/bench/floor-server.ts) and measured in the same run with the same connections. The app in
 * scripts/bench/floor-app has one page (a paragraph, rendered on each request) and one route handler (the text "ok"):
 * no proxy, no session, no database, no messages. No page of Lakou can be faster than the empty page, so the floor
 * shows how far each page is from what the framework allows here; the same page has measured twice as fast on one
 * machine of this kind as on another.
 */
import { spawn } from "node:child_process";
import { TSX_NODE_OPTIONS } from "../node-launcher";
import { ensureFloorBuild } from "./floor-app-build";
import { stopServer } from "./server";

/** Builds the floor app if need be and starts its servers; resolves with its address and how to stop it. */
export async function startFloorApp(): Promise<{ base: string; stop: () => Promise<void> }> {
  ensureFloorBuild();
  const child = spawn(process.execPath, [...TSX_NODE_OPTIONS, "scripts/bench/floor-server.ts"], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  const base = await new Promise<string>((resolve, reject) => {
    child.once("message", (message) => resolve((message as { base: string }).base));
    child.once("exit", (code) => reject(new Error(`the floor app stopped while starting (exit code ${code})`)));
  });
  return {
    base,
    stop: () => stopServer(child),
  };
}
