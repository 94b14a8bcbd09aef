import { expect, type Page, test } from "@playwright/test";
import { signUpAndConfirm } from "./support/accounts";
import { holdScripts } from "./support/held-scripts";
import { chooseOption } from "./support/select";

/** Browse creators: search, filters, sort, views, pages and history; quick view; saving; languages. */

const AFTER_AUTH = { timeout: 20_000 };
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

const cards = (page: Page) => page.locator("main article");
const cardNames = (page: Page) => page.locator("main article h3").allInnerTexts();
const count = (page: Page) => page.locator("#browse-count");
const filters = (page: Page) => page.locator("main");

/** Dollar amounts of the cards on the page, in order. */
async function cardPrices(page: Page) {
  const texts = await page.locator("main article").allInnerTexts();
  return texts.map((text) => Number(/\$([\d,]+\.\d\d)/.exec(text)?.[1]?.replace(/,/g, "")));
}

test("@phone a search typed before the page's scripts have run is kept and searched once they run", async ({ page }) => {
  // Hold the page's scripts, so the box is the server's HTML while the person types.
  const release = await holdScripts(page);
  // The scripts are held, so the page is the server's HTML: wait for its search box, not for the load events.
  await page.goto("/en/browse", { waitUntil: "commit" });
  const search = filters(page).getByLabel("Search creators");
  await search.fill("kreyol");
  release();

  await expect(page).toHaveURL(/search=kreyol/);
  await expect(count(page)).toContainText("for “kreyol”");
  await expect(search).toHaveValue("kreyol");
  await expect(page.locator("main article h3", { hasText: "Kreyòl" }).first()).toBeVisible();
});

test("@phone a tap on a creator's name before the page's scripts have run opens its quick view once they have", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/en/browse?sort=rating", { waitUntil: "commit" });
  const first = page.locator("main article h3 a").first();
  const name = await first.innerText();
  await first.click();
  // The server's page has no quick view yet: the name's link asks for it by its address.
  await expect(page).toHaveURL(/\/en\/browse\?sort=rating&creator=[0-9a-f-]{36}$/);
  release();

  await expect(page.getByRole("dialog").getByRole("heading", { name })).toBeVisible();
  // Once open, the one-time instruction leaves the address.
  await expect(page).toHaveURL(/\/en\/browse\?sort=rating$/);
});

test("search, filter, sort, switch views and page; back walks through each state", async ({ page }) => {
  await page.goto("/en/browse");
  await expect(page.getByRole("heading", { level: 1, name: "Browse creators" })).toBeVisible();
  await expect(count(page)).toHaveText(/^\d+ creators$/);
  await expect(cards(page)).toHaveCount(12);
  const firstPage = await cardNames(page);

  // Page 2, then back.
  await page.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect.poll(() => cardNames(page)).not.toEqual(firstPage);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  await expect.poll(() => cardNames(page)).toEqual(firstPage);

  // Search without accents finds the accented name.
  await filters(page).getByLabel("Search creators").fill("kreyol");
  await expect(page).toHaveURL(/search=kreyol/);
  await expect(count(page)).toContainText("for “kreyol”");
  await expect(page.locator("main article h3", { hasText: "Kreyòl" }).first()).toBeVisible();

  // Category, then sort by price.
  await filters(page).getByLabel("Search creators").fill("");
  await expect(page).not.toHaveURL(/search=/);
  await chooseOption(page, filters(page).getByLabel("Category"), "Comedian");
  await expect(page).toHaveURL(/category=comedian/);
  await expect.poll(async () => (await page.locator("main article").allInnerTexts()).every((t) => t.includes("Comedian"))).toBe(true);
  await chooseOption(page, filters(page).getByLabel("Sort by"), "Price: low to high");
  await expect(page).toHaveURL(/sort=priceAsc/);
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    })
    .toBe(true);

  // Views.
  await page.getByRole("link", { name: "List" }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "true");
  await page.getByRole("link", { name: "Compact" }).click();
  await expect(page).toHaveURL(/view=compact/);

  // Back restores the list view, then the sort, then the category alone.
  await page.goBack();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "true");
  await page.goBack();
  await expect(page).not.toHaveURL(/view=/);
  await expect(filters(page).getByLabel("Sort by")).toHaveText("Price: low to high");
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(filters(page).getByLabel("Sort by")).toHaveText("Most popular");
  await expect(filters(page).getByLabel("Category")).toHaveText("Comedian");

  // A reload keeps the state: it lives in the URL.
  await page.reload();
  await expect(filters(page).getByLabel("Category")).toHaveText("Comedian");
});

test("filters by price, language and verified only", async ({ page }) => {
  await page.goto("/en/browse?price=0-50&sort=priceDesc");
  await expect.poll(async () => (await cardPrices(page)).every((price) => price <= 50)).toBe(true);
  await chooseOption(page, filters(page).getByLabel("Language"), "Spanish");
  await expect(page).toHaveURL(/language=es/);
  await expect.poll(async () => (await page.locator("main article").allInnerTexts()).every((t) => t.includes("Spanish"))).toBe(true);
  await filters(page).getByLabel("Verified creators only").check();
  await expect(page).toHaveURL(/verified=true/);
});

