import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { useRole } from "./support/roles";
import fr from "../../messages/fr.json" with { type: "json" };
import { chooseOption } from "./support/select";

/** The creator's Earnings and Analytics screens, in French, on a laptop (1280 px) and a phone (390 px). */

const WIDTHS = [1280, 390] as const;

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test("a creator reads their balances and statement, filters it and downloads the CSV (fr, 1280 and 390 px)", async ({ page }) => {
  const e = fr.earnings;
  await useRole(page, "creator");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/fr/creator/finances");
    await expect(page.getByRole("heading", { level: 1, name: e.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: e.balances.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: e.statement.title })).toBeVisible();
    await expect(page.getByText(e.balances.available).or(page.getByText(e.empty.title)).first()).toBeVisible();
    await noSideScroll(page);
    await page.screenshot({ path: test.info().outputPath(`earnings-fr-${width}.png`), fullPage: true });
  }

  await chooseOption(page, page.getByLabel(e.statement.kind), e.statement.kinds.refund);
  await page.getByRole("button", { name: e.statement.apply }).click();
  await expect(page).toHaveURL(/kind=refund/);
  await expect(page.getByLabel(e.statement.kind)).toHaveText(e.statement.kinds.refund);

  const csv = await page.request.get("/api/creator/finances/statement.csv?period=all&kind=all");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect((await csv.text()).split("\r\n")[0]).toBe("date,kind,order_type,order_id,currency,fan_price,platform,creator_share,payout_status,payout_reference");
  const refused = await page.request.get("/api/creator/finances/statement.csv?kind=bonus", { headers: { "accept-language": "fr" } });
  expect(refused.status()).toBe(422);

  await page.goto("/fr/creator/finances?kind=bonus");
  await expect(page.getByRole("alert").filter({ hasText: e.statement.invalidFilters })).toBeVisible();

  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).include("main").analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});

test("a creator opens Analytics: six cards, alerts, another range and a card's detail (fr, 1280 and 390 px)", async ({ page }) => {
  const a = fr.creatorAnalytics;
  await useRole(page, "creator");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/fr/creator/analytics");
    await expect(page.getByRole("heading", { level: 1, name: a.title })).toBeVisible();
    for (const id of ["earnings", "requests", "rating", "response", "completion", "views"]) {
      await expect(page.getByTestId(`metric-${id}`)).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: a.alerts.title })).toBeVisible();
    await noSideScroll(page);
    await page.screenshot({ path: test.info().outputPath(`analytics-fr-${width}.png`), fullPage: true });
  }

  await page.getByRole("link", { name: a.ranges["7"] }).click();
  await expect(page).toHaveURL(/range=7/);
  await expect(page.getByRole("link", { name: a.ranges["7"] })).toHaveAttribute("aria-current", "page");

  await page.getByTestId("metric-requests").getByRole("button", { name: a.analyze }).click();
  const dialog = page.getByRole("dialog", { name: a.cards.requests.title });
  await expect(dialog.getByRole("columnheader", { name: a.columns.period })).toBeVisible();
  await expect(dialog.getByRole("button", { name: a.downloadCsv })).toBeVisible();
  await dialog.getByRole("button", { name: a.close }).first().click();

  await page.goto("/fr/creator/analytics?range=14");
  await expect(page.getByRole("alert").filter({ hasText: a.invalidRange })).toBeVisible();

  // The creator menu leads to both screens.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/fr/creator/dashboard");
  const menu = page.getByRole("menu");
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole("button", { name: /^Menu du compte de / }).click();
    await expect(menu).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(menu.getByRole("menuitem", { name: fr.userMenu.items.creatorAnalytics, exact: true })).toHaveAttribute("href", "/fr/creator/analytics");
  await expect(menu.getByRole("menuitem", { name: fr.userMenu.items.creatorEarnings, exact: true })).toHaveAttribute("href", "/fr/creator/finances");
});
