import { expect, test } from "@playwright/test";
import { orderNumberOf } from "../../src/lib/video-requests/order-number";
import { pdfText } from "../integration/video-requests/fan/pdf-text";
import { signIn } from "./support/accounts";
import { e2eDatabase } from "./support/e2e-db";
import { paidRequest } from "./support/paid-request";

/**
 * The back office's money screens: an admin refunds part of a delivered MonCash order from the admin order
 * page (recorded as owed, since MonCash has no refund API); the fan sees it on the order page and the
 * receipt, in French and at 390 px; the admin then settles the owed refund on /admin/refunds.
 */

const ARRIVAL = { timeout: 30_000 };

test("an admin refunds part of an order; the fan's order page and receipt show it; the owed MonCash refund is settled", async ({ page, browser }) => {
  test.slow(); // two browsers, a MonCash payment, several server round trips
  const fanContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const fan = await fanContext.newPage();
  try {
    await signIn(fan, "fan@lakou.demo");
    const request = await paidRequest(fan, `Refund ${Date.now()}`);
    // Delivered (the studio's part is its own e2e): a refund applies to a delivered order.
    const sql = e2eDatabase();
    try {
      await sql`update video_requests set status = 'completed', completed_at = now() where id = ${request.id}`;
    } finally {
      await sql.end();
    }
    const number = orderNumberOf(request.id);

    await signIn(page, "admin@lakou.demo");
    await page.goto(`/en/admin/orders?q=${number}`);
    const main = page.locator("main");
    await main.getByRole("link", { name: new RegExp(number) }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible(ARRIVAL);

    const dialog = page.getByRole("dialog", { name: "Refund this order" });
    await main.getByRole("button", { name: "Refund" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Amount (HTG)").fill("50");
    await dialog.getByLabel("Reason").fill("E2E: delivered a day late");
    await dialog.getByRole("button", { name: "Refund" }).click();
    await expect(page.getByText("Refund recorded.")).toBeVisible(ARRIVAL);
    const paymentsRegion = main.getByRole("region", { name: "Payments" });
    await expect(paymentsRegion.getByText("Refund of 50 G")).toBeVisible(ARRIVAL);
    await expect(paymentsRegion.getByText("Refund owed")).toBeVisible();
    // The audit entry, in words.
    await expect(main.getByRole("region", { name: "Timeline" }).getByText("Refund owed", { exact: true })).toBeVisible();

    // The fan, in French on a phone: the order page and the receipt show the refund.
    await fan.goto(`/fr/fan/orders/${request.id}`);
    await expect(fan.getByTestId("order-refunded")).toContainText("Remboursé");
    await expect(fan.getByTestId("order-refunded")).toContainText("50 G");
    expect(await fan.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const receipt = await fan.request.get(`/api/orders/${request.id}/receipt?locale=fr`);
    expect(receipt.status()).toBe(200);
    const texts = (await pdfText(new Uint8Array(await receipt.body()))).map((text) => text.replace(/\s/g, " "));
    expect(texts).toEqual(expect.arrayContaining(["Remboursé", "-50 G"]));

    // The admin sends the gourdes by hand and records it.
    await page.goto("/en/admin/refunds");
    const owed = main.getByRole("region", { name: "MonCash refunds owed" }).getByRole("listitem").filter({ hasText: number });
    await expect(owed).toContainText("50 G");
    const settle = page.getByRole("dialog", { name: "Record the refund as sent" });
    await owed.getByRole("button", { name: "Mark as sent" }).click();
    await expect(settle).toBeVisible();
    await settle.getByLabel(/How it was sent/).fill("MonCash transfer E2E-4471");
    await settle.getByRole("button", { name: "Mark as sent" }).click();
    await expect(page.getByText("Refund recorded as sent.")).toBeVisible(ARRIVAL);
    await expect(main.getByRole("region", { name: "MonCash refunds owed" }).getByText(number)).toHaveCount(0, ARRIVAL);
    await expect(main.getByRole("region", { name: "Refunds made" }).getByRole("link", { name: number }).first()).toBeVisible();
  } finally {
    await fanContext.close();
  }
});

test("the finance screens filter and export, at phone width too @phone", async ({ page }) => {
  await signIn(page, "admin@lakou.demo");
  await page.goto("/en/admin/finance?currency=USD");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { name: "Totals per currency" })).toBeVisible(ARRIVAL);
  await expect(main.getByText(/Ledger balanced|discrepanc/)).toBeVisible();
  const csv = await page.request.get("/api/admin/finance/export?kind=capture");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect((await csv.text()).split("\r\n")[0]).toMatch(/^time,entry_id,transaction_id,kind/);

  await page.goto("/fr/admin/transactions?currency=HTG");
  await expect(main.getByRole("heading", { level: 1, name: "Opérations de paiement" })).toBeVisible(ARRIVAL);
  await expect(main.getByRole("link", { name: "Exporter en CSV" })).toHaveAttribute("href", "/api/admin/transactions/export?currency=HTG");
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