test("the empty state says so and Clear all filters brings every creator back", async ({ page }) => {
  await page.goto("/en/browse?search=zzqqxxvv&category=actor");
  await expect(page.getByRole("heading", { name: "No creators found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your filters or search terms")).toBeVisible();
  await page.locator("main").getByRole("button", { name: "Clear all filters" }).last().click();
  await expect(page).toHaveURL(/\/en\/browse$/);
  await expect(cards(page)).toHaveCount(12);
  await expect(filters(page).getByLabel("Search creators")).toHaveValue("");
  await expect(filters(page).getByLabel("Category")).toHaveText("All categories");
});

test("a quick view opens with sample videos and recent reviews, and offers booking", async ({ page }) => {
  await page.goto("/en/browse");
  const name = (await cardNames(page))[0]!;
  await page.locator("main article h3 a").first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Sample videos" })).toBeVisible();
  // Each sample is its resized poster with a play button; the video is fetched on the click and starts.
  const play = dialog.getByRole("button", { name: /^Play the sample video “.+”$/ });
  await expect(play.first()).toBeVisible();
  await expect(play.first().locator("img")).toHaveAttribute("src", /^\/_next\/image\?url=%2Fapi%2Fmedia%2F[0-9a-f-]{36}%2Fposter\.jpg&w=\d+/);
  await expect(dialog.locator("video")).toHaveCount(0);
  await play.first().click();
  await expect(dialog.locator("video source")).toHaveAttribute("src", /^\/api\/media\/[0-9a-f-]{36}\/download\.mp4$/);
  await expect.poll(() => dialog.locator("video").evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0);
  await expect(dialog.getByRole("heading", { name: "Recent reviews" })).toBeVisible();
  await expect(dialog.getByRole("listitem").first()).toBeVisible();
  // Both open the services dialog over the quick view (booking.e2e.ts follows them through).
  await expect(dialog.getByRole("button", { name: /^Book Now/ })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Subscribe" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("Save asks a signed-out visitor to sign in, brings them back, and saves", async ({ page, browser }) => {
  // An account to sign in with, made in a separate browser session.
  const email = uniqueEmail("e2e-saver");
  const password = "kreyol-pale-kreyol-konprann";
  const other = await browser.newContext();
  const signUpPage = await other.newPage();
  await signUpAndConfirm(signUpPage, { name: "Sove Kreyatè", email, role: "A fan", password });
  await expect(signUpPage).toHaveURL(/\/en\/fan\/home$/, AFTER_AUTH);
  await other.close();

  await page.goto("/en/browse?sort=rating");
  await expect(page.locator("main article h3").first()).toBeVisible();
  const name = (await cardNames(page))[0]!;
  await page.locator("main article h3 a").first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(`Sign in to save ${name}`)).toBeVisible();
  await dialog.getByRole("link", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/en\/login\?returnTo=/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(/\/en\/browse\?.*sort=rating/, AFTER_AUTH);
  await expect(dialog.getByRole("heading", { name })).toBeVisible();
  // The quick view refetches when the window regains focus. A refetch that left the server before the save
  // and lands after it must not undo it: hold its answer until the save is done.
  let release = () => {};
  let answered = () => {};
  let delivered = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const readBeforeSave = new Promise<void>((resolve) => (answered = resolve));
  const refetchDone = new Promise<void>((resolve) => (delivered = resolve));
  await page.route(/\/api\/trpc\/[^?]*creators\.quickView/, async (route) => {
    const response = await route.fetch();
    answered();
    await held;
    // The page may have given up on it (cancelled), which is also fine.
    await route.fulfill({ response }).catch(() => {});
    delivered();
  });
  // A focus refetch is skipped while a fetch is already running, so focus the window until one goes out.
  let refetching = false;
  void readBeforeSave.then(() => (refetching = true));
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
      return refetching;
    })
    .toBe(true);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${name} is in your saved creators`)).toBeVisible();
  release();
  await refetchDone;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(dialog.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await page.unroute(/\/api\/trpc\/[^?]*creators\.quickView/);

  // Saved for real: still saved after a reload.
  await page.reload();
  await page.locator("main article h3 a").first().click();
  await expect(dialog.getByRole("button", { name: "Saved" })).toBeVisible();
});

test("browse and the quick view read in French and in Haitian Creole", async ({ page }) => {
  await page.goto("/fr/browse");
  await expect(page.getByRole("heading", { level: 1, name: "Parcourir les créateurs" })).toBeVisible();
  await expect(filters(page).getByLabel("Rechercher des créateurs")).toBeVisible();
  await expect(count(page)).toHaveText(/^\d+ créateurs$/);
  await page.locator("main article h3 a").first().click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Vidéos d'exemple" })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Enregistrer" })).toBeVisible();

  await page.goto("/ht/browse?search=zzqqxxvv");
  await expect(page.getByRole("heading", { level: 1, name: "Chèche kreyatè" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nou pa jwenn okenn kreyatè" })).toBeVisible();
});

test("browse works on a phone: cards, pages and the quick view @phone", async ({ page }) => {
  await page.goto("/en/browse");
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.locator("main article h3 a").first().click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Recent reviews" })).toBeVisible();
});
