import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DELIVERY_GRACE_HOURS } from "@/lib/video-requests/request-deadline";
import { deliver, processed } from "./support/deliver";
import { e2eDatabase } from "./support/e2e-db";
import { paidRequest } from "./support/paid-request";
import { signIn } from "./support/accounts";
import { openOptions } from "./support/select";

/**
 * The fan's side of a delivered video: the demo creator delivers a paid request; the demo fan watches it in
 * its qualities, downloads it, shares it with the recipient (who watches without an account until the link
 * is revoked) and reviews it. And a request left past its deadline shows as expired and refunded to both.
 */

const SHOTS = "test-results/screenshots";


test("the fan watches the delivered video in its qualities, downloads it, shares it and reviews it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const recipient = `Watch ${Date.now().toString(36)}`;
  await signIn(page, "fan@lakou.demo");
  const request = await paidRequest(page, recipient);
  const creator = await (await browser.newContext()).newPage();
  await signIn(creator, "creator@lakou.demo");
  await deliver(creator, recipient);
  await processed(request.id);

  await page.goto(`/en/fan/orders/${request.id}`);
  await expect(page.getByRole("heading", { name: "Your video", exact: true })).toBeVisible();
  const player = page.getByTestId("video-player");
  const quality = player.getByLabel("Quality");
  await expect(await openOptions(page, quality)).toHaveText(["Auto", "720p", "540p", "360p"]);
  await page.getByRole("listbox").getByRole("option", { name: "360p", exact: true }).click();
  await player.getByRole("button", { name: "Play" }).click();
  const video = player.locator("video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  // The controls hide after 3 s of play without the pointer moving (at once when it leaves), and come back when it moves.
  await page.mouse.move(5, 5);
  await expect(player.getByTestId("player-controls")).toHaveAttribute("data-visible", "false", { timeout: 6_000 });
  await player.hover();
  await expect(player.getByTestId("player-controls")).toHaveAttribute("data-visible", "true");
  await player.getByRole("button", { name: "Pause" }).click();
  await player.getByRole("button", { name: "Forward 10 seconds" }).click();
  await player.getByLabel("Volume").fill("0.5");
  expect(await video.evaluate((v: HTMLVideoElement) => v.volume)).toBe(0.5);
  const download = page.waitForEvent("download");
  await player.getByRole("button", { name: "Download the video" }).click();
  // A readable name: creator-occasion-date.mp4.
  expect((await download).suggestedFilename()).toMatch(/^[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.mp4$/);

  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).include("main").analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // Sharing: on, opened by the recipient without an account, then off again.
  await page.getByRole("switch", { name: "Sharing by link" }).click();
  const url = await page.getByLabel("Private link").inputValue();
  expect(url).toMatch(/\/en\/shared\/[A-Za-z0-9_-]{43}$/);
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(url);
  await expect(guest.getByRole("heading", { name: /A video message from/ })).toBeVisible();
  await expect(guest.getByText(`Made for ${recipient} · Birthday`)).toBeVisible();
  await expect(guest.getByTestId("video-player").getByLabel("Quality")).toBeVisible();
  await guest.screenshot({ path: `${SHOTS}/shared-desktop.png`, fullPage: true });
  await guest.setViewportSize({ width: 390, height: 844 });
  await guest.screenshot({ path: `${SHOTS}/shared-390.png`, fullPage: true });
  await page.getByRole("switch", { name: "Sharing by link" }).click();
  await expect(page.getByLabel("Private link")).toBeHidden();
  expect((await guest.goto(url))!.status()).toBe(404);

  // The review: the server refuses it without stars, then takes it once; the creator page shows it.
  await page.getByLabel("Your review").fill("Nadège cried with joy. Mèsi anpil!");
  await page.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Choose from 1 to 5 stars.")).toBeVisible();
  await page.locator("label").filter({ hasText: "5 stars" }).click();
  await expect(page.getByLabel("5 stars")).toBeChecked();
  await page.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Thank you for your review!")).toBeVisible();
  await expect(page.getByTestId("my-review")).toContainText("Nadège cried with joy. Mèsi anpil!");
  await page.screenshot({ path: `${SHOTS}/order-delivered-desktop.png`, fullPage: true });
  for (const locale of ["fr", "ht"]) {
    await page.goto(`/${locale}/fan/orders/${request.id}`);
    await expect(page.getByTestId("my-review")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/order-delivered-${locale}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/en/fan/orders/${request.id}`);
  await expect(page.getByTestId("video-player")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/order-delivered-390.png`, fullPage: true });

  await page.goto(`/en/creator/${request.creatorId}`);
  await expect(page.getByText("Nadège cried with joy. Mèsi anpil!")).toBeVisible();
});

test("a request left past its deadline shows as expired and refunded to the fan and the creator", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const recipient = `Late ${Date.now().toString(36)}`;
  await signIn(page, "fan@lakou.demo");
  const request = await paidRequest(page, recipient);

  // The deadline and its grace pass: the expiry job the payment scheduled comes due, and the worker runs it.
  const sql = e2eDatabase();
  try {
    await sql`update video_requests set due_at = now() - make_interval(hours => ${DELIVERY_GRACE_HOURS + 1}) where id = ${request.id}`;
    await sql`update pgboss.job set start_after = now() where name = 'videoRequests.expire' and singleton_key = ${request.id}`;
    await expect
      .poll(async () => (await sql<{ status: string }[]>`select status from video_requests where id = ${request.id}`)[0]!.status, { timeout: 30_000 })
      .toBe("expired");
  } finally {
    await sql.end();
  }

  await page.goto(`/en/fan/orders/${request.id}`);
  await expect(page.getByText("Expired", { exact: true })).toBeVisible();
  await expect(page.getByText(/this request expired and your payment is refunded/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-expired-desktop.png`, fullPage: true });

  const creator = await (await browser.newContext()).newPage();
  await signIn(creator, "creator@lakou.demo");
  await creator.goto("/en/creator/content");
  await creator.getByRole("button", { name: "Expired (refunded)", exact: true }).click();
  await expect(creator.getByRole("listitem").filter({ hasText: recipient })).toContainText("Not delivered in time: the fan was refunded.");
  await creator.screenshot({ path: `${SHOTS}/inbox-expired-desktop.png`, fullPage: true });
});

test("the demo fan's seeded delivered order plays its demo video, in Kreyòl at 390 px", async ({ page }) => {
  const sql = e2eDatabase();
  const [seeded] = await sql<{ id: string }[]>`
    select r.id from video_requests r join users u on u.id = r.fan_id
    where u.email = 'fan@lakou.demo' and r.status = 'completed' and r.idempotency_key like 'seed:%' and r.delivered_media_id is not null
    order by r.id limit 1`.finally(() => sql.end());
  await signIn(page, "fan@lakou.demo");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ht/fan/orders/${seeded!.id}`);
  const video = page.getByTestId("video-player").locator("video");
  await page.getByTestId("video-player").getByRole("button", { name: "Jwe" }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
  await expect(page.getByRole("heading", { name: "Bay videyo ou a nòt" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-seeded-ht-390.png`, fullPage: true });
});
