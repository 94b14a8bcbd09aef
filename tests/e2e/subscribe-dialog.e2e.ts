import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { seedId } from "../../src/server/db/seed/deterministic";
import { AFTER_AUTH, NEW_PASSWORD, uniqueEmail } from "./support/accounts";
import { e2eDatabase } from "./support/e2e-db";
import { mailedSignInLink } from "./support/mailbox";

/**
 * The services dialog's Subscribe tab: the tier carousel and its gestures (arrows, dots, keyboard, a
 * drag of 50 px, a wheel step of 30 with a 500 ms lock), its grid of 1, 2 or 4 columns; a guest who
 * picks a tier signs up and comes back straight into that tier's checkout, pays in test mode, sees a
 * locked post open, cancels and keeps access until the period ends, then loses it once it has.
 */

const CREATOR_ID = seedId("user:creator@lakou.demo");
const c = en.subscriptions.carousel;

async function seriousViolations(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).include(include).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

async function openSubscribeTab(page: Page, query = "openSubscription=true") {
  await page.goto(`/en/creator/${CREATOR_ID}?${query}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: en.booking.dialog.subscribeTab })).toHaveAttribute("aria-selected", "true");
  const carousel = dialog.getByRole("region", { name: c.label });
  await expect(carousel).toBeVisible();
  return { dialog, carousel };
}

/** The demo creator's active tiers, cheapest first, and one tier a members-only post is for. */
async function demoTiers() {
  const sql = e2eDatabase();
  try {
    const tiers = await sql<{ id: string; name: string }[]>`
      select id, tier_name as name from creator_subscription_tiers
      where creator_id = ${CREATOR_ID} and is_active order by price_usd_cents, id`;
    const [post] = await sql<{ id: string; tier: string }[]>`
      select id, access_tier_ids[1]::text as tier from posts
      where creator_id = ${CREATOR_ID} and not is_public and status = 'published' and cardinality(access_tier_ids) > 0
      order by created_at desc limit 1`;
    return { tiers, post: post! };
  } finally {
    await sql.end();
  }
}

const slideLabel = (n: number, total: number) => c.slide.replace("{n}", String(n)).replace("{total}", String(total));

async function expectSlide(carousel: Locator, n: number, total: number) {
  await expect(carousel.getByRole("group", { name: slideLabel(n, total) })).toBeVisible();
}

test("the Subscribe tab's carousel: arrows, dots, keys, a 50 px drag, a wheel step of 30 with its 500 ms lock, and the grid", async ({ page }) => {
  // The wheel's 500 ms lock runs on the page's clock: fake timers let the test move time instead of sleeping.
  await page.clock.install();
  const { tiers } = await demoTiers();
  const total = tiers.length;
  expect(total).toBeGreaterThanOrEqual(2);
  const { dialog, carousel } = await openSubscribeTab(page);
  await expectSlide(carousel, 1, total);
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
  await dialog.screenshot({ path: test.info().outputPath("subscribe-tab-desktop.png") });

  // Arrows and dots; the carousel keeps its height from tier to tier, so nothing jumps.
  const height = (await carousel.boundingBox())!.height;
  await dialog.getByRole("button", { name: c.next }).click();
  await expectSlide(carousel, 2, total);
  expect((await carousel.boundingBox())!.height).toBe(height);
  await dialog.getByRole("button", { name: c.previous }).click();
  await expectSlide(carousel, 1, total);
  await expect(dialog.getByRole("button", { name: c.previous })).toBeDisabled();
  await dialog.getByRole("button", { name: c.goTo.replace("{tier}", tiers[1]!.name) }).click();
  await expectSlide(carousel, 2, total);
  await expect(dialog.getByRole("button", { name: c.goTo.replace("{tier}", tiers[1]!.name) })).toHaveAttribute("aria-current", "true");

  // Keyboard.
  await carousel.focus();
  await page.keyboard.press("ArrowLeft");
  await expectSlide(carousel, 1, total);
  await page.keyboard.press("ArrowRight");
  await expectSlide(carousel, 2, total);

  // A drag shorter than 50 px stays; one of 50 px or more moves.
  const drag = async (dx: number) => {
    const box = (await carousel.boundingBox())!;
    const y = box.y + 24;
    const x = box.x + box.width / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps: 5 });
    await page.mouse.up();
  };
  await drag(40);
  await expectSlide(carousel, 2, total);
  await drag(60);
  await expectSlide(carousel, 1, total);
  await drag(-60);
  await expectSlide(carousel, 2, total);

  // The wheel: under 30 does nothing; 30 or more moves once, and again only after 500 ms.
  const box = (await carousel.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 24);
  await page.mouse.wheel(-20, 0);
  await page.clock.runFor(100);
  await expectSlide(carousel, 2, total);
  await page.mouse.wheel(-40, 0);
  await expectSlide(carousel, 1, total);
  await page.mouse.wheel(40, 0); // inside the lock: ignored
  await page.clock.runFor(100);
  await expectSlide(carousel, 1, total);
  await page.clock.runFor(600);
  await page.mouse.wheel(40, 0);
  await expectSlide(carousel, 2, total);

  // The grid: every tier at once, its columns by the tiers' number and the room it has.
  await dialog.getByRole("button", { name: c.viewGrid }).click();
  const grid = dialog.locator("ul[data-columns]");
  await expect(grid.getByRole("button", { name: /^Subscribe Now to / })).toHaveCount(total);
  const columns = Number(await grid.getAttribute("data-columns"));
  expect(columns).toBe(total >= 4 ? 4 : 2);
  const shown = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  expect(shown).toBe(2); // the dialog has room for two
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
  await dialog.screenshot({ path: test.info().outputPath("subscribe-grid-desktop.png") });
  await dialog.getByRole("button", { name: c.viewCarousel }).click();
  await expect(carousel).toBeVisible();
});

test("@phone at 390 px the Subscribe tab is one tier at a time, and its grid one column", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { dialog, carousel } = await openSubscribeTab(page);
  await expect(carousel).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await dialog.screenshot({ path: test.info().outputPath("subscribe-tab-390.png") });
  await dialog.getByRole("button", { name: c.viewGrid }).click();
  const shown = await dialog.locator("ul[data-columns]").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  expect(shown).toBe(1);
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
});

test("a guest picks a tier, signs up, lands in its checkout, pays, reads a locked post, cancels and keeps it until the period ends", async ({ page }) => {
  test.slow(); // sign-up, checkout and several pages
  const { tiers, post } = await demoTiers();
  const tier = tiers.find((t) => t.id === post.tier)!;
  await page.goto(`/en/posts/${post.id}`);
  await expect(page.locator("[data-locked]")).toBeVisible();

  // The guest picks the tier the post is for: Subscribe Now leads to sign-up first.
  const { dialog } = await openSubscribeTab(page);
  await dialog.getByRole("button", { name: c.goTo.replace("{tier}", tier.name) }).click();
  await dialog.getByRole("button", { name: `Subscribe Now to ${tier.name}` }).click();
  await expect(page).toHaveURL(/\/en\/signup\?returnTo=/);
  const email = uniqueEmail("e2e-subscribe");
  await page.getByLabel("Full name").fill("Roseline Abòne");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("radio", { name: /^A fan/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible(AFTER_AUTH);
  await page.goto(await mailedSignInLink(email));

  // Back on the creator with the tab open, and straight on into that tier's checkout.
  await page.waitForURL(/\/en\/payments\/test-subscription\?session_id=test_cs_/, AFTER_AUTH);
  await expect(page.getByRole("heading", { name: en.subscriptions.testCheckout.title })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${tier.name} ·`))).toBeVisible();
  await page.getByRole("button", { name: en.subscriptions.testCheckout.pay, exact: true }).click();
  await page.waitForURL(new RegExp(`/en/fan/creators/${CREATOR_ID}\\?subscription=success&session_id=test_cs_`));
  await expect(page.getByRole("status").filter({ hasText: /subscription is active/ })).toBeVisible();

  // The post that was locked is open now.
  await page.goto(`/en/posts/${post.id}`);
  await expect(page.locator("[data-locked]")).toHaveCount(0);
  await expect(page.getByRole("region", { name: /Comments/ })).toBeVisible();

  // Cancelled: access stays until the period ends.
  await page.goto("/en/fan/subscriptions");
  const card = page.locator("main").getByRole("listitem").filter({ hasText: tier.name });
  await card.getByRole("button", { name: en.subscriptions.list.actions.cancel, exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: en.subscriptions.list.confirm.cancel.confirm, exact: true }).click();
  await expect(card).toContainText("Access until");
  await page.goto(`/en/posts/${post.id}`);
  await expect(page.locator("[data-locked]")).toHaveCount(0);

  // The clock moves past the period's end (the server's time cannot be moved: the period is moved back).
  const sql = e2eDatabase();
  try {
    await sql`
      update subscription_orders set current_period_start = now() - interval '31 days', current_period_end = now() - interval '1 minute',
        expires_at = now() - interval '1 minute'
      where user_id = (select id from users where email = ${email})`;
  } finally {
    await sql.end();
  }
  await page.goto(`/en/posts/${post.id}`);
  await expect(page.locator("[data-locked]")).toBeVisible();
});
