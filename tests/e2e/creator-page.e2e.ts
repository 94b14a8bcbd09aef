import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { useRole } from "./support/roles";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import ht from "../../messages/ht.json" with { type: "json" };
import { chooseOption, openOptions } from "./support/select";

/** Home (featured creators, categories, picker), creator pages and their 404, in three languages. */



function picker(page: Page) {
  return page.getByRole("region", { name: en.picker.heading });
}

/** Serious or critical axe violations in the main content (header and footer are the shell's own checks). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .include("main")
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** Home, with its client components hydrated before the test types into them. */
async function openHome(page: Page, locale = "en") {
  await page.goto(`/${locale}`);
  await page.waitForLoadState("networkidle");
}

/** Switches the tier carousel to "All tiers" (the switch is off until the page's scripts have run) and waits for the cards. */
async function showAllTiers(page: Page, cards: Locator) {
  await page.locator("#subscribe").getByRole("button", { name: en.subscriptions.carousel.viewGrid }).click();
  await expect(cards.first()).toBeVisible();
}

/** The link of the first featured creator card on the home page. */
async function firstFeaturedCreator(page: Page) {
  return page.getByRole("region", { name: en.home.featured.heading }).getByRole("list").getByRole("link").first();
}

test.describe("creator page", () => {
  test("opens a featured creator from the home page with tiers, previews and reviews", async ({ page }) => {
    await openHome(page);
    const link = await firstFeaturedCreator(page);
    const name = (await link.innerText()).trim();
    await link.click();

    await page.waitForURL(/\/en\/creator\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${name}`));

    const book = page.locator("#book");
    await expect(book.getByRole("heading", { name: en.creatorPage.bookHeading })).toBeVisible();
    await expect(book).toContainText("$");
    await expect(book.getByRole("button", { name: /^Book Now/ })).toBeVisible();

    // A guest can subscribe to every tier (through sign-up): all tiers, each with its Subscribe Now.
    const subscribe = page.locator("#subscribe");
    await expect(subscribe).toContainText(en.subscriptions.carousel.perMonth);
    const cards = subscribe.locator("ul[data-columns] > li");
    await showAllTiers(page, cards);
    await expect(subscribe.getByRole("button", { name: /^Subscribe Now to / })).toHaveCount(await cards.count());

    // Each sample is its poster with a play button: no video is loaded before a click.
    const previews = page.getByRole("region", { name: en.creatorPage.previewsHeading });
    const play = previews.getByRole("button", { name: /^Play the sample video “.+”$/ });
    await expect(play).not.toHaveCount(0);
    await expect(previews.locator("video")).toHaveCount(0);
    await expect(play.first().locator("img")).toHaveAttribute("src", /^\/_next\/image\?url=%2Fapi%2Fmedia%2F[0-9a-f-]{36}%2Fposter\.jpg&w=\d+/);

    const reviews = page.getByRole("region", { name: /^Reviews \(\d+\)$/ });
    const items = reviews.getByRole("listitem");
    await expect(items).toHaveCount(5);
    await reviews.getByRole("button", { name: en.creatorPage.moreReviews }).click();
    await expect(items).toHaveCount(10);

    // Each post names its kind in words (the creator page once showed the message keys instead).
    const posts = page.getByRole("region", { name: en.posts.creatorFeed.heading });
    await expect(posts.getByRole("listitem").first()).toBeVisible();
    await expect(posts.getByText(new RegExp(`^(${Object.values(en.posts.types).join("|")})$`)).first()).toBeVisible();
    await expect(posts).not.toContainText("posts.types.");
  });

  test("a page of reviews that fails to load says so, and Try again loads it", async ({ page }) => {
    let failing = true;
    await page.route(/\/api\/trpc\/[^?]*creators\.reviews/, (route) =>
      failing && decodeURIComponent(route.request().url()).includes('"page":2') ? route.fulfill({ status: 500, body: "" }) : route.continue(),
    );
    await openHome(page);
    await (await firstFeaturedCreator(page)).click();
    const reviews = page.getByRole("region", { name: /^Reviews \(\d+\)$/ });
    const items = reviews.getByRole("listitem");
    await expect(items).toHaveCount(5);
    await reviews.getByRole("button", { name: en.creatorPage.moreReviews }).click();

    const alert = reviews.getByRole("alert");
    await expect(alert).toContainText(en.creatorPage.reviewsError);
    failing = false;
    await alert.getByRole("button", { name: en.common.tryAgain }).click();
    await expect(alert).toBeHidden();
    await expect(items).toHaveCount(10);
  });

  test("the quick-view anchors land on the matching sections", async ({ page }) => {
    await page.goto("/en");
    const href = await (await firstFeaturedCreator(page)).getAttribute("href");
    await page.goto(`${href}#subscribe`);
    await expect(page.locator("#subscribe")).toBeInViewport();
    await page.goto(`${href}#book`);
    await expect(page.locator("#book")).toBeInViewport();
  });

  for (const [locale, messages] of [
    ["fr", fr],
    ["ht", ht],
  ] as const) {
    test(`an unknown creator id answers the localized 404 (${locale})`, async ({ page }) => {
      const response = await page.goto(`/${locale}/creator/no-such-creator`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: messages.errors.notFoundTitle })).toBeVisible();
      await expect(page.getByRole("link", { name: messages.errors.goHome })).toBeVisible();
    });
  }

  test("an id that cannot be decoded is a 404, for pages and the API alike", async ({ page, request }) => {
    const response = await page.goto("/fr/creator/%E0%A4%A");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: fr.errors.notFoundTitle })).toBeVisible();

    const api = await request.get("/api/public/creator-previews/%E0%A4%A", { headers: { "accept-language": "fr" } });
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ error: fr.errors.notFound, code: "NOT_FOUND" });
  });

  test("the fan page asks a signed-out visitor to sign in, and shows the creator once signed in", async ({ page }) => {
    await page.goto("/en");
    const href = await (await firstFeaturedCreator(page)).getAttribute("href");
    const id = href!.split("/").pop()!;
    await page.goto(`/en/fan/creators/${id}`);
    await page.waitForURL(/\/en\/login/);

    await useRole(page, "fan");
    await page.goto(`/en/fan/creators/${id}`);
    await expect(page.getByRole("link", { name: en.creatorPage.backToFanHome })).toBeVisible();
    await expect(page.locator("#subscribe")).toBeVisible();
  });

  test("badges Most Popular only the tier fans subscribe to", async ({ page, request }) => {
    // The demo fan subscribes to Ti Wobè's second tier; nobody else in the demo data does.
    const { creators } = await (await request.get("/api/public/creators?search=tiwobe")).json();
    await page.goto(`/en/creator/${creators[0].id}`);
    const tiers = page.locator("#subscribe ul[data-columns] > li");
    await showAllTiers(page, tiers);
    await expect(tiers.filter({ hasText: en.subscriptions.carousel.mostPopular })).toHaveCount(1);
    await expect(tiers.nth(1)).toContainText(en.subscriptions.carousel.mostPopular);
  });

  test("a creator page reads well on a phone @phone", async ({ page }) => {
    await openHome(page);
    await picker(page).getByRole("list").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("home picker", () => {
  test("searches, filters, sorts and clears", async ({ page }) => {
    await openHome(page);
    const section = picker(page);
    const status = section.getByText(/^Showing \d+ creators?/);
    await expect(status).toHaveText(/^Showing \d+ creators$/);
    const everyone = Number((await status.innerText()).match(/\d+/)![0]);

    await section.getByLabel(en.picker.searchLabel, { exact: true }).fill("konpa");
    await expect(status).toHaveText(/^Showing \d+ creators? for "konpa"$/);
    await expect(section.getByRole("link", { name: "Frantzy Konpa" })).toBeVisible();

    await section.getByLabel(en.picker.searchLabel, { exact: true }).fill("");
    await expect(status).toHaveText(`Showing ${everyone} creators`);
    await chooseOption(page, section.getByLabel(en.picker.sortLabel, { exact: true }), en.picker.sorts.response);
    await expect(section.getByRole("list")).toHaveAttribute("aria-busy", "false");
    const hours = (await section.getByRole("listitem").allInnerTexts()).map((text) => Number(text.match(/Responds in (\d+)/)![1]));
    expect(hours.length).toBeGreaterThan(1);
    expect(hours).toEqual([...hours].sort((a, b) => a - b));
    await expect(section.getByText(/Starting at \$/).first()).toBeVisible();

    // The category list filters as one types; Enter picks the one option left.
    await section.getByLabel(en.picker.categoryLabel, { exact: true }).click();
    await page.keyboard.type(en.picker.groups.sports.slice(0, 4));
    await expect(page.getByRole("listbox").getByRole("option")).toHaveText([en.picker.groups.sports]);
    await page.keyboard.press("Enter");
    await expect(section.getByText(en.picker.empty)).toBeVisible();
    await section.getByRole("button", { name: en.picker.clearFilters }).click();
    await expect(status).toHaveText(`Showing ${everyone} creators`);
    await expect(section.getByLabel(en.picker.sortLabel, { exact: true })).toHaveText(en.picker.sorts.popular);
    await expect(section.getByLabel(en.picker.categoryLabel, { exact: true })).toHaveText(en.picker.groups.all);
  });

  test("shows categories with real counts that open browse", async ({ page }) => {
    await page.goto("/en");
    const categories = page.getByRole("region", { name: en.home.categories.heading });
    const comedians = categories.getByRole("link", { name: new RegExp(`^${en.categories.comedian}`) });
    await expect(comedians).toContainText(/\d+ creators?/);
    await expect(comedians).toHaveAttribute("href", "/en/browse?category=comedian");
  });

  for (const [locale, messages] of [
    ["fr", fr],
    ["ht", ht],
  ] as const) {
    test(`the home page renders translated (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1, name: messages.home.hero.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: messages.picker.heading })).toBeVisible();
      await expect(page.getByRole("heading", { name: messages.home.howItWorks.heading })).toBeVisible();
      await expect(await openOptions(page, page.getByLabel(messages.picker.sortLabel))).toContainText([messages.picker.sorts.response]);
    });
  }
});

test.describe("fan home", () => {
  test("shows the demo fan's saved creators and recommendations", async ({ page }) => {
    await useRole(page, "fan");
    await page.goto("/en/fan/home");
    const saved = page.getByRole("region", { name: en.fanHome.savedHeading });
    await expect(saved.getByRole("listitem")).not.toHaveCount(0);
    await expect(saved.getByRole("link").first()).toHaveAttribute("href", /\/en\/fan\/creators\//);
    await expect(page.getByRole("region", { name: /^(You might also like|Popular on Lakou)$/ }).getByRole("listitem")).not.toHaveCount(0);
  });
});

test("home, a creator page and the fan home have no serious accessibility violations", async ({ page }) => {
  await openHome(page);
  expect(await seriousViolations(page), "home").toEqual([]);
  const href = await (await firstFeaturedCreator(page)).getAttribute("href");
  await page.goto(href!);
  await expect(page.locator("#subscribe")).toBeVisible();
  expect(await seriousViolations(page), "creator page").toEqual([]);
  await useRole(page, "fan");
  await page.goto("/en/fan/home");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page), "fan home").toEqual([]);
});
