import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import ht from "../../messages/ht.json" with { type: "json" };
import { signIn } from "./support/accounts";

/** The creator's subscribers and monthly recurring revenue on the dashboard, in each language and on a phone. */

test("@phone the demo creator sees their subscribers (name, tier, since, status) and MRR, in three languages", async ({ page }) => {
  test.slow(); // the dashboard three times, once per language, then an accessibility scan
  await signIn(page, "creator@lakou.demo");
  for (const [locale, messages] of [["en", en], ["fr", fr], ["ht", ht]] as const) {
    const s = messages.dashboard.creator.subscribers;
    await page.goto(`/${locale}/creator/dashboard`);
    const section = page.getByRole("region", { name: s.title });
    await expect(section).toBeVisible();
    await expect(section.locator("p", { hasText: s.mrr })).toContainText(/\d+[.,]\d\d/);
    const rows = section.getByRole("row");
    expect(await rows.count()).toBeGreaterThan(1);
    await expect(section.getByRole("rowheader").first()).not.toBeEmpty();
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await section.screenshot({ path: test.info().outputPath(`subscribers-${locale}-${width}.png`) });
  }
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).include("main").analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});
