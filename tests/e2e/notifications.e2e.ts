import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { paidRequest } from "./support/paid-request";

/**
 * Live notifications: the demo creator has a page open; the demo fan pays for a request in another
 * browser; the creator's bell count rises and a toast shows, without a reload (the stream), and
 * still when the stream is blocked (polling every 30 s).
 */

const SHOTS = "test-results/screenshots";

/** The bell's unread count, read from its accessible name ("Notifications, 3 unread"). */
async function unreadOf(page: Page): Promise<number> {
  const name = (await page.getByTestId("notification-bell").getAttribute("aria-label")) ?? "";
  return Number(name.match(/(\d+) unread/)?.[1] ?? 0);
}

async function creatorWatching(page: Page) {
  await signIn(page, "creator@lakou.demo");
  await page.goto("/en/creator/dashboard");
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toBeVisible();
  return bell;
}

async function fanPays(page: Page, recipient: string) {
  const fan = await (await page.context().browser()!.newContext()).newPage();
  await signIn(fan, "fan@lakou.demo");
  await paidRequest(fan, recipient);
  await fan.context().close();
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a paid request reaches the open page at once: bell count, toast, list, mark read, history", async ({ page }) => {
      const recipient = `Live ${viewport.name} ${Date.now().toString(36)}`;
      const bell = await creatorWatching(page);
      // The stream is up once the bell has its first list; open and close it to see.
      await bell.click();
      const panel = page.getByRole("dialog", { name: "Notifications" });
      await expect(panel).toBeVisible();
      await expect(panel.getByText("Loading notifications...")).toHaveCount(0);
      await page.keyboard.press("Escape");
      const before = await unreadOf(page);

      await fanPays(page, recipient);
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: recipient });
      await expect(toast).toBeVisible({ timeout: 2_000 });
      await expect(toast).toContainText("New video request");
      await expect.poll(() => unreadOf(page), { timeout: 2_000 }).toBeGreaterThan(before);
      // The toast stays clear of the header (navigation, bell, menus).
      const header = await page.getByRole("banner").boundingBox();
      const toastBox = await toast.boundingBox();
      expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      await page.screenshot({ path: `${SHOTS}/notifications-toast-${viewport.name}.png` });

      await bell.click();
      const row = panel.getByRole("listitem").filter({ hasText: recipient });
      await expect(row).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/notifications-panel-${viewport.name}.png` });
      await row.getByRole("button", { name: /^Mark ".*" as read$/ }).click();
      // Read now (the count itself moves with other tests' payments to the same demo creator).
      await expect(row.getByRole("button", { name: /^Mark ".*" as read$/ })).toHaveCount(0);
      await expect(row).not.toHaveAttribute("data-unread");

      await panel.getByRole("link", { name: "See all notifications" }).click();
      await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
      const historyRow = page.getByRole("main").getByRole("listitem").filter({ hasText: recipient });
      await expect(historyRow).toBeVisible();
      await historyRow.getByRole("button", { name: /^Delete / }).click();
      await expect(historyRow).toHaveCount(0);
    });
  });
}

test("with the stream blocked, polling still delivers the toast and the count", async ({ page }) => {
  test.setTimeout(100_000);
  await page.route("**/api/notifications/stream**", (route) => route.abort());
  await creatorWatching(page);
  const recipient = `Polled ${Date.now().toString(36)}`;
  await fanPays(page, recipient);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: recipient })).toBeVisible({ timeout: 40_000 });
  expect(await unreadOf(page)).toBeGreaterThan(0);
  await page.getByTestId("notification-bell").click();
  await expect(page.getByRole("dialog", { name: "Notifications" }).getByRole("status")).toHaveText(/Reconnecting...|Live updates are paused/);
});
