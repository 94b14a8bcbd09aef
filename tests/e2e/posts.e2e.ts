import { type Browser, expect, type Page, test } from "@playwright/test";
import { useRole } from "./support/roles";
import en from "../../messages/en.json" with { type: "json" };
import { seedId } from "../../src/server/db/seed/deterministic";
import { TINY_PNG } from "./support/files";
import { holdScripts } from "./support/held-scripts";

/**
 * Posts and their access rule as people meet them: a guest sees members-only posts blurred, the
 * demo fan (subscribed to the demo creator) sees them open, comments, replies and likes; the demo
 * creator publishes a post for one tier. Desktop and a 390 px phone.
 */

const DEMO_CREATOR_ID = seedId("user:creator@lakou.demo");


/** The demo creator's page, scrolled until every post is loaded (3 first, then 6 by infinite scroll). */
async function openCreatorPosts(page: Page) {
  await page.goto(`/en/creator/${DEMO_CREATOR_ID}`);
  const posts = page.getByRole("region", { name: en.posts.creatorFeed.heading });
  await expect(posts.locator("article").first()).toBeVisible();
  // Scroll until the infinite scroll has loaded the last page, polling rather than sleeping between wheels.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(posts.getByText(en.posts.creatorFeed.end)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(posts.getByText(en.posts.creatorFeed.end)).toBeVisible();
  return posts;
}

/** Ids of the posts shown locked on the demo creator's page. */
async function lockedPostIds(page: Page) {
  const posts = await openCreatorPosts(page);
  const locked = posts.locator("article:has([data-locked])");
  return locked.evaluateAll((articles) => articles.map((article) => article.getAttribute("data-post-id")!));
}

async function guestLockedIds(browser: Browser) {
  const guest = await browser.newPage();
  const ids = await lockedPostIds(guest);
  await guest.close();
  return ids;
}

