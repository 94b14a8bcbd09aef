import { expect, test } from "@playwright/test";
import en from "../../../messages/en.json" with { type: "json" };
import fr from "../../../messages/fr.json" with { type: "json" };
import { signIn } from "../support/accounts";
import { e2eDatabase } from "../support/e2e-db";
import { paidRequest } from "../support/paid-request";
import { recordFor } from "../support/recorder-clock";

/**
 * A paid request walks to the fan's screen through the studio: the creator (in French) accepts it, "Start"
 * opens the studio on it with the fan's brief beside the camera and their display name as the watermark,
 * records, picks a thumbnail, uploads and delivers; the fan (in English, on a phone) watches it with that thumbnail.
 */

const SHOTS = "test-results/screenshots";
const RECIPIENT = "Mirlande Studio";
const PRONUNCIATION = "Mirlande se dit « Mir-lannde »";

test.use({ actionTimeout: 30_000 });

test("the creator starts a paid request in the studio, records, delivers; the fan watches it with the chosen thumbnail", async ({ browser }) => {
  test.setTimeout(300_000);
  const fanContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const fan = await fanContext.newPage();
  await signIn(fan, "fan@lakou.demo");
  const request = await paidRequest(fan, RECIPIENT, "fancreator@lakou.demo");
  const sql = e2eDatabase();
  try {
    await sql`update video_requests set special_details = ${PRONUNCIATION}, pronouns = 'she/her', from_name = 'Nadège' where id = ${request.id}`;
  } finally {
    await sql.end();
  }

  const creatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "fr-FR" });
  const creator = await creatorContext.newPage();
  await signIn(creator, "fancreator@lakou.demo");
  await creator.goto("/fr/creator/content");
  const card = creator.getByRole("listitem").filter({ hasText: RECIPIENT });
  await card.getByRole("button", { name: fr.inbox.moves.accept }).click();
  await creator.getByRole("button", { name: fr.inbox.states.accepted }).click();
  await card.getByRole("button", { name: fr.inbox.moves.start }).click();

  // The studio opens on that request, with what the fan asked for beside the camera.
  await expect(creator).toHaveURL(new RegExp(`/fr/creator/studio\\?request=${request.id}$`));
  await expect(creator.getByLabel(fr.uploads.studio.requestLabel)).toHaveText(`${RECIPIENT} (${fr.booking.occasions.birthday})`);
  const brief = creator.getByTestId("request-brief");
  await expect(brief).toContainText(`${RECIPIENT} (${fr.booking.pronouns.she_her})`);
  await expect(brief).toContainText(PRONUNCIATION);
  await expect(brief).toContainText("Jacmel");
  // The watermark starts from the creator's display name, not the account's legal name.
  await expect(creator.getByLabel(fr.recorder.watermark.text, { exact: true })).toHaveValue("Stefi Rakontè");

  const preview = creator.getByTestId("recorder-preview");
  await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await creator.screenshot({ path: `${SHOTS}/studio-brief-desktop.png`, fullPage: true });
  await creator.getByRole("button", { name: fr.recorder.record, exact: true }).click();
  // Record until the recorder's own clock has counted a few seconds.
  await recordFor(creator, 3);
  await creator.getByRole("button", { name: fr.recorder.stop }).click();
  await expect(creator.getByTestId("recorder-playback")).toBeVisible();

  await creator.getByRole("button", { name: fr.recorder.addThumbnail }).click();
  const dialog = creator.getByRole("dialog");
  await expect(dialog.getByTestId("thumbnail-selector")).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole("button", { name: fr.thumbnails.capture }).click();
  await dialog.getByRole("button", { name: fr.thumbnails.saveContinue }).click();
  await expect(dialog).toBeHidden();
  await creator.getByRole("button", { name: fr.recorder.upload, exact: true }).click();

  const panel = creator.getByTestId("deliver-panel");
  await expect(panel).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByRole("img", { name: fr.studioFlow.deliver.thumbnail })).toHaveJSProperty("complete", true);
  await creator.screenshot({ path: `${SHOTS}/studio-deliver-desktop.png`, fullPage: true });
  await panel.getByRole("button", { name: fr.studioFlow.deliver.confirm.replace("{name}", RECIPIENT) }).click();
  await expect(creator.getByText(fr.studioFlow.deliver.delivered.replace("{name}", RECIPIENT))).toBeVisible();
  await expect(creator.getByTestId("deliver-panel")).toBeHidden();
  await creatorContext.close();

  // The fan's order is delivered, and its player shows the thumbnail the creator chose.
  await fan.goto(`/en/fan/orders/${request.id}`);
  await expect(fan.getByRole("heading", { name: en.orders.video.title, exact: true })).toBeVisible();
  const video = fan.getByTestId("video-player").locator("video");
  await expect(video).toHaveAttribute("poster", /^\/api\/media\/[0-9a-f-]{36}\/original$/);
  const poster = await video.getAttribute("poster");
  expect((await fan.request.get(poster!)).status()).toBe(200);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThan(0);
  await fan.screenshot({ path: `${SHOTS}/studio-delivered-fan-phone.png`, fullPage: true });
  await fanContext.close();
});
