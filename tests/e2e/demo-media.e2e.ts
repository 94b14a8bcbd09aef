import { expect, type Locator, type Page } from "@playwright/test";
import { e2eDatabase } from "./support/e2e-db";
import { test } from "./support/roles";
import { openOptions } from "./support/select";

/**
 * The seeded demo videos are watchable (README, "Demo media"): the demo fan's delivered order plays at 720p
 * with a voice, in English at 1280 px and in French at 390 px, and a creator's sample plays for a guest.
 */

const SHOTS = "test-results/screenshots";

/** The demo fan's seeded delivered order, and the demo creator. */
async function seeded() {
  const sql = e2eDatabase();
  try {
    const [order] = await sql<{ id: string }[]>`
      select r.id from video_requests r join users u on u.id = r.fan_id
      where u.email = 'fan@lakou.demo' and r.status = 'completed' and r.idempotency_key like 'seed:%' and r.delivered_media_id is not null
      order by r.id limit 1`;
    const [creator] = await sql<{ id: string }[]>`select user_id as id from creator_profiles where handle = 'tiwobe'`;
    return { orderId: order!.id, creatorId: creator!.id };
  } finally {
    await sql.end();
  }
}

/** Plays `video` until it has shown a second of picture and decoded some sound. */
async function playsWithSound(video: Locator) {
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(1);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement & { webkitAudioDecodedByteCount?: number }) => v.webkitAudioDecodedByteCount ?? 0))
    .toBeGreaterThan(0);
}

async function watchOrder(page: Page, locale: "en" | "fr", orderId: string, names: { quality: string; auto: string; play: string }) {
  await page.goto(`/${locale}/fan/orders/${orderId}`);
  const player = page.getByTestId("video-player");
  const quality = player.getByLabel(names.quality);
  // The qualities come with the HLS manifest, once hls.js has loaded.
  await expect(quality).toBeVisible({ timeout: 30_000 });
  await expect(await openOptions(page, quality)).toHaveText([names.auto, "720p", "540p", "360p"]);
  // hls.js's top level: the 720p rendition.
  await page.getByRole("listbox").getByRole("option", { name: "720p", exact: true }).click();
  await player.getByRole("button", { name: names.play }).click();
  const video = player.locator("video");
  await playsWithSound(video);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([1280, 720]);
}

test("the demo fan's delivered video plays at 720p with a voice, in English and in French at 390 px", async ({ pageAs }) => {
  test.setTimeout(90_000);
  const { orderId } = await seeded();
  const page = await pageAs("fan");
  await watchOrder(page, "en", orderId, { quality: "Quality", auto: "Auto", play: "Play" });
  await page.screenshot({ path: `${SHOTS}/demo-video-en-1280.png` });

  const phone = await pageAs("fan");
  await phone.setViewportSize({ width: 390, height: 844 });
  await watchOrder(phone, "fr", orderId, { quality: "Qualité", auto: "Automatique", play: "Lire" });
  await phone.screenshot({ path: `${SHOTS}/demo-video-fr-390.png`, fullPage: true });
});

test("a creator's sample video plays for a guest, 1280x720 with a voice", async ({ page }) => {
  const { creatorId } = await seeded();
  await page.goto(`/en/creator/${creatorId}`);
  const previews = page.getByRole("region", { name: "Sample videos" });
  // A click on the poster's play button is the gesture a page needs before it plays sound; the video then starts.
  await previews.getByRole("button", { name: /^Play the sample video / }).first().click();
  const video = previews.locator("video").first();
  await expect(video.locator("source")).toHaveAttribute("src", /^\/api\/media\/[0-9a-f-]{36}\/download\.mp4$/);
  await expect(video).toHaveAttribute("poster", /^\/api\/media\/[0-9a-f-]{36}\/poster\.jpg$/);
  await playsWithSound(video);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([1280, 720]);
});
