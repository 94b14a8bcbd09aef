import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";

/** Every `errors.*` / `validation.*` key (and the booking domains' `*.errors.*` / `*.validation.*`) the server code names must have a text, or users see a fallback. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

function lookup(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe("message keys named in code", () => {
  const used = new Set<string>();
  for (const file of sourceFiles(path.resolve("src"))) {
    for (const match of readFileSync(file, "utf8").matchAll(/["'`]((?:errors|validation|[a-z]+\.(?:errors|validation))\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)["'`]/g)) {
      used.add(match[1] as string);
    }
  }

  it("finds the keys the services use", () => {
    expect(used.size).toBeGreaterThan(5);
  });

  it.each([...used].sort())("%s has an English text", (key) => {
    expect(typeof lookup(key)).toBe("string");
  });
});
