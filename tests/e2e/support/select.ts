import type { Locator, Page } from "@playwright/test";

/** Picks `option` in a shadcn Select (a combobox button and its listbox) as a person would: open it, click the option. */
export async function chooseOption(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole("listbox").getByRole("option", { name: option, exact: true }).click();
}

/** Opens a shadcn Select or Combobox and gives its options, for a test to read them (Escape or a click closes it). */
export async function openOptions(page: Page, trigger: Locator) {
  await trigger.click();
  return page.getByRole("listbox").getByRole("option");
}
