import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signIn, signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { freshCreator } from "./support/fresh-creator";
import { chooseOption } from "./support/select";

/**
 * /creator/settings: a new creator edits their profile and prices and sees them on their public page,
 * creates and reorders tiers, completes the test-mode payout onboarding, and the dashboard's onboarding
 * banner follows (screen 8). Each test has its own creator, so the demo creator other tests read stays as seeded.
 */

const SHOTS = "test-results/screenshots/creator-settings";
const ARRIVAL = { timeout: 20_000 };
/** A 1x1 PNG, as a creator's photo. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .include("main")
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function openTab(page: Page, tab: "Profile" | "Pricing" | "Tiers" | "Payments") {
  await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: tab, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: tab, exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** The test-mode Stripe onboarding from the payments tab, back to the tab with Stripe active. */
async function completeTestOnboarding(page: Page) {
  await page.getByRole("button", { name: "Set up Stripe payouts" }).click();
  await expect(page).toHaveURL(/\/en\/payments\/test-connect\?account=acct_test_/, ARRIVAL);
  await expect(page.getByRole("note")).toContainText("Test mode");
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, `test-connect-${page.viewportSize()!.width}`);
  await page.getByRole("button", { name: "Send details" }).click();
  await expect(page.getByText("Details sent.")).toBeVisible();
  await page.getByRole("button", { name: "Add payout account" }).click();
  await expect(page.getByText("Payout account added: payments and payouts are on.")).toBeVisible();
  await page.getByRole("button", { name: "Return to Lakou" }).click();
  await expect(page).toHaveURL(/\/en\/creator\/settings\?tab=payments&connect=return/, ARRIVAL);
  await expect(page.getByText("Your Stripe account can receive payments and payouts.")).toBeVisible();
}

