import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { useRole } from "./support/roles";
import { seedId } from "../../src/server/db/seed/deterministic";
import { useNewCard } from "./support/checkout";
import { chooseOption } from "./support/select";

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
  await page.locator("main article h3 a").first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Recent reviews" })).toBeVisible();
  // Samples are posters with a play button until played.
  await expect(dialog.getByRole("button", { name: /^Play the sample video “.+”$/ }).first()).toBeVisible();
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
});

test("the content feed has no serious accessibility violations, in grid and list, signed out", async ({ page }) => {
  await page.goto("/en/feed");
  await expect(page.locator("main article:has([data-locked])").first()).toBeVisible();
  expect(await seriousViolations(page, "main")).toEqual([]);
  await page.getByRole("link", { name: "List" }).click();
  await expect(page.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "true");
  expect(await seriousViolations(page, "main")).toEqual([]);
});

test("a post with comments, a reply form and a locked post have no serious accessibility violations", async ({ page }) => {
  await useRole(page, "fan");
  await page.goto("/en/feed");
  const open = page.locator("main article:not(:has([data-locked]))").first();
  await open.getByRole("heading").getByRole("link").click();
  await page.waitForURL(/\/en\/posts\//);
  const comments = page.locator("#comments");
  // Once a CI run found the box empty after typing (cause not found; the box is off until hydration): type until the
  // form has taken the text (Post comes on).
  await expect(async () => {
    await comments.getByLabel("Write a comment").fill("Axe check comment");
    await expect(comments.getByRole("button", { name: "Post" })).toBeEnabled({ timeout: 1_000 });
  }).toPass();
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

test("the services dialog has no serious accessibility violations", async ({ page }) => {
  await page.goto(`/en/creator/${TI_WOBE}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Book Now", exact: true }).click();
  await expect(page.getByRole("dialog").getByText("What's included")).toBeVisible();
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
});

test("the booking screens, My Orders and an order have no serious accessibility violations", async ({ page }) => {
  test.slow();
  await useRole(page, "fan");
  await page.goto(`/en/fan/creators/${TI_WOBE}/book`);
  await expect(page.getByRole("heading", { level: 2, name: "Occasion" })).toBeVisible();
  expect(await seriousViolations(page, "main"), "wizard").toEqual([]);

  await page.goto(`/en/fan/creators/${TI_WOBE}/request`);
  await chooseOption(page, page.getByLabel("Occasion"), "Birthday");
  await page.getByLabel("Recipient name").fill("Roseline");
  await chooseOption(page, page.getByLabel("Your relationship"), "Friend");
  await page.getByLabel("Instructions for the creator").fill("Wish my friend Roseline a happy birthday, please!");
  expect(await seriousViolations(page, "main"), "request form").toEqual([]);
  await page.getByRole("button", { name: "Continue to Review" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Review your order" })).toBeVisible();
  await expect(page.getByText("$165.00")).toBeVisible();
  expect(await seriousViolations(page, "main"), "review").toEqual([]);

  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.waitForURL(/\/checkout\?/);
  await useNewCard(page);
  expect(await seriousViolations(page, "main"), "checkout").toEqual([]);
  await page.goto("/en/fan/orders");
  await expect(page.locator("main").getByRole("listitem").filter({ hasText: "Roseline" }).first()).toBeVisible();
  expect(await seriousViolations(page, "main"), "my orders").toEqual([]);

  await page.locator("main").getByRole("listitem").filter({ hasText: "Roseline" }).first().getByRole("link", { name: "Ti Wobè" }).click();
  await expect(page.getByText("Order progress")).toBeVisible();
  expect(await seriousViolations(page, "main"), "order").toEqual([]);
});

test("the order confirmation has no serious accessibility violations in English, French and Creole, and stands still under reduced motion", async ({ page }) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await useRole(page, "fan");
  await page.goto(`/en/fan/creators/${TI_WOBE}/request`);
  await chooseOption(page, page.getByLabel("Occasion"), "Graduation");
  await page.getByLabel("Recipient name").fill("Wideline");
  await chooseOption(page, page.getByLabel("Your relationship"), "Friend");
  await page.getByLabel("Instructions for the creator").fill("Congratulate Wideline on her nursing degree, please!");
  await page.getByRole("button", { name: "Continue to Review" }).click();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.waitForURL(/\/checkout\?/);
  await useNewCard(page);
  await page.getByRole("textbox", { name: "Card number" }).fill("4242424242424242");
  await page.getByLabel("Cardholder name").fill("Marie Fan");
  await page.getByLabel("Expiry date").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("ZIP code").fill("33101");
  await page.getByRole("button", { name: "Complete Order" }).click();
  await page.waitForURL(/\/en\/fan\/orders\/[0-9a-f-]{36}$/, { timeout: 20_000 });

  // Reduced motion: the celebration shows, and nothing in it moves.
  const celebration = page.getByTestId("celebration");
  await expect(celebration.getByRole("status")).toHaveText(/Payment received!/);
  const animations = await celebration.locator("*").evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).animationName));
  expect(animations.every((name) => name === "none")).toBe(true);
  expect(await seriousViolations(page, "main"), "celebration").toEqual([]);
  await expect(celebration).toHaveCount(0, { timeout: 4_000 });
  await expect(page.getByRole("switch", { name: "Email" })).toBeVisible();
  expect(await seriousViolations(page, "main"), "confirmation").toEqual([]);

  const path = new URL(page.url()).pathname.replace(/^\/en/, "");
  for (const [locale, heading, receipt] of [
    ["fr", "Votre commande est confirmée !", "Télécharger le reçu"],
    ["ht", "Kòmand ou a konfime!", "Telechaje resi a"],
  ] as const) {
    await page.goto(`/${locale}${path}`);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page.getByRole("link", { name: receipt })).toHaveAttribute("href", new RegExp(`/receipt\\?locale=${locale}$`));
    await expect(page.getByRole("switch").first()).toBeVisible();
    expect(await seriousViolations(page, "main"), locale).toEqual([]);
  }
});
