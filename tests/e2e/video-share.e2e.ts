import { type Browser, expect, type Page, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { signIn, uniqueEmail } from "./support/accounts";
import { deliver, processed } from "./support/deliver";
import { e2eDatabase } from "./support/e2e-db";
import { mailedShareLink } from "./support/mailbox";
import { paidRequest } from "./support/paid-request";
import { openOptions } from "./support/select";

/**
 * The delivered video's own page (issue 20): private until the fan turns sharing on; then anyone with the link
 * watches it without an account (quality, fullscreen by keyboard) and can book the creator; off again, the link
 * is refused. A gift by e-mail reaches the recipient's mailbox with that link when the video is delivered.
 */

const SHOTS = "test-results/screenshots";

/** The demo fan pays a request for `recipient`; the demo creator delivers it; its renditions are made. */
async function deliveredOrder(page: Page, browser: Browser, recipient: string, gift?: { email: string; message: string }) {
  await signIn(page, "fan@lakou.demo");
  const request = await paidRequest(page, recipient);
  if (gift) {
    // The booking's gift choices (the wizard's own e2e books them): by e-mail, with a message.
    const sql = e2eDatabase();
    try {
      await sql`update video_requests set request_type = 'gift', gift_method = 'email', recipient_email = ${gift.email}, gift_message = ${gift.message}, from_name = 'Marie' where id = ${request.id}`;
    } finally {
      await sql.end();
    }
  }
  const creator = await (await browser.newContext()).newPage();
  await signIn(creator, "creator@lakou.demo");
  await deliver(creator, recipient);
  await creator.context().close();
  await processed(request.id);
  return request;
}

/** A guest (fresh context, no account) watches the shared page: plays it, picks a quality, goes fullscreen by keyboard. */
async function guestWatches(guest: Page, url: string, messages: typeof en, recipient: string) {
  expect((await guest.goto(url))!.status()).toBe(200);
  await expect(guest.getByText(recipient, { exact: false }).first()).toBeVisible();
  const player = guest.getByTestId("video-player");
  const quality = player.getByLabel(messages.player.quality);
  await expect(await openOptions(guest, quality)).toHaveText([messages.player.auto, "720p", "540p", "360p"]);
  await guest.getByRole("listbox").getByRole("option", { name: "360p", exact: true }).click();
  await player.getByRole("button", { name: messages.player.play }).click();
  const video = player.locator("video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.5);
  await expect(quality).toHaveText("360p");
  await player.getByRole("button", { name: messages.player.fullscreen }).focus();
  await guest.keyboard.press("Enter");
  await expect.poll(() => guest.evaluate(() => document.fullscreenElement?.getAttribute("data-testid"))).toBe("video-player");
  await expect(player.getByRole("button", { name: messages.player.exitFullscreen })).toBeVisible();
  await guest.keyboard.press("Enter");
  await expect.poll(() => guest.evaluate(() => document.fullscreenElement)).toBeNull();
}

test("English at 1280 px: the fan turns sharing on, a guest watches, books the creator; off again, the link is refused", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const recipient = `Share ${Date.now().toString(36)}`;
  const request = await deliveredOrder(page, browser, recipient);

  await page.goto(`/en/fan/orders/${request.id}`);
  const sharing = page.getByRole("switch", { name: en.orders.shareLink.toggle });
  await expect(sharing).not.toBeChecked();
  await expect(page.getByText(en.orders.shareLink.offBody)).toBeVisible();
  // Private: no share buttons yet, and the creator's page is not what gets shared.
  await expect(page.getByRole("link", { name: en.orders.share.whatsapp })).toHaveCount(0);
  await sharing.click();
  await expect(page.getByText(en.orders.shareLink.created)).toBeVisible();
  await expect(sharing).toBeChecked();
  const url = await page.getByLabel(en.orders.shareLink.label).inputValue();
  expect(url).toMatch(/\/en\/shared\/[A-Za-z0-9_-]{43}$/);
  // The share buttons send the video's own page.
  expect(decodeURIComponent((await page.getByRole("link", { name: en.orders.share.whatsapp }).getAttribute("href"))!)).toContain(url);
  await page.screenshot({ path: `${SHOTS}/video-share-order-en-1280.png`, fullPage: true });

  const guestContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const guest = await guestContext.newPage();
  await guestWatches(guest, url, en, recipient);
  await expect(guest.getByRole("heading", { name: /A video message from/ })).toBeVisible();
  await guest.screenshot({ path: `${SHOTS}/video-share-guest-en-1280.png`, fullPage: true });
  // The shared page's preview picture for chats and feeds.
  const og = await guest.request.get(`${url}/opengraph-image`);
  expect(og.status()).toBe(200);
  expect(og.headers()["content-type"]).toBe("image/png");
  // Book the creator from the shared page.
  await guest.getByRole("link", { name: /^Book / }).click();
  await expect(guest).toHaveURL(new RegExp(`/en/creator/${request.creatorId}$`));

  await sharing.click();
  await expect(page.getByText(en.orders.shareLink.revoked)).toBeVisible();
  await expect(sharing).not.toBeChecked();
  await expect(page.getByLabel(en.orders.shareLink.label)).toBeHidden();
  expect((await guest.goto(url))!.status()).toBe(404);
  await guestContext.close();
});

test("French at 390 px: a gift by e-mail reaches the recipient with the video's link, and the order says so", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const recipient = `Kado ${Date.now().toString(36)}`;
  const email = uniqueEmail("gift");
  const request = await deliveredOrder(page, browser, recipient, { email, message: "Bon anivèsè, manman!" });

  const link = await mailedShareLink(email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/fr/fan/orders/${request.id}`);
  const gift = page.getByTestId("gift-status");
  await expect(gift).toContainText(fr.orders.gift.title);
  await expect(gift).toContainText(email);
  await expect(gift).toContainText(fr.orders.gift.sharingOn);
  // The gift turned sharing on: the order's link is the one mailed.
  await expect(page.getByRole("switch", { name: fr.orders.shareLink.toggle })).toBeChecked();
  expect(link.endsWith((await page.getByLabel(fr.orders.shareLink.label).inputValue()).split("/shared/")[1]!)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/video-share-gift-fr-390.png`, fullPage: true });

  // The recipient opens the mailed link on their phone, without an account (in the fan's language, the mail's).
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const guest = await guestContext.newPage();
  await guestWatches(guest, link, link.includes("/fr/shared/") ? fr : en, recipient);
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await guest.screenshot({ path: `${SHOTS}/video-share-guest-fr-390.png`, fullPage: true });

  // Private again: the mailed link is refused.
  await page.getByRole("switch", { name: fr.orders.shareLink.toggle }).click();
  await expect(page.getByText(fr.orders.shareLink.revoked)).toBeVisible();
  expect((await guest.goto(link))!.status()).toBe(404);
  await guestContext.close();
});
