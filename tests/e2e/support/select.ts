import type { Locator, Page } from "@playwright/test";

/** Picks `option` in a shadcn Select (a combobox button and its listbox) as a person would: open it, click the option. */
export async function chooseOption(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole("listbox").getByRole("option", { name: option, exact: true }).click();
}
