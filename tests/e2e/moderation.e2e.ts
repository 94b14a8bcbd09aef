import { expect, type Page, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { signIn } from "./support/accounts";
import { mailedSubjects } from "./support/mailbox";

/**
 * Reporting and moderation as people meet them: the demo creator publishes a post, the demo fan
 * reports it from the feed, the super admin rejects it in the moderation queue with a reason, the
 * post is gone from the feed for everyone, and the creator is told why.
 */

async function findInFeed(page: Page, title: string) {
  await page.goto("/en/feed");
  await page.getByLabel(en.feed.search.label).fill(title);
  await page.getByLabel(en.feed.search.label).press("Enter");
  return page.locator("main article").filter({ hasText: title });
}

test("a fan reports a post, a moderator removes it, it is gone for everyone and its creator is told why", async ({ browser }) => {
  // Three people in turn (creator, fan, moderator) and a guest: more than one page's worth of time.
  test.setTimeout(120_000);
  const creator = await browser.newPage();
  await signIn(creator, "creator@lakou.demo");
  await creator.goto("/en/creator/posts/new");
  const title = `Loud promo ${Date.now()}`;
  await creator.getByLabel(en.posts.form.title).fill(title);
  await creator.getByLabel(en.posts.form.description).fill("Buy followers here");
  await creator.getByLabel(en.posts.form.body).fill("Visit a shady site.");
  await creator.getByRole("button", { name: en.posts.form.save }).click();
  await creator.waitForURL(/\/en\/creator\/posts$/);
  // Nobody is offered to report their own post.
  const own = await findInFeed(creator, title);
  await expect(own).toBeVisible();
  await expect(own.getByRole("button", { name: en.moderation.report })).toHaveCount(0);

  const fan = await browser.newPage();
  await signIn(fan, "fan@lakou.demo");
  const card = await findInFeed(fan, title);
  await card.getByRole("button", { name: en.moderation.report }).click();
  const dialog = fan.getByRole("dialog");
  await dialog.getByRole("button", { name: en.moderation.send }).click();
  await expect(dialog.getByRole("alert")).toHaveText(en.moderation.validation.category);
  await dialog.getByLabel(en.moderation.categories.spam).check();
  await dialog.getByLabel(en.moderation.categories.misleading_content).check();
  await dialog.getByLabel(en.moderation.note).fill("Sells fake followers");
  await dialog.getByRole("button", { name: en.moderation.send }).click();
  await expect(fan.getByText(en.moderation.thanks)).toBeVisible();
  await expect(dialog).toBeHidden();

  const admin = await browser.newPage();
  await signIn(admin, "admin@lakou.demo");
  await admin.goto("/en/admin/moderation");
  await expect(admin.getByRole("heading", { name: en.moderation.queue.title })).toBeVisible();
  const item = admin.locator("article").filter({ hasText: title });
  await expect(item).toContainText("Sells fake followers");
  await expect(item).toContainText(en.moderation.categories.spam);
  await item.getByRole("button", { name: en.moderation.queue.reject }).click();
  const review = admin.getByRole("dialog");
  await review.getByRole("button", { name: en.moderation.queue.reject }).click();
  await expect(review.getByText(en.moderation.validation.reasonRequired)).toBeVisible();
  await review.getByLabel(en.moderation.queue.reason).fill("Selling fake followers is spam.");
  await review.getByRole("button", { name: en.moderation.queue.reject }).click();
  await expect(admin.getByText(en.moderation.queue.decided)).toBeVisible();
  await expect(item).toHaveCount(0);

  // Gone from the feed for everyone, guests included.
  const guest = await browser.newPage();
  await expect(await findInFeed(guest, title)).toHaveCount(0);
  await expect(await findInFeed(fan, title)).toHaveCount(0);

  // The creator is told, by e-mail too (their notification's mail).
  await expect.poll(() => mailedSubjects("creator@lakou.demo"), { timeout: 20_000 }).toContain(en.notifications.types.moderation.contentRemoved.title);
  for (const page of [creator, fan, admin, guest]) await page.close();
});

test("@phone the moderation queue works at 390 px", async ({ page }) => {
  await signIn(page, "admin@lakou.demo");
  await page.goto("/en/admin/moderation");
  await expect(page.getByRole("heading", { name: en.moderation.queue.title })).toBeVisible();
  await expect(page.getByLabel(en.moderation.queue.filters.status, { exact: true })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
});
