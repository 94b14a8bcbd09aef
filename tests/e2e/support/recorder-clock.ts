import { expect, type Page } from "@playwright/test";

/** The seconds the recorder's clock shows ("Recording 00:04 / 03:00" → 4). */
async function shownSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole("timer").textContent()) ?? "";
  const shown = /(\d\d):(\d\d)/.exec(text);
  return shown ? Number(shown[1]) * 60 + Number(shown[2]) : 0;
}

/**
 * Waits until the recorder's own clock has counted at least `seconds`. It reads the number rather than waiting for
 * one exact display: on a busy machine the clock may step from 00:02 straight to 00:04.
 */
export async function recordFor(page: Page, seconds: number) {
  await expect.poll(() => shownSeconds(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(seconds);
}