test.describe("posts", () => {
  test("a guest sees members-only posts as blurred previews with Sign In, and no media", async ({ page }) => {
    const posts = await openCreatorPosts(page);
    const locked = posts.locator("article:has([data-locked])").first();
    await expect(locked).toBeVisible();
    await expect(locked.getByText(en.posts.card.lockedTitle)).toBeVisible();
    await expect(locked.getByRole("link", { name: en.posts.card.signIn })).toHaveAttribute("href", /\/en\/login\?returnTo=/);
    await expect(locked.locator("video, img:not([alt=''])")).toHaveCount(0);

    // Liking asks a guest to sign in.
    await posts.locator("article:not(:has([data-locked]))").first().getByRole("button", { name: /like this post/i }).click();
    await expect(page.getByText(en.posts.engagement.authRequired)).toBeVisible();
    await expect(page.getByText(en.posts.engagement.signInToLike)).toBeVisible();

    // The same post alone: still locked, no comments, and nothing to play.
    const id = await locked.getAttribute("data-post-id");
    await page.goto(`/en/posts/${id}`);
    await expect(page.locator("[data-locked]")).toBeVisible();
    await expect(page.locator("video")).toHaveCount(0);
    await expect(page.getByRole("region", { name: /Comments/ })).toHaveCount(0);
  });

  test("the subscribed demo fan sees a members-only post open, comments, replies and likes it", async ({ page, browser }) => {
    test.slow(); // two visitors, two sign-ins' worth of pages
    const lockedForGuests = await guestLockedIds(browser);
    expect(lockedForGuests.length).toBeGreaterThan(0);

    await useRole(page, "fan");
    const posts = await openCreatorPosts(page);
    const openIds = await posts
      .locator("article:not(:has([data-locked]))")
      .evaluateAll((articles) => articles.map((article) => article.getAttribute("data-post-id")!));
    const unlocked = lockedForGuests.filter((id) => openIds.includes(id));
    expect(unlocked.length).toBeGreaterThan(0);

    // A public post nobody comments on in these tests: the empty state.
    const publicId = openIds.find((id) => !lockedForGuests.includes(id));
    await page.goto(`/en/posts/${publicId}`);
    await expect(page.locator("#comments").getByText(en.comments.emptyTitle)).toBeVisible();
    await expect(page.locator("#comments").getByText(en.comments.emptyBody)).toBeVisible();

    await page.goto(`/en/posts/${unlocked[0]}`);
    await expect(page.locator("[data-locked]")).toHaveCount(0);
    await expect(page.locator("video, main img[alt]:not([alt=''])").first()).toBeVisible();
    const comments = page.locator("#comments");
    const heading = comments.getByRole("heading", { name: /^Comments \(\d+\)$/ });
    const countBefore = Number((await heading.innerText()).match(/\d+/)![0]);

    // Shift+Enter adds a line; Enter sends.
    const stamp = Date.now();
    const box = comments.getByLabel(en.comments.label);
    await box.fill(`Bèl travay ${stamp}!`);
    await box.press("Shift+Enter");
    await box.pressSequentially("Mèsi anpil");
    await expect(box).toHaveValue(`Bèl travay ${stamp}!\nMèsi anpil`);
    await box.press("Enter");
    await expect(page.getByText(en.comments.posted)).toBeVisible();
    await expect(box).toHaveValue("");
    const first = comments.getByRole("listitem").filter({ hasText: `Bèl travay ${stamp}!` });
    await expect(first).toContainText("Mèsi anpil");
    await expect
      .poll(async () => Number((await heading.innerText()).match(/\d+/)![0]))
      .toBeGreaterThan(countBefore);

    // A blank comment is not sent.
    await box.fill("   ");
    await expect(comments.getByRole("button", { name: en.comments.submit })).toBeDisabled();

    // One level of replies.
    await first.getByRole("button", { name: "Reply to Nadège Pierre" }).click();
    const reply = comments.getByLabel("Write a reply to Nadège Pierre");
    await reply.fill(`Yon repons ${stamp}`);
    await reply.press("Enter");
    await expect(first.getByRole("list").getByText(`Yon repons ${stamp}`)).toBeVisible();
    await expect(first.getByRole("list").getByRole("button", { name: /^Reply/ })).toHaveCount(0);

    // Likes flip at once and stay after a reload.
    const like = page.getByRole("button", { name: /like this post/i });
    const wasLiked = (await like.getAttribute("aria-pressed")) === "true";
    const count = like.locator("[data-count]");
    const after = Number(await count.innerText()) + (wasLiked ? -1 : 1);
    const saved = page.waitForResponse((response) => response.url().includes("/api/trpc/posts.like") && response.ok());
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", String(!wasLiked));
    await expect(count).toHaveText(String(after));
    // A reload after the server has answered (a reload while the like is in flight would cancel it).
    await saved;
    await page.reload();
    await expect(like).toHaveAttribute("aria-pressed", String(!wasLiked));
    await expect(count).toHaveText(String(after));

    // A like the server refuses goes back, with the spec's message.
    await page.route("**/api/trpc/posts.like**", (route) => route.fulfill({ status: 500, body: "unavailable" }));
    await like.click();
    await expect(page.getByText(en.posts.engagement.likeFailed)).toBeVisible();
    await expect(like).toHaveAttribute("aria-pressed", String(!wasLiked));
    await expect(count).toHaveText(String(after));
    await page.unroute("**/api/trpc/posts.like**");

    // The author deletes their reply.
    await first.getByRole("list").getByRole("button", { name: "Delete the comment by Nadège Pierre" }).click();
    await page.getByRole("dialog").getByRole("button", { name: en.comments.confirmDelete }).click();
    await expect(page.getByText(en.comments.deleted)).toBeVisible();
    await expect(comments.getByText(`Yon repons ${stamp}`)).toHaveCount(0);
  });

  test("the content feed: tabs, layout, search, Load More and the guest's Sign In prompt", async ({ page }) => {
    await page.goto("/en/feed");
    await expect(page.getByRole("heading", { level: 1, name: en.feed.title })).toBeVisible();
    await expect(page.getByText(en.feed.guestPrompt)).toBeVisible();
    const list = page.locator("main ul").first();
    await expect(list.locator("article")).toHaveCount(10);
    await expect(page.locator("main article:has([data-locked])").first()).toBeVisible();
    // The first picture on the screen comes first and at once; the ones further down wait until they are near.
    const pictures = list.locator("article img[srcset]");
    await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
    await expect(pictures.first()).toHaveAttribute("loading", "eager");
    await expect(list.locator('article img[fetchpriority="high"]')).toHaveCount(1);
    await expect(pictures.nth(1)).toHaveAttribute("loading", "lazy");
    await page.getByRole("button", { name: en.feed.loadMore }).click();
    await expect(list.locator("article")).toHaveCount(20);

    await page.getByRole("link", { name: en.feed.tabs.video }).click();
    await expect(page.getByRole("link", { name: en.feed.tabs.video })).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(/\/en\/feed\?tab=video$/);
    await expect(page.locator("main article").first()).toBeVisible();
    for (const badge of await page.locator("main article").getByText(en.posts.types.video, { exact: true }).all()) {
      await expect(badge).toBeVisible();
    }
    await expect(page.locator("main article").getByText(en.posts.types.image, { exact: true })).toHaveCount(0);

    await page.getByRole("link", { name: en.feed.tabs.live }).click();
    await expect(page.getByText(en.feed.liveTitle)).toBeVisible();

    await page.getByRole("link", { name: en.feed.tabs.all }).click();
    await page.getByRole("link", { name: en.feed.layout.vertical }).click();
    await expect(page.getByRole("link", { name: en.feed.layout.vertical })).toHaveAttribute("aria-current", "true");
    await page.getByLabel(en.feed.search.label).fill("zzqqxx-nothing");
    await page.getByLabel(en.feed.search.label).press("Enter");
    await expect(page.getByText(en.feed.emptyTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/en\/feed\?search=zzqqxx-nothing&layout=vertical$/);

    // Back walks through the states; a reload keeps the one the URL names.
    await page.goBack();
    await expect(page.getByLabel(en.feed.search.label)).toHaveValue("");
    await expect(page.getByText(en.feed.emptyTitle)).toBeHidden();
    await expect(list.locator("article").first()).toBeVisible();
    await expect(page.getByRole("link", { name: en.feed.layout.vertical })).toHaveAttribute("aria-current", "true");
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/feed\?tab=live$/);
    await expect(page.getByText(en.feed.liveTitle)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("link", { name: en.feed.tabs.live })).toHaveAttribute("aria-current", "true");
    await expect(page.getByText(en.feed.liveTitle)).toBeVisible();
  });

  test("@phone the feed's tabs, layout and search work before the page's scripts have run", async ({ page }) => {
    // Hold the page's scripts: until they are released, every page is the server's HTML, as on a slow phone.
    const release = await holdScripts(page);
    await page.goto("/en/feed", { waitUntil: "commit" });
    await page.getByRole("link", { name: en.feed.tabs.video }).click();
    await expect(page).toHaveURL(/\/en\/feed\?tab=video$/);
    await expect(page.getByRole("link", { name: en.feed.tabs.video })).toHaveAttribute("aria-current", "true");
    await expect(page.locator("main article").first()).toBeVisible();
    await expect(page.locator("main article").getByText(en.posts.types.image, { exact: true })).toHaveCount(0);

    await page.getByRole("link", { name: en.feed.layout.vertical }).click();
    await expect(page).toHaveURL(/\/en\/feed\?tab=video&layout=vertical$/);
    await page.getByLabel(en.feed.search.label).fill("zzqqxx-nothing");
    await page.getByLabel(en.feed.search.label).press("Enter");
    await expect(page).toHaveURL(/\/en\/feed\?tab=video&layout=vertical&search=zzqqxx-nothing$/);
    await expect(page.getByText(en.feed.emptyTitle)).toBeVisible();

    // Once the scripts run, the page carries on from the state in its URL.
    release();
    await page.getByRole("link", { name: en.feed.search.clear }).click();
    await expect(page).toHaveURL(/\/en\/feed\?tab=video&layout=vertical$/);
    await expect(page.locator("main article").first()).toBeVisible();
    await expect(page.getByLabel(en.feed.search.label)).toHaveValue("");
  });

  test("the demo creator publishes a post for one tier: a guest sees it locked in the feed", async ({ page, browser }) => {
    await useRole(page, "creator");
    await page.goto("/en/creator/posts");
    await page.getByRole("link", { name: en.posts.manage.newPost }).click();
    const title = `Members rehearsal ${Date.now()}`;
    await page.getByLabel(en.posts.form.title).fill(title);
    await page.getByLabel(en.posts.form.description).fill("Only for one tier");
    await page.getByLabel(en.posts.form.body).fill("The full story for members.");
    await page.getByLabel(en.posts.form.addImage).setInputFiles(TINY_PNG);
    await expect(page.getByRole("img", { name: "Image 1" })).toBeVisible();
    await page.getByLabel(en.posts.form.subscribers).check();
    const tiers = page.getByRole("group", { name: en.posts.form.tiers });
    await tiers.getByRole("checkbox").last().check();
    await page.getByRole("button", { name: en.posts.form.save }).click();
    await page.waitForURL(/\/en\/creator\/posts$/);
    const row = page.locator("main").getByRole("listitem").filter({ hasText: title });
    await expect(row.getByText(en.posts.manage.status.published)).toBeVisible();
    await expect(row).toContainText("Subscribers:");

    const guest = await browser.newPage();
    await guest.goto("/en/feed");
    await guest.getByLabel(en.feed.search.label).fill(title);
    await guest.getByLabel(en.feed.search.label).press("Enter");
    const card = guest.locator("main article").filter({ hasText: title });
    await expect(card.locator("[data-locked]")).toBeVisible();
    await expect(card).not.toContainText("The full story for members.");
    await guest.close();

    // Another creator cannot edit it: the edit page is a 404 for them.
    const postId = await row.getByRole("link", { name: en.posts.manage.edit }).getAttribute("href");
    await row.getByRole("button", { name: `Delete “${title}”` }).click();
    await page.getByRole("dialog").getByRole("button", { name: en.posts.manage.delete }).click();
    await expect(page.getByText(en.posts.manage.deleted)).toBeVisible();
    await expect(page.locator("main").getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
    expect(postId).toMatch(/\/creator\/posts\/.+\/edit$/);
  });
});

test.describe("posts on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a guest sees the blurred preview in the feed, the subscribed fan opens and comments @phone", async ({ page, browser }) => {
    test.slow(); // two visitors, two sign-ins' worth of pages
    const guest = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await guest.goto("/en/feed");
    const locked = guest.locator("main article:has([data-locked])").first();
    await expect(locked.getByRole("link", { name: en.posts.card.signIn })).toBeVisible();
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await guest.close();

    const lockedForGuests = await guestLockedIds(browser);
    await useRole(page, "fan");
    const posts = await openCreatorPosts(page);
    const openIds = await posts
      .locator("article:not(:has([data-locked]))")
      .evaluateAll((articles) => articles.map((article) => article.getAttribute("data-post-id")!));
    const id = lockedForGuests.filter((item) => openIds.includes(item)).at(-1);
    await page.goto(`/en/posts/${id}`);
    await expect(page.locator("[data-locked]")).toHaveCount(0);
    const text = `Sou telefòn mwen ${Date.now()}`;
    const box = page.locator("#comments").getByLabel(en.comments.label);
    await box.fill(text);
    await page.locator("#comments").getByRole("button", { name: en.comments.submit }).click();
    await expect(page.locator("#comments").getByText(text)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
