import { expect, type Page, test } from "@playwright/test";
import { signIn as signInWithForm } from "./support/accounts";
import { pendingHtgRequest } from "./support/pending-request";

/**
 * MonCash in test mode: the checkout's call sends the fan to the local MonCash page, which looks like the
 * provider's; approving or refusing brings them back to Lakou, where the payment is verified before
 * anything is paid.
 */

const FAN = "fan@lakou.demo";
const CREATOR = "creator@lakou.demo";

async function signIn(page: Page) {
  await signInWithForm(page, FAN);
  await expect(page).toHaveURL(/\/en\/fan\/home$/, { timeout: 20_000 });
}

/** What the checkout does: POST /api/payments/moncash/create, then follow redirect_url. */
async function goToMoncash(page: Page) {
  const request = await pendingHtgRequest(FAN, CREATOR);
  const response = await page.request.post("/api/payments/moncash/create", {
    data: { orderId: request.id, amount: 22443, currency: "HTG", phoneNumber: "50937001234", creatorId: request.creatorId },
  });
  expect(response.status()).toBe(200);
  const { redirect_url } = await response.json();
  await page.goto(`/en${redirect_url}`);
  await expect(page.getByRole("heading", { level: 1, name: "MonCash (test)" })).toBeVisible();
  await expect(page.getByText("Test mode: no real money")).toBeVisible();
  await expect(page.getByText("22,443 G")).toBeVisible();
  return request;
}

test("a fan approves a test MonCash payment and comes back, once verified, to the paid order @phone", async ({ page }) => {
  await signIn(page);
  const request = await goToMoncash(page);
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/fan/orders/${request.id}$`));
  await expect(page.getByText("Creator notified").first()).toBeVisible();
});

test("a fan refuses a test MonCash payment: nothing is paid", async ({ page }) => {
  await signIn(page);
  await goToMoncash(page);
  await page.getByRole("button", { name: "Refuse" }).click();
  await expect(page).toHaveURL(/\/en\/payments\/moncash\/return\?transactionId=/);
  await expect(page.locator("main").getByRole("alert")).toHaveText("MonCash did not confirm this payment. Nothing was charged.");
  // Answering twice is not possible: the page says it was already answered.
  await page.goBack();
  await page.reload();
  await expect(page.getByText("This test payment was already answered.")).toBeVisible();
});
