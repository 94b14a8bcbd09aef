import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every route file under src/app/api, found on disk, so a new one cannot forget its JSON 405. */
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

describe("REST routes", () => {
  it("answer the methods they lack with a JSON 405 (routeMethods) or name nothing (notFoundRoute)", () => {
    const files = routeFiles(path.join("src", "app", "api"));
    expect(files.length).toBeGreaterThan(3);
    const missing = files.filter((file) => !/routeMethods\(|notFoundRoute\(/.test(readFileSync(file, "utf8")));
    expect(missing).toEqual([]);
  });
});
