import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** The floor app (scripts/bench/floor.ts): its folder, its one page and its one route handler. */
export const FLOOR_APP_DIR = path.resolve("scripts/bench/floor-app");
export const FLOOR_PAGE = "/";
export const FLOOR_ROUTE = "/api/ok";

/** The environment of the floor app's `next` commands: production, and without Lakou's build folder. */
export function floorEnv() {
  const { NEXT_DIST_DIR: _lakouBuild, ...inherited } = process.env;
  return { ...inherited, NODE_ENV: "production" as const };
}

/** Builds the floor app when it has no build yet (BENCH_REBUILD=1 builds again). */
export function ensureFloorBuild() {
  if (existsSync(path.join(FLOOR_APP_DIR, ".next", "BUILD_ID")) && !process.env.BENCH_REBUILD) return;
  console.log("Building the floor app (scripts/bench/floor-app)...");
  const result = spawnSync(path.resolve("node_modules/.bin/next"), ["build", FLOOR_APP_DIR], { stdio: ["ignore", "ignore", "inherit"], env: floorEnv() });
  if (result.status !== 0) throw new Error("next build of the floor app failed");
}
