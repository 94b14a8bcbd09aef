import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { orderNumberOf } from "../../src/lib/video-requests/order-number";
import { seedId } from "../../src/server/db/seed/deterministic";
import { AFTER_AUTH, signIn } from "./support/accounts";
import { chooseOption } from "./support/select";

/**
 * What a MonCash payment charged, where the fan sees it: the checkout's note follows the chosen method,
 * and after paying by test MonCash the order page and My Orders show the gourdes taken, with the rate and
 * the dollar value, not the request's dollar price.
 */

const CREATOR_ID = seedId("user:creator@lakou.demo");


async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).include("main").analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test("@phone a video paid by test MonCash shows the gourdes charged on the order page and in My Orders", async ({ page }, testInfo) => {
  test.slow();
  await signIn(page, "fan@lakou.demo");
  await page.goto(`/en/fan/creators/${CREATOR_ID}?openBooking=true`);
  const dialog = page.getByRole("dialog");
  await chooseOption(page, dialog.getByLabel("Occasion"), "Graduation");
  await dialog.getByLabel("Recipient name").fill("Jinette");
  await dialog.getByLabel("Instructions for the creator").fill("Congratulate my cousin Jinette on finishing nursing school in Cap-Haïtien.");
  await dialog.getByRole("button", { name: "Continue to checkout" }).click();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/en\/checkout\?type=video&/, AFTER_AUTH);
  const requestId = new URL(page.url()).searchParams.get("requestId")!;

  // The summary's note follows the method: a card is held, MonCash is taken at once.
  const summary = page.locator("aside");
  await expect(summary).toContainText("Your card is held now and charged when the creator delivers your video.");
  await page.getByRole("radio", { name: /MonCash/ }).check();
  await expect(summary).toContainText("MonCash takes the payment at once. If the creator declines or the request expires, the full amount is refunded to you.");
  await expect(summary).not.toContainText("Your card is held");
  const amount = page.getByRole("region", { name: "Amount in gourdes" });
  const total = (await amount.locator("dd").last().textContent())!.trim();
  expect(total).toMatch(/ G$/);
  const approximation = (await amount.getByText(/^≈ \$[\d.,]+ at 1 USD = [\d.,]+ HTG$/).textContent())!;
  const [, usd, rate] = /^≈ (\$[\d.,]+) at 1 USD = ([\d.,]+) HTG$/.exec(approximation)!;
  await page.screenshot({ path: testInfo.outputPath("checkout-moncash.png"), fullPage: true });

  await page.getByLabel("MonCash phone number").fill("50937001234");
  await page.getByRole("button", { name: /^Pay .* with MonCash$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "MonCash (test)" })).toBeVisible(AFTER_AUTH);
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/fan/orders/${requestId}$`), AFTER_AUTH);

  // The order page: the price as charged, in gourdes, with MonCash's fee, the rate and the dollar value.
  const price = page.getByRole("region", { name: "Order summary" });
  await expect(price.getByRole("definition").last()).toHaveText(total);
  await expect(price).toContainText("Payment fee");
  await expect(price).toContainText(`Paid with MonCash in gourdes at 1 USD = ${rate} HTG (≈ ${usd}).`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("order-moncash.png"), fullPage: true });

  // My Orders: the same gourdes and the dollar value.
  await page.goto("/en/fan/orders");
  const row = page.locator("main").getByRole("listitem").filter({ hasText: orderNumberOf(requestId) });
  await expect(row).toContainText(total);
  await expect(row).toContainText(`≈ ${usd}`);
  await page.screenshot({ path: testInfo.outputPath("my-orders-moncash.png"), fullPage: true });
});
