import { readFile } from "node:fs/promises";
import path from "node:path";
import { type Browser, type Page, test as base } from "@playwright/test";

/** The demo accounts (README), one per role. */
export const ROLE_EMAILS = {
  fan: "fan@lakou.demo",
  creator: "creator@lakou.demo",
  fancreator: "fancreator@lakou.demo",
  admin: "admin@lakou.demo",
} as const;
export type Role = keyof typeof ROLE_EMAILS;

/**
 * Where the setup project (tests/e2e/auth.setup.ts) keeps each role's signed-in browser state, made
 * once per run through the real sign-in form. Use it for tests that only read as that role:
 * `test.use({ storageState: roleState("fan") })`. A test that signs out, ends sessions or switches
 * mode must sign in on its own (`signIn`), so it never ends a session the other tests share.
 */
export const roleState = (role: Role) => path.join("test-results", ".auth", `${role}.json`);

/** Signs `page`'s browser context in as `role` with the setup project's saved cookies (no sign-in form). */
export async function useRole(page: Page, role: Role) {
  const state = JSON.parse(await readFile(roleState(role), "utf8")) as { cookies: Parameters<ReturnType<Page["context"]>["addCookies"]>[0] };
  await page.context().addCookies(state.cookies);
}

/** A page signed in as `role` in a browser context of its own, closed after the test. */
export const test = base.extend<{ pageAs: (role: Role) => Promise<Page> }>({
  pageAs: async ({ browser }, use) => {
    const opened: Awaited<ReturnType<Browser["newContext"]>>[] = [];
    await use(async (role) => {
      const context = await browser.newContext({ storageState: roleState(role) });
      opened.push(context);
      return context.newPage();
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});
