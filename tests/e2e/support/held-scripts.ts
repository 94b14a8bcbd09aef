import type { Page } from "@playwright/test";

/** Next.js's script chunks (its stylesheets live beside them, and are let through so the page can show). */
const isScriptChunk = (url: URL) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js");

/**
 * Holds the page's scripts (Next.js's chunks) until the returned `release` is called: meanwhile the page is the
 * server's HTML with its styles, as on a slow phone before its scripts have arrived. Call before `page.goto`.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isScriptChunk, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
