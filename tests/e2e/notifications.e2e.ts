import { expect, type Page, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { signIn, signUpAndConfirm, uniqueEmail } from "./support/accounts";
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

/**
 * The tops of the toasts on screen now (none once they have closed), read without waiting for one:
 * on a loaded machine the toast may have come and gone while the fan's page loaded.
 */
const shownToastTops = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("[data-sonner-toast][data-visible=true][data-mounted=true]:not([data-removed=true])")].map(
      (toast) => toast.getBoundingClientRect().y,
    ),
  );

async function fanPays(page: Page, recipient: string) {
  const fan = await (await page.context().browser()!.newContext()).newPage();
  await signIn(fan, "fan@lakou.demo");
  await paidRequest(fan, recipient);
  await fan.context().close();
}

test.describe("the demo creator's open page", () => {
  // One viewport after the other: both watch the same creator, whose toasts show one at a time.
  test.describe.configure({ mode: "serial" });
  for (const viewport of [
    { name: "desktop", width: 1280, height: 800 },
    { name: "phone", width: 390, height: 844 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("a paid request reaches the open page at once: bell count, toast, list, mark read, history", async ({ page }) => {
        test.setTimeout(150_000);
        const recipient = `Live ${viewport.name} ${Date.now().toString(36)}`;
        const bell = await creatorWatching(page);
        // "Live" is the page's word that the stream is open: on a loaded run a stream that failed to open
        // may still be waiting out its reconnect backoff, and a payment made meanwhile would come by polling.
        await expect(page.getByTestId("live-status")).toHaveText(en.dashboard.live.status.live, { timeout: 60_000 });
        await bell.click();
        const panel = page.getByRole("dialog", { name: "Notifications" });
        await expect(panel).toBeVisible();
        await expect(panel.getByText("Loading notifications...")).toHaveCount(0);
        await page.keyboard.press("Escape");
        const before = await unreadOf(page);

        // Watched from before the payment: the toast may come (and go after 5 s) while the fan's page still loads.
        // Its title is read as it shows: on a loaded machine the fan's page may finish loading after the toast's 5 s.
        const toast = page.locator("[data-sonner-toast]").filter({ hasText: recipient }).filter({ hasText: "New video request" });
        const raised = toast.waitFor({ state: "attached", timeout: 80_000 });
        await fanPays(page, recipient);
        // Live: within 2 s of the fan's paid order page (polling would take up to 30 s).
        await Promise.race([raised, new Promise((_, reject) => setTimeout(() => reject(new Error("no toast within 2 s of the payment")), 2_000))]);
        await expect.poll(() => unreadOf(page), { timeout: 2_000 }).toBeGreaterThan(before);
        // Toasts stay clear of the top bar (navigation, bell, menus): the creator workspace's own.
        const header = (await page.locator("header").first().boundingBox())!;
        for (const top of await shownToastTops(page)) expect(top).toBeGreaterThanOrEqual(header.y + header.height);
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
});

test("with the stream blocked, polling still delivers the toast and the count", async ({ page }) => {
  test.setTimeout(100_000);
  await page.route("**/api/notifications/stream**", (route) => route.abort());
  await creatorWatching(page);
  const recipient = `Polled ${Date.now().toString(36)}`;
  await fanPays(page, recipient);
  // Attached, maybe behind a newer toast: other tests pay the same creator meanwhile.
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: recipient })).toBeAttached({ timeout: 40_000 });
  expect(await unreadOf(page)).toBeGreaterThan(0);
  await page.getByTestId("notification-bell").click();
  await expect(page.getByRole("dialog", { name: "Notifications" }).getByRole("status")).toHaveText(/Reconnecting...|Live updates are paused/);
});

test("a new fan's subscription activation shows a toast on the page they left open", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const watching = await context.newPage();
  await signUpAndConfirm(watching, { name: "Toast Fan", email: uniqueEmail("notify-sub"), role: "A fan" });
  await watching.goto("/en/fan/subscriptions");
  await watching.getByTestId("notification-bell").click();
  const panel = watching.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByText("No notifications yet")).toBeVisible();
  await watching.keyboard.press("Escape");

  const paying = await context.newPage();
  const { creators } = await (await paying.request.get("/api/public/creators?search=frantzy")).json();
  await paying.goto(`/en/fan/creators/${creators[0].id}`);
  await paying.locator("#subscribe").getByRole("button", { name: /^Subscribe Now to / }).first().click();
  await paying.waitForURL(/\/en\/payments\/test-subscription\?session_id=test_cs_/);
  await paying.getByRole("button", { name: en.subscriptions.testCheckout.pay, exact: true }).click();

  const toast = watching.locator("[data-sonner-toast]").filter({ hasText: "Subscription active" });
  await expect(toast).toBeVisible({ timeout: 10_000 });
  await expect(toast).toContainText("Frantzy Konpa");
  await expect(watching.getByTestId("notification-bell")).toHaveAttribute("aria-label", "Notifications, 1 unread");
  await context.close();
});
