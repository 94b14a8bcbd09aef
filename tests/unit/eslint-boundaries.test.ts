import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The project's ESLint config on a snippet, as if it lived at `filePath`: the rules that fired. */
const eslint = new ESLint({ cwd: process.cwd() });
/** Loading the config and plugins takes a few seconds on a busy machine. */
const SLOW = { timeout: 30_000 };

async function rulesFired(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const CLIENT = '"use client";\n';

describe("client/server boundary (eslint.config.mjs)", SLOW, () => {
  it("refuses server code in a client component anywhere", async () => {
    const code = `${CLIENT}import { listCreators } from "@/server/services/creators/list-creators";\nexport const x = listCreators;\n`;
    expect(await rulesFired("src/app/[locale]/example/panel.tsx", code)).toContain("lakou/client-boundary");
    const only = `${CLIENT}import "server-only";\nexport const x = 1;\n`;
    expect(await rulesFired("src/app/[locale]/example/panel.tsx", only)).toContain("lakou/client-boundary");
  });

  it("lets a client component import types and server actions", async () => {
    const code = `${CLIENT}import type { Actor } from "@/server/auth/actor";
import { signOutAction } from "@/server/auth/actions";
export const x: Actor | null = null;
export const y = signOutAction;\n`;
    expect(await rulesFired("src/app/[locale]/example/panel.tsx", code)).toEqual([]);
  });

  it("refuses server code in any module under src/components, client directive or not", async () => {
    const code = `import { getDb } from "@/server/db";\nexport const x = getDb;\n`;
    expect(await rulesFired("src/components/example/helper.ts", code)).toContain("no-restricted-imports");
  });

  it("lets server modules import server code", async () => {
    const code = `import { getDb } from "@/server/db";\nexport const x = getDb;\n`;
    expect(await rulesFired("src/server/services/example/read.ts", code)).toEqual([]);
  });
});

describe("Drizzle writes (eslint-plugin-drizzle)", SLOW, () => {
  it("refuses an update or delete without where", async () => {
    const code = `import type { Db } from "@/server/db";
import { users } from "@/server/db/schema";
export async function wipe(db: Db) {
  await db.delete(users);
  await db.update(users).set({ name: "x" });
}\n`;
    expect(await rulesFired("src/server/services/example/wipe.ts", code)).toEqual([
      "drizzle/enforce-delete-with-where",
      "drizzle/enforce-update-with-where",
    ]);
  });
});
