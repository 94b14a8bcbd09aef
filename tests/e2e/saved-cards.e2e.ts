import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { seedId } from "../../src/server/db/seed/deterministic";
import { AFTER_AUTH, signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { chooseOption } from "./support/select";

/**
 * Saved cards in test mode: a new fan pays once with 4242, books again and finds that card saved and
 * preselected (brand, •••• last four, expiry), pays with it, and 'Use a new card' still opens the card
 * form; the radio group works from the keyboard and reads in French and Creole.
 */

const TI_WOBE = seedId("user:creator@lakou.demo");

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).include("main").analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** A video request through the simple form, up to its checkout. */
async function bookToCheckout(page: Page, recipient: string) {
  await page.goto(`/en/fan/creators/${TI_WOBE}/request`);
  await chooseOption(page, page.getByLabel("Occasion"), "Birthday");
  await page.getByLabel("Recipient name").fill(recipient);
  await chooseOption(page, page.getByLabel("Your relationship"), "Friend");
  await page.getByLabel("Instructions for the creator").fill(`Wish my friend ${recipient} a happy birthday, please!`);
  await page.getByRole("button", { name: "Continue to Review" }).click();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.waitForURL(/\/en\/checkout\?type=video&/, AFTER_AUTH);
}

async function payWithNewCard(page: Page, number: string) {
  await page.getByRole("textbox", { name: "Card number" }).fill(number);
  await page.getByLabel("Cardholder name").fill("Rose Saved");
  await page.getByLabel("Expiry date").fill("0739");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("ZIP code").fill("33101");
  await page.getByRole("button", { name: "Complete Order" }).click();
}

const paidOrder = /\/en\/fan\/orders\/[0-9a-f-]{36}$/;

test("@phone a fan pays once with 4242, then pays again with the saved card preselected, and can still use a new card", async ({ page }, testInfo) => {
  test.slow();
  await signUpAndConfirm(page, { name: "Rose Saved", email: uniqueEmail("e2e-cards"), role: "A fan" });
  await expect(page).toHaveURL(/\/en\/fan\/home$/, AFTER_AUTH);

  // First booking: no saved card yet, the card form is open and says the card will be kept.
  await bookToCheckout(page, "Roseline");
  await expect(page.getByRole("textbox", { name: "Card number" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Saved cards" })).toHaveCount(0);
  await expect(page.getByText("The card you pay with is saved to your account for your next booking.")).toBeVisible();
  await payWithNewCard(page, "4242424242424242");
  await expect(page).toHaveURL(paidOrder, AFTER_AUTH);

  // Second booking: the card is saved and preselected; the form stays closed until asked for.
  await bookToCheckout(page, "Wideline");
  const saved = page.getByRole("group", { name: "Saved cards" });
  const visa = saved.getByRole("radio", { name: /Visa •••• 4242/ });
  const newCard = saved.getByRole("radio", { name: "Use a new card" });
  await expect(visa).toBeChecked();
  await expect(saved.getByText("Expires 07/39")).toBeVisible();
  await expect(saved.getByText("Default")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Card number" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`saved-cards-${testInfo.project.name}.png`), fullPage: true });

  // The keyboard moves through the group: down to a new card (the form opens), up back to the Visa.
  await visa.focus();
  await page.keyboard.press("ArrowDown");
  await expect(newCard).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Card number" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("ArrowUp");
  await expect(visa).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Card number" })).toHaveCount(0);

  // The same group in French and Creole.
  const checkout = new URL(page.url());
  for (const [locale, legend, option] of [
    ["fr", "Cartes enregistrées", "Utiliser une nouvelle carte"],
    ["ht", "Kat ou anrejistre", "Sèvi ak yon lòt kat"],
  ] as const) {
    await page.goto(`/${locale}${checkout.pathname.replace(/^\/en/, "")}${checkout.search}`);
    const group = page.getByRole("group", { name: legend });
    await expect(group.getByRole("radio", { name: /Visa •••• 4242/ })).toBeChecked();
    await expect(group.getByRole("radio", { name: option })).toBeVisible();
  }

  await page.goto(checkout.toString());
  await expect(visa).toBeChecked();
  await page.getByRole("button", { name: "Complete Order" }).click();
  await expect(page).toHaveURL(paidOrder, AFTER_AUTH);

  // Third booking: 'Use a new card' still takes a new card, here the one that asks to confirm first.
  await bookToCheckout(page, "Nadège");
  await expect(visa).toBeChecked();
  await newCard.check();
  await payWithNewCard(page, "4000002500003155");
  await expect(page.getByRole("heading", { name: "Confirm this payment" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page).toHaveURL(paidOrder, AFTER_AUTH);

  // Both cards are kept; the one last paid with is now the default.
  await bookToCheckout(page, "Marjorie");
  await expect(saved.getByRole("radio", { name: /Visa •••• 3155/ })).toBeChecked();
  await expect(visa).not.toBeChecked();
  await expect(saved.getByRole("radio")).toHaveCount(3);
});