test("a new creator edits profile and pricing, sees them on the public page, and creates and reorders tiers", async ({ page }) => {
  test.setTimeout(90_000);
  const creator = await freshCreator("Desktop");
  const name = `Ti Zenny ${creator.suffix}`;
  await signIn(page, creator.email);

  // The creator's menu leads to the settings.
  await page.goto("/en/creator/dashboard");
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Settings", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/creator\/settings$/, ARRIVAL);
  await expect(page.getByRole("heading", { level: 2, name: "Profile", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);

  // Bad input: a translated message, nothing saved.
  await page.getByLabel("Display name").fill(" ");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Enter your display name.")).toBeVisible();

  await page.getByLabel("Display name").fill(name);
  await page.getByLabel("Bio", { exact: true }).fill("Konpa from Jacmel, with a guitar and a big smile.");
  await chooseOption(page, page.getByLabel("Category"), "Comedian");
  await page.getByRole("checkbox", { name: "Kreyòl" }).check();
  await page.getByRole("checkbox", { name: "French" }).check();
  await page.locator("input[type=file]").first().setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Your profile photo" })).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes are saved.")).toBeVisible();
  await shot(page, "profile-desktop");

  await openTab(page, "Pricing");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Video price (USD)").fill("5000000");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Enter a USD price within the range shown.")).toBeVisible();
  await page.getByLabel("Video price (USD)").fill("75");
  await page.getByLabel("Video price (HTG)").fill("9900");
  await chooseOption(page, page.getByLabel("Usual response time"), "24 hours");
  // The profile's "saved" toast has gone, so the one below is the pricing's own.
  await expect(page.getByText("Your changes are saved.")).toHaveCount(0);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes are saved.")).toBeVisible();
  await shot(page, "pricing-desktop");

  // The public page shows the new profile and price.
  await page.goto(`/en/creator/${creator.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Konpa from Jacmel, with a guitar and a big smile.")).toBeVisible();
  await expect(page.locator("#book")).toContainText("$75");

  // Browse finds the creator under the new name.
  await page.goto(`/en/browse?search=${encodeURIComponent(name)}`);
  await expect(page.getByText(name).first()).toBeVisible();

  await page.goto("/en/creator/settings?tab=tiers");
  await expect(page.getByText("You have no subscription tiers yet.", { exact: false })).toBeVisible();
  for (const [tier, usd, htg] of [
    ["Bronze", "5", "660"],
    ["Gold", "20", "2640"],
  ] as const) {
    await page.getByRole("button", { name: "New tier" }).click();
    const dialog = page.getByRole("dialog", { name: "New tier" });
    await dialog.getByLabel("Name").fill(tier);
    await dialog.getByLabel("Description", { exact: true }).fill(`${tier} supporters`);
    await dialog.getByLabel("Benefits", { exact: true }).fill("Early videos\nMonthly shout-out");
    if (tier === "Gold") await dialog.getByLabel("Benefits in Haitian Creole").fill("Videyo anvan tout moun\nRemèsiman chak mwa");
    await dialog.getByLabel("Price (USD)").fill(usd);
    await dialog.getByLabel("Price (HTG)").fill(htg);
    await dialog.getByRole("button", { name: "Create tier" }).click();
    await expect(dialog).toBeHidden();
  }
  const tiers = page.getByRole("list", { name: "Your tiers, in the order fans see them" }).getByRole("heading", { level: 3 });
  await expect(tiers).toHaveText(["Bronze", "Gold"]);
  await page.getByRole("button", { name: "Move Gold up" }).click();
  await expect(page.getByText("Your tiers are in their new order.")).toBeVisible();
  await expect(tiers).toHaveText(["Gold", "Bronze"]);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "tiers-desktop");

  await page.goto(`/en/creator/${creator.id}`);
  await expect(page.locator("#subscribe").getByRole("heading", { level: 3 })).toHaveText(["Gold", "Bronze"]);
  // A Kreyòl reader gets Gold's benefits as the creator wrote them in Kreyòl.
  await page.goto(`/ht/creator/${creator.id}`);
  const gold = page.locator("#subscribe").getByRole("list", { name: "Sa Gold gen ladan l" });
  await expect(gold.getByRole("listitem")).toHaveText(["Videyo anvan tout moun", "Remèsiman chak mwa"]);
});

test("test-mode payout onboarding: the banner asks, then goes once Stripe and MonCash are active", async ({ page }) => {
  test.setTimeout(90_000);
  const creator = await freshCreator("Payouts");
  await signIn(page, creator.email);
  await page.goto("/en/creator/dashboard");
  const banner = page.getByTestId("onboarding-banner");
  await expect(banner).toContainText("Set up how you get paid");
  await expect(banner).toContainText("Stripe (cards, USD): 2.9% + $0.30 per payment");
  await expect(banner).toContainText("MonCash (HTG): 3% + 10 G per payment");
  await expect(banner).toContainText("You can already accept requests");
  // Nothing is active yet: the banner cannot be dismissed.
  await expect(banner.getByRole("button", { name: "Dismiss" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "banner-desktop");

  await banner.getByRole("link", { name: "Set up payments" }).click();
  await expect(page).toHaveURL(/\/en\/creator\/settings\?tab=payments$/, ARRIVAL);
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("You can accept requests now.", { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "payments-desktop");
  await completeTestOnboarding(page);

  await page.goto("/en/creator/dashboard");
  await expect(banner).toContainText("Add MonCash too");

  await page.goto("/en/creator/settings?tab=payments");
  await page.getByLabel("MonCash number").fill("3712 3456");
  await page.getByRole("button", { name: "Save number" }).click();
  await expect(page.locator("#moncash-phone-error")).toHaveText("Enter a MonCash number: 509 followed by 8 digits.");
  await page.getByLabel("MonCash number").fill("509 3712 3456");
  await page.getByRole("button", { name: "Save number" }).click();
  await expect(page.getByText("Test mode: no text message is sent.", { exact: false })).toBeVisible();
  await page.getByLabel("Verification code").fill("000000");
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByText("This code is not right. Check it and try again.")).toBeVisible();
  await page.getByLabel("Verification code").fill("123456");
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByText("Your MonCash number is verified.").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/en/creator/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Creator dashboard" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(banner).toHaveCount(0);
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a creator completes test onboarding on a phone and dismisses the banner for good @phone", async ({ page }) => {
    test.setTimeout(90_000); // the same onboarding journey as on a wide screen, plus the pricing and public pages
    const creator = await freshCreator("Phone");
    await signIn(page, creator.email);
    await page.goto("/en/creator/settings?tab=pricing");
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Video price (USD)").fill("60");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Your changes are saved.")).toBeVisible();
    await shot(page, "pricing-phone");
    await page.goto(`/en/creator/${creator.id}`);
    await expect(page.locator("#book")).toContainText("$60");

    await page.goto("/en/creator/settings?tab=payments");
    await page.waitForLoadState("networkidle");
    await shot(page, "payments-phone");
    await completeTestOnboarding(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/en/creator/dashboard");
    const banner = page.getByTestId("onboarding-banner");
    await expect(banner).toContainText("Add MonCash too");
    await shot(page, "banner-phone");
    await banner.getByRole("button", { name: "Dismiss" }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Creator dashboard" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(banner).toHaveCount(0);
  });
});

test("the settings tabs speak French and Haitian Creole", async ({ page }) => {
  const creator = await freshCreator("Lang");
  await signIn(page, creator.email);
  for (const [locale, tabs, heading, tabsLabel] of [
    ["fr", ["Profil", "Tarifs", "Niveaux", "Paiements", "Notifications"], "Paramètres", "Sections des paramètres"],
    ["ht", ["Pwofil", "Pri", "Nivo", "Peman", "Notifikasyon"], "Paramèt", "Seksyon paramèt yo"],
  ] as const) {
    await page.goto(`/${locale}/creator/settings?tab=payments`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("navigation", { name: tabsLabel }).getByRole("link")).toHaveText([...tabs]);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `payments-${locale}`);
    await page.goto(`/${locale}/creator/dashboard`);
    await expect(page.getByTestId("onboarding-banner")).toBeVisible();
    await shot(page, `banner-${locale}`);
  }
});

test("a creator who just signed up creates their public profile from the dashboard", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAndConfirm(page, { name: "Rose Nouvo", email: uniqueEmail("e2e-settings"), role: "A creator" });
  await page.goto("/en/creator/dashboard");
  await page.getByRole("link", { name: "Create your profile" }).click();
  await expect(page.getByRole("heading", { name: "Create your creator profile" })).toBeVisible(ARRIVAL);
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByLabel("Display name")).toHaveValue("Rose Nouvo");
  await chooseOption(page, page.getByLabel("Category"), "Singer");
  await page.getByLabel("Video price (USD)").fill("1");
  await page.getByLabel("Video price (HTG)").fill("5280");
  await page.getByRole("button", { name: "Create my profile" }).click();
  await expect(page.getByText("Enter a USD price within the range shown.")).toBeVisible();
  await page.getByLabel("Video price (USD)").fill("40");
  await page.getByRole("button", { name: "Create my profile" }).click();
  await expect(page.getByText("Your creator profile is ready.")).toBeVisible();
  await expect(page.getByLabel("Bio", { exact: true })).toBeVisible();
  await shot(page, "create-profile-done");
  await page.getByRole("link", { name: "View your public page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rose Nouvo" })).toBeVisible(ARRIVAL);
});
