import { mkdirSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { e2eDatabase } from "./support/e2e-db";
import { freshCreator } from "./support/fresh-creator";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import ht from "../../messages/ht.json" with { type: "json" };

/**
 * Creator content in the reader's language: a creator writes a Kreyòl bio beside the original in
 * settings on a phone; a Kreyòl reader gets it, a French reader gets the original with a note; a seeded
 * creator's tier benefits follow the same rule. And the
 * seeded feed reads like a live marketplace: every post its creator's own, like counts that vary.
 */

const SHOTS = "test-results/screenshots/creator-language";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const ARRIVAL = { timeout: 20_000 };

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A signed-out reader's page at `viewport`, closed with the test's browser. */
async function readerPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

const about = (page: Page) => page.locator("section[aria-labelledby=about-heading]");

test("a creator writes a Kreyòl bio on a phone; a Kreyòl reader sees it, a French reader the original with a note", async ({ browser }) => {
  test.setTimeout(90_000);
  const creator = await freshCreator("Language");
  const original = `Konpa guitarist from Jacmel ${creator.suffix}.`;
  const kreyol = `Gitaris konpa ki soti Jakmèl ${creator.suffix}.`;

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, creator.email);
  await page.goto("/en/creator/settings");
  await expect(page.getByRole("heading", { level: 2, name: "Profile", exact: true })).toBeVisible(ARRIVAL);
  await page.waitForLoadState("networkidle");

  // Over the limit: the translated message, nothing saved.
  await page.getByLabel(en.creatorSettings.profile.bio, { exact: true }).fill(original);
  const kreyolField = page.getByLabel(en.creatorSettings.profile.bioHt, { exact: true });
  await kreyolField.evaluate((field) => field.removeAttribute("maxlength"));
  await kreyolField.fill("a".repeat(1001));
  await page.getByRole("button", { name: en.creatorSettings.save }).click();
  await expect(page.getByText(en.creatorSettings.validation.bioTooLong)).toBeVisible();

  await kreyolField.fill(kreyol);
  await page.getByRole("button", { name: en.creatorSettings.save }).click();
  await expect(page.getByText(en.creatorSettings.saved)).toBeVisible();
  await shot(page, "settings-bio-ht-390");
  await context.close();

  // A Kreyòl reader: the creator's Kreyòl bio, no note.
  const kreyolReader = await readerPage(browser, PHONE);
  await kreyolReader.goto(`/ht/creator/${creator.id}`);
  await expect(about(kreyolReader)).toContainText(kreyol);
  await expect(about(kreyolReader)).not.toContainText(original);
  await expect(about(kreyolReader).getByText(ht.creatorContent.untranslatedNote)).toHaveCount(0);
  await shot(kreyolReader, "creator-ht-390");

  // A French reader: the original, with the note that the creator wrote no French version.
  const frenchReader = await readerPage(browser, DESKTOP);
  await frenchReader.goto(`/fr/creator/${creator.id}`);
  await expect(about(frenchReader)).toContainText(original);
  await expect(about(frenchReader).getByText(fr.creatorContent.untranslatedNote)).toBeVisible();
  await shot(frenchReader, "creator-fr-1280");

  // An English reader: the original, as written, no note.
  await frenchReader.goto(`/en/creator/${creator.id}`);
  await expect(about(frenchReader)).toContainText(original);
  await expect(about(frenchReader).getByText(en.creatorContent.untranslatedNote)).toHaveCount(0);
});

/** A seeded creator's id by handle. */
async function seededCreatorId(handle: string) {
  const sql = e2eDatabase();
  try {
    const [row] = await sql<{ id: string }[]>`select user_id as id from creator_profiles where handle = ${handle}`;
    return row!.id;
  } finally {
    await sql.end();
  }
}

test("a seeded creator's tier benefits read in Kreyòl on a phone; in French, as written, with the note", async ({ browser }) => {
  // Wilnès Tanbou wrote Kreyòl versions of his bio and tiers, and no French ones.
  const id = await seededCreatorId("wilnes.tanbou");
  const tiers = (page: Page) => page.locator("#subscribe");
  const benefitsOf = (page: Page, label: string) => tiers(page).getByRole("list", { name: label.replace("{tier}", "Fanatik") });

  const kreyolReader = await readerPage(browser, PHONE);
  await kreyolReader.goto(`/ht/creator/${id}`);
  await expect(benefitsOf(kreyolReader, ht.creatorContent.benefitsLabel)).toContainText("Piblikasyon pou abòne sèlman");
  await expect(benefitsOf(kreyolReader, ht.creatorContent.benefitsLabel)).not.toContainText("Members-only posts");
  await expect(tiers(kreyolReader).getByText(ht.creatorContent.untranslatedNote)).toHaveCount(0);
  await shot(kreyolReader, "tiers-ht-390");

  const frenchReader = await readerPage(browser, DESKTOP);
  await frenchReader.goto(`/fr/creator/${id}`);
  await expect(benefitsOf(frenchReader, fr.creatorContent.benefitsLabel)).toContainText("Members-only posts");
  await expect(tiers(frenchReader).getByText(fr.creatorContent.untranslatedNote).first()).toBeVisible();
});

for (const [locale, viewport] of [
  ["en", DESKTOP],
  ["ht", PHONE],
] as const) {
  test(`the feed (${locale}, ${viewport.width} px) shows each creator's own posts, pictures and varying like counts`, async ({ browser }) => {
    const page = await readerPage(browser, viewport);
    await page.goto(`/${locale}/feed`);
    const articles = page.locator("article[data-post-id]");
    await expect(articles.nth(7)).toBeVisible(ARRIVAL);

    const cards = await articles.evaluateAll((nodes) =>
      nodes.slice(0, 12).map((node) => ({
        title: node.querySelector("h3")?.textContent?.trim() ?? "",
        likes: node.querySelector("[data-count]")?.textContent?.trim() ?? "",
      })),
    );
    expect(new Set(cards.map((card) => card.title)).size).toBe(cards.length);
    expect(new Set(cards.map((card) => card.likes)).size).toBeGreaterThan(2);

    // The seeded pictures are real uploads, served and drawn at a width made for the screen. The picture is pinned by
    // its address: a post published meanwhile (other tests run at once) may come in above it.
    const src = await page.locator("article[data-post-id] img[src^='/api/media/']").first().getAttribute("src");
    const picture = page.locator(`article[data-post-id] img[src="${src}"]`);
    // Decoded, not measured: a picture narrower than the width it is offered as has a scaled-down naturalWidth.
    await expect
      .poll(async () => {
        await picture.scrollIntoViewIfNeeded();
        return picture.evaluate((img: HTMLImageElement) => img.complete && img.decode().then(() => true, () => false));
      })
      .toBe(true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/api\/media\/[0-9a-f-]{36}\/w(384|640)\.webp$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `feed-${locale}-${viewport.width}`);
  });
}
