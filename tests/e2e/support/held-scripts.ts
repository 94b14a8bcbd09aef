import type { Page } from "@playwright/test";

/**
 * Holds the page's scripts (Next.js's chunks) until the returned `release` is called: meanwhile the page is the
 * server's HTML, as on a slow phone before its scripts have arrived. Call before `page.goto`.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
