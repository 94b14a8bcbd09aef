import { expect, type Page } from "@playwright/test";

/**
 * Opens the test card form at checkout: a fan who paid by card before sees their saved cards first,
 * the default chosen, and takes 'Use a new card' to type one.
 */
export async function useNewCard(page: Page) {
  const number = page.getByRole("textbox", { name: "Card number" });
  const newCard = page.getByRole("radio", { name: "Use a new card" });
  await expect(number.or(newCard).first()).toBeVisible();
  if (await newCard.isVisible()) await newCard.check();
  await expect(number).toBeVisible();
}
