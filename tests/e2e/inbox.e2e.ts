import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { e2eDatabase } from "./support/e2e-db";

/** The creator's inbox: the demo creator accepts one paid request and declines another with a reason. */

const PASSWORD = "lakou-demo-2026";
const SHOTS = "test-results/screenshots";

async function signIn(page: Page, email: string) {
  await page.goto("/en/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !/\/(login|auth\/callback)$/.test(url.pathname));
}

/** A request the demo fan has paid (status pending, deadline in 3 days): the state a payment leaves it in. */
async function paidRequest(recipientName: string) {
  const sql = e2eDatabase();
  try {
    await sql`
      insert into video_requests (fan_id, creator_id, occasion, recipient_name, instructions, delivery_tier, base_price_cents, amount_cents, status, due_at)
      select fan.id, creator.id, 'birthday', ${recipientName}, 'Please wish a happy birthday to my sister from all of us.', 'express', 5000, 5000, 'pending', now() + interval '3 days'
      from users fan, users creator where fan.email = 'fan@lakou.demo' and creator.email = 'creator@lakou.demo'`;
  } finally {
    await sql.end();
  }
}

test("the demo creator accepts a paid request and declines another in the inbox", async ({ page }) => {
  const suffix = Date.now().toString(36);
  const keep = `Inbox Keep ${suffix}`;
  const refuse = `Inbox Refuse ${suffix}`;
  await paidRequest(keep);
  await paidRequest(refuse);
  await signIn(page, "creator@lakou.demo");
  await page.goto("/en/creator/content");
  await expect(page.getByRole("heading", { name: "My Videos", level: 1 })).toBeVisible();

  const keepCard = page.getByRole("listitem").filter({ hasText: keep });
  await expect(keepCard).toContainText("Birthday for");
  await expect(keepCard).toContainText(/Due in 2d 23h|Due in 3d 0h/);
  await page.screenshot({ path: `${SHOTS}/inbox-desktop.png`, fullPage: true });
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).include("main").analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  await keepCard.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Request accepted.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: keep })).toHaveCount(0);

  await page.getByRole("listitem").filter({ hasText: refuse }).getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(dialog.getByText("Tell the fan why you are declining")).toBeVisible();
  await dialog.getByLabel("Reason").fill("I am travelling that week, sorry!");
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByText("Request declined; the fan will not be charged.")).toBeVisible();

  await page.getByRole("button", { name: "Accepted", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: keep }).getByRole("button", { name: "Start" })).toBeVisible();
  await page.getByRole("button", { name: "Declined", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: refuse })).toContainText("Your reason: I am travelling that week, sorry!");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Accepted", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: keep })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/inbox-390.png`, fullPage: true });
});
