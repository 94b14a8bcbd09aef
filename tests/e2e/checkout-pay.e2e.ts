import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { seedId } from "../../src/server/db/seed/deterministic";
import { AFTER_AUTH } from "./support/accounts";
import { useRole } from "./support/roles";
import { useNewCard } from "./support/checkout";
import { pickDate } from "./support/date-picker";
import { chooseOption } from "./support/select";
import { callBooking } from "./support/call-booking";

/**
 * Paying at the one checkout: a video request by test MonCash (the amount in gourdes from the server,
 * the +509 phone, the test MonCash page, the verified return on the order), and a booked call by the
 * 4242 test card. Ti Wobè, the demo creator, takes cards and MonCash and calls at $15 a minute.
 */

const CREATOR_ID = seedId("user:creator@lakou.demo");

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).include("main").analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test("@phone a fan books a video, pays by test MonCash in gourdes and sees the order paid", async ({ page }) => {
  test.slow();
  await useRole(page, "fan");
  await page.goto(`/en/fan/creators/${CREATOR_ID}?openBooking=true`);
  const dialog = page.getByRole("dialog");
  await chooseOption(page, dialog.getByLabel("Occasion"), "Birthday");
  await dialog.getByLabel("Recipient name").fill("Wilda");
  await dialog.getByLabel("Instructions for the creator").fill("Sing happy birthday to my aunt Wilda in Kreyòl, she loves your konpa songs.");
  await dialog.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Review your order" })).toBeVisible();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/en\/checkout\?type=video&/, AFTER_AUTH);
  const requestId = new URL(page.url()).searchParams.get("requestId")!;

  // Both of the creator's methods are offered; MonCash shows the server's amount in gourdes.
  await page.getByRole("radio", { name: /MonCash/ }).check();
  const amount = page.getByRole("region", { name: "Amount in gourdes" });
  await expect(amount.getByText("Total to pay")).toBeVisible();
  await expect(amount.getByText(/ G$/).last()).toBeVisible();
  await expect(amount.getByText(/^≈ \$[\d.,]+ at 1 USD = [\d.,]+ HTG$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const phone = page.getByLabel("MonCash phone number");
  const pay = page.getByRole("button", { name: /^Pay .* with MonCash$/ });
  await phone.fill("3700");
  await expect(phone).toHaveValue("+509 3700");
  await phone.blur();
  await expect(page.getByText("Enter a MonCash number: 509 followed by 8 digits.")).toBeVisible();
  await expect(pay).toBeDisabled();
  await phone.fill("50937001234");
  await expect(phone).toHaveValue("+509 3700 1234");
  await pay.click();

  await expect(page.getByRole("heading", { level: 1, name: "MonCash (test)" })).toBeVisible(AFTER_AUTH);
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/fan/orders/${requestId}$`), AFTER_AUTH);
  await expect(page.getByText("Creator notified").first()).toBeVisible();
});

test("@phone a fan books a call and pays for it with 4242 at the same checkout", async ({ page }, testInfo) => {
  test.slow();
  await useRole(page, "fan");
  await page.goto(`/en/fan/creators/${CREATOR_ID}`);
  const calls = await callBooking(page);
  await calls.getByRole("button", { name: "Next" }).click();
  const day = new Date(Date.now() + (testInfo.project.name === "phone" ? 8 : 7) * 86_400_000).toISOString().slice(0, 10);
  await pickDate(page, calls.getByLabel("Date"), day);
  await calls.locator("fieldset button:enabled").first().click();
  await calls.getByRole("button", { name: "Next" }).click();
  await calls.getByRole("button", { name: "Confirm booking" }).click();
  const booked = page.getByRole("dialog", { name: "Your call is booked" });
  await expect(booked.getByText(/held for you for 30 minutes/)).toBeVisible();
  await booked.getByRole("link", { name: "Continue to payment" }).click();

  await expect(page).toHaveURL(/\/en\/checkout\?type=call&bookingId=[0-9a-f-]{36}$/, AFTER_AUTH);
  await expect(page.getByRole("heading", { level: 2, name: "Your call" })).toBeVisible();
  await expect(page.locator("aside")).toContainText("$150.00");
  expect(await seriousViolations(page)).toEqual([]);
  await useNewCard(page);
  await page.getByRole("textbox", { name: "Card number" }).fill("4242424242424242");
  await page.getByLabel("Cardholder name").fill("Nadège Pierre");
  await page.getByLabel("Expiry date").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("ZIP code").fill("33101");
  await page.getByRole("button", { name: "Complete Order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your call is confirmed" })).toBeVisible(AFTER_AUTH);
  await expect(page.getByText(/10 minutes with Ti Wobè on .*\. Paid: \$150\.00\./)).toBeVisible();
});
