import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Server modules import "server-only", so a client bundle that pulls one in fails the build.
 * Exceptions are modules plain Node scripts load without Next.js: the database layer (drizzle-kit,
 * the launcher, migrations, seed, test setup) and the password hashing the seed uses.
 */
const SCRIPT_LOADED = [/^src\/server\/db\//, /^src\/server\/auth\/password\.ts$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const serverModules = sourceFiles("src/server").filter((file) => !SCRIPT_LOADED.some((pattern) => pattern.test(file)));

describe('import "server-only"', () => {
  it("covers the server modules", () => {
    expect(serverModules.length).toBeGreaterThan(40);
  });

  it.each(serverModules)("%s imports it", (file) => {
    expect(readFileSync(file, "utf8")).toMatch(/^import "server-only";$/m);
  });
});
