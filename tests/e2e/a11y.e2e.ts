import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { seedId } from "../../src/server/db/seed/deterministic";

/** Accessibility (axe): no serious or critical violations in browse (its main content) and the quick view. */

async function seriousViolations(page: Page, include: string) {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test("browse has no serious accessibility violations in each view", async ({ page }) => {
  for (const view of ["grid", "list", "compact"]) {
    await page.goto(`/en/browse?view=${view}`);
    await expect(page.locator("main article").first()).toBeVisible();
    expect(await seriousViolations(page, "main"), view).toEqual([]);
  }
});

test("browse's empty state has no serious accessibility violations", async ({ page }) => {
  await page.goto("/fr/browse?search=zzqqxxvv");
  await expect(page.getByRole("heading", { name: "Aucun créateur trouvé" })).toBeVisible();
  expect(await seriousViolations(page, "main")).toEqual([]);
});

test("the quick view has no serious accessibility violations", async ({ page }) => {
  await page.goto("/en/browse");
  await page.locator("main article h3 button").first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Recent reviews" })).toBeVisible();
  await expect(dialog.locator("video").first()).toBeVisible();
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
});

test("the content feed has no serious accessibility violations, in grid and list, signed out", async ({ page }) => {
  await page.goto("/en/feed");
  await expect(page.locator("main article:has([data-locked])").first()).toBeVisible();
  expect(await seriousViolations(page, "main")).toEqual([]);
  await page.getByRole("button", { name: "List" }).click();
  await expect(page.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  expect(await seriousViolations(page, "main")).toEqual([]);
});

test("a post with comments, a reply form and a locked post have no serious accessibility violations", async ({ page }) => {
  await page.goto("/en/login");
  await page.getByLabel("Email").fill("fan@lakou.demo");
  await page.getByLabel("Password", { exact: true }).fill("lakou-demo-2026");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !/\/(login|auth\/callback)$/.test(url.pathname));

  await page.goto("/en/feed");
  const open = page.locator("main article:not(:has([data-locked]))").first();
  await open.getByRole("heading").getByRole("link").click();
  await page.waitForURL(/\/en\/posts\//);
  const comments = page.locator("#comments");
  await comments.getByLabel("Write a comment").fill("Axe check comment");
  await comments.getByLabel("Write a comment").press("Enter");
  const posted = comments.getByRole("listitem").filter({ hasText: "Axe check comment" }).first();
  await expect(posted).toBeVisible();
  await posted.getByRole("button", { name: /^Reply to/ }).click();
  expect(await seriousViolations(page, "main")).toEqual([]);

  await page.goto("/en/feed");
  const locked = page.locator("main article:has([data-locked])").first();
  const href = await locked.getByRole("heading").getByRole("link").getAttribute("href");
  await page.goto(href!);
  await expect(page.locator("main [data-locked]")).toBeVisible();
  expect(await seriousViolations(page, "main")).toEqual([]);
});

const TI_WOBE = seedId("user:creator@lakou.demo");

async function signInAsFan(page: Page) {
  await page.goto("/en/login");
  await page.getByLabel("Email").fill("fan@lakou.demo");
  await page.getByLabel("Password", { exact: true }).fill("lakou-demo-2026");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !/\/(login|auth\/callback)$/.test(url.pathname), { timeout: 20_000 });
}

test("the services dialog has no serious accessibility violations", async ({ page }) => {
  await page.goto(`/en/creator/${TI_WOBE}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Book Now", exact: true }).click();
  await expect(page.getByRole("dialog").getByText("What's included")).toBeVisible();
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
});

test("the booking screens, My Orders and an order have no serious accessibility violations", async ({ page }) => {
  test.slow();
  await signInAsFan(page);
  await page.goto(`/en/fan/creators/${TI_WOBE}/book`);
  await expect(page.getByRole("heading", { level: 2, name: "Occasion" })).toBeVisible();
  expect(await seriousViolations(page, "main"), "wizard").toEqual([]);

  await page.goto(`/en/fan/creators/${TI_WOBE}/request`);
  await page.getByLabel("Occasion").selectOption("birthday");
  await page.getByLabel("Recipient name").fill("Roseline");
  await page.getByLabel("Your relationship").selectOption("friend");
  await page.getByLabel("Instructions for the creator").fill("Wish my friend Roseline a happy birthday, please!");
  expect(await seriousViolations(page, "main"), "request form").toEqual([]);
  await page.getByRole("button", { name: "Continue to Review" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Review your order" })).toBeVisible();
  await expect(page.getByText("$165.00")).toBeVisible();
  expect(await seriousViolations(page, "main"), "review").toEqual([]);

  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.waitForURL(/\/checkout\?/);
  await expect(page.getByRole("textbox", { name: "Card number" })).toBeVisible();
  expect(await seriousViolations(page, "main"), "checkout").toEqual([]);
  await page.goto("/en/fan/orders");
  await expect(page.getByRole("listitem").filter({ hasText: "Roseline" }).first()).toBeVisible();
  expect(await seriousViolations(page, "main"), "my orders").toEqual([]);

  await page.getByRole("listitem").filter({ hasText: "Roseline" }).first().getByRole("link", { name: "Ti Wobè" }).click();
  await expect(page.getByText("Order progress")).toBeVisible();
  expect(await seriousViolations(page, "main"), "order").toEqual([]);
});
