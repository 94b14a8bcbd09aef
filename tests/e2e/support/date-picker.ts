import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Picks the ISO day `iso` in a shadcn Date picker as a person would: open it, go forward month by month
 * ("Next month" in the page's language), click the day.
 */
export async function pickDate(page: Page, trigger: Locator, iso: string, nextMonth = "Next month") {
  await trigger.click();
  const calendar = page.getByRole("dialog").filter({ has: page.getByRole("grid") }).last();
  const day = calendar.locator(`[data-day="${iso}"]`);
  for (let i = 0; i < 24 && !(await day.isVisible()); i++) await calendar.getByRole("button", { name: nextMonth }).click();
  await day.click();
  await expect(calendar).toBeHidden();
}
