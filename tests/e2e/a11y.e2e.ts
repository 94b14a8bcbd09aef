import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

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
