import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, request as httpRequest, test } from "@playwright/test";
import en from "../../../messages/en.json" with { type: "json" };
import { e2eDatabase } from "../support/e2e-db";
import { signIn } from "../support/accounts";
import { chooseOption, openOptions } from "../support/select";
import { recordFor } from "../support/recorder-clock";

/**
 * The studio with Chromium's fake camera: the demo creator records a few seconds with a watermark, finds the
 * recording restored after a reload, picks a thumbnail, uploads with progress and plays the processed video.
 */

const SHOTS = "test-results/screenshots";
const t = en;


async function seriousViolations(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).include(include).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** An accepted request from the demo fan to the demo creator: the inbox that accepts requests comes later. */
async function acceptedRequest(recipientName: string) {
  const sql = e2eDatabase();
  try {
    await sql`
      insert into video_requests (fan_id, creator_id, occasion, recipient_name, instructions, base_price_cents, amount_cents, status, due_at)
      select fan.id, creator.id, 'birthday', ${recipientName}, 'Please wish a happy birthday to my sister from all of us.', 5000, 5000, 'accepted', now() + interval '3 days'
      from users fan, users creator where fan.email = 'fan@lakou.demo' and creator.email = 'creator@lakou.demo'`;
  } finally {
    await sql.end();
  }
}

/** Mean brightness of a box of the playback video's current frame, placed by its distance from the bottom-right corner. */
function regionBrightness(page: Page, box: { right: number; bottom: number; w: number; h: number }) {
  return page.getByTestId("recorder-playback").evaluate((video: HTMLVideoElement, b) => {
    const canvas = document.createElement("canvas");
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const ctx = canvas.getContext("2d")!;
    ctx.drawImage(video, 0, 0);
    const data = ctx.getImageData(canvas.width - b.right - b.w, canvas.height - b.bottom - b.h, b.w, b.h).data;
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
    return sum / (data.length / 4);
  }, box);
}

test.use({ actionTimeout: 30_000 });

test("the demo creator records with a watermark, picks a thumbnail, uploads with progress and plays it back", async ({ page }) => {
  // Processing a 1080p recording into four encodings takes seconds on an idle machine, minutes on a busy one.
  test.setTimeout(1_200_000);
  await acceptedRequest("Studio Roseline");
  await signIn(page, "creator@lakou.demo");
  await page.goto("/en/creator/studio");
  await expect(page.getByRole("heading", { level: 1, name: t.uploads.studio.title })).toBeVisible();
  await expect(page.getByLabel(t.uploads.studio.requestLabel)).toContainText("Studio Roseline");

  const preview = page.getByTestId("recorder-preview");
  await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await expect(await openOptions(page, page.getByRole("combobox", { name: t.recorder.camera, exact: true }))).not.toHaveCount(0);
  await page.keyboard.press("Escape");

  // The watermark: on, with its text, and drawn in the live preview.
  await page.getByLabel(t.recorder.watermark.enabled).check();
  await page.getByLabel(t.recorder.watermark.text, { exact: true }).fill("");
  await expect(page.getByText(t.recorder.watermark.textRequired)).toBeVisible();
  await page.getByLabel(t.recorder.watermark.text, { exact: true }).fill("@lakou studio");
  await page.getByRole("button", { name: t.recorder.watermark.preset.bold }).click();
  await expect(page.getByText(t.recorder.watermark.textRequired)).toBeHidden();
  // The widest padding, so the box has room to be sampled well inside its edges (below).
  await page.getByLabel(t.recorder.watermark.padding.replace("{value}", "16")).fill("50");
  await expect(page.getByLabel(t.recorder.watermark.padding.replace("{value}", "50"))).toHaveValue("50");
  expect(await seriousViolations(page, "main")).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/studio-recorder-desktop.png`, fullPage: true });

  await page.getByRole("button", { name: t.recorder.record, exact: true }).click();
  await expect(page.getByRole("timer")).toContainText(t.recorder.recording);
  await page.getByRole("button", { name: t.recorder.pause }).click();
  await expect(page.getByRole("timer")).toContainText(t.recorder.paused);
  await page.getByRole("button", { name: t.recorder.resume }).click();
  // Record until the recorder's own clock has counted 3 seconds (the frame at 2 s is sampled below).
  await recordFor(page, 3);
  await page.getByRole("button", { name: t.recorder.stop }).click();
  const playback = page.getByTestId("recorder-playback");
  await expect(playback).toBeVisible();
  await expect.poll(() => playback.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);

  // Burned in: the watermark's dark box (bottom right) is in the recorded frames themselves.
  await playback.evaluate((v: HTMLVideoElement) => new Promise((resolve) => ((v.currentTime = 2), v.addEventListener("seeked", resolve, { once: true }))));
  // The box (black at 70 %) sits 20 px from the corner, with 50 px of padding around 32 px text: from 20 to 152 px
  // above the bottom, and from 20 px to past 300 px from the right. Its bottom padding is sampled 140 px from the right,
  // beside the fake camera's corner square (the frame's width / 16, 120 px at 1080p), whose gradient changes with
  // time and once made the box come out only 29 points darker; and the camera's plain background above the box.
  const inBox = await regionBrightness(page, { right: 140, bottom: 35, w: 30, h: 25 });
  const outside = await regionBrightness(page, { right: 140, bottom: 200, w: 30, h: 40 });
  expect(inBox).toBeLessThan(60);
  expect(outside - inBox).toBeGreaterThan(30);

  // Kept in the browser: a reload brings the recording back with its age.
  await page.reload();
  await expect(page.getByText("Restored your previous recording from 1 minute(s) ago")).toBeVisible();
  await expect(page.getByTestId("recorder-playback")).toBeVisible();

  // The thumbnail selector: suggestions, strip, scrub, capture; then Save & Continue.
  await page.getByRole("button", { name: t.recorder.addThumbnail }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("thumbnail-selector")).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole("heading", { name: t.thumbnails.suggestions }).locator("..").getByRole("listitem")).toHaveCount(6);
  await expect(dialog.getByRole("heading", { name: t.thumbnails.strip }).locator("..").getByRole("listitem")).toHaveCount(12);
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/studio-thumbnails-desktop.png`, fullPage: true });
  await dialog.getByLabel(/Position:/).fill("1");
  await dialog.getByRole("button", { name: t.thumbnails.capture }).click();
  await expect(dialog.getByText(/Captured at 0:01/)).toBeVisible();
  await dialog.getByRole("button", { name: t.thumbnails.saveContinue }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Thumbnail chosen: Captured at 0:01/)).toBeVisible();

  // Upload, slowed a little so the progress bar can be seen.
  await page.route("**/api/uploads/*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.getByRole("button", { name: t.recorder.upload, exact: true }).click();
  await expect(page.getByRole("progressbar", { name: t.uploads.studio.uploadingVideo })).toBeVisible();
  await expect(page.getByText(t.uploads.studio.uploaded)).toBeVisible({ timeout: 30_000 });

  const item = page.getByTestId("studio-media-list").getByRole("listitem").filter({ hasText: "For Studio Roseline" });
  await expect(item.getByText(t.uploads.list.status.ready)).toBeVisible({ timeout: 900_000 });
  await expect(item.locator("img")).toHaveJSProperty("complete", true);

  // Private: nobody else gets the file.
  const guest = await httpRequest.newContext({ baseURL: page.url() });
  const mediaPath = await item.locator("img").getAttribute("src");
  expect(mediaPath).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/original$/);
  expect((await guest.get(mediaPath!)).status()).toBe(404);
  expect((await page.request.get(mediaPath!)).status()).toBe(200);
  await guest.dispose();

  await item.getByRole("button", { name: t.uploads.list.play }).click();
  const player = page.getByRole("dialog").getByTestId("video-player");
  await expect(player).toBeVisible();
  const quality = player.getByLabel(t.player.quality);
  await expect(await openOptions(page, quality)).toHaveText(["Auto", "720p", "540p", "360p"]);
  await page.keyboard.press("Escape");
  await player.getByRole("button", { name: t.player.play }).click();
  const video = player.locator("video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await chooseOption(page, quality, "360p");
  // The recording lasts about 3 s and may have ended while the list was open: watch it again from the start.
  await video.evaluate((v: HTMLVideoElement) => ((v.currentTime = 0), v.play()));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 20_000 }).toBe(360);
  // Ten seconds forward in a five-second video: at its end, stopped.
  await player.getByRole("button", { name: t.player.forward.replace("{seconds}", "10") }).click();
  await expect(player.getByRole("button", { name: t.player.play, exact: true })).toBeVisible();
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration - v.currentTime)).toBeLessThan(0.5);
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/studio-player-desktop.png` });

  const download = page.waitForEvent("download");
  await player.getByRole("button", { name: t.player.download }).click();
  // A name a person can read: creator, occasion, date.
  expect((await download).suggestedFilename()).toMatch(/^ti-wobe-birthday-\d{4}-\d{2}-\d{2}\.mp4$/);

  // Controls hide after 2 s of play without the pointer moving.
  await player.getByRole("button", { name: t.player.back.replace("{seconds}", "10") }).click();
  await video.evaluate((v: HTMLVideoElement) => ((v.loop = true), v.play()));
  await page.mouse.move(0, 0);
  await expect(player.getByTestId("player-controls")).toHaveAttribute("data-visible", "false", { timeout: 8_000 });
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/studio-phone.png`, fullPage: true });
  await item.getByRole("button", { name: t.uploads.list.play }).click();
  await expect(page.getByRole("dialog").getByTestId("video-player")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/studio-player-phone.png` });
});
