import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { e2eDatabase } from "./e2e-db";

/** A 6-second 720p WebM test pattern with a tone, made by ffmpeg, as a creator's recording. */
function clip(): Buffer {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lakou-delivery-")), "clip.webm");
  execFileSync("/usr/bin/ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=duration=6:size=1280x720:rate=24"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=6", "-c:v", "libvpx", "-deadline", "realtime", "-b:v", "600k", "-c:a", "libvorbis", file],
  ]);
  return readFileSync(file);
}

/** The creator accepts and starts the request from the inbox, then delivers it there with an uploaded video. */
export async function deliver(creator: Page, recipientName: string) {
  await creator.goto("/en/creator/content");
  const card = () => creator.locator("main").getByRole("listitem").filter({ hasText: recipientName });
  await card().getByRole("button", { name: "Accept" }).click();
  await expect(creator.getByText("Request accepted.")).toBeVisible();
  await creator.getByRole("button", { name: "Accepted", exact: true }).click();
  // Start opens the studio on the request; back in My Videos, it is delivered with an uploaded file.
  await card().getByRole("button", { name: "Start" }).click();
  await expect(creator.getByText("Marked as in progress.")).toBeVisible();
  await creator.waitForURL(/\/en\/creator\/studio\?request=/);
  await creator.goto("/en/creator/content");
  await creator.getByRole("button", { name: "In progress", exact: true }).click();
  await card().getByRole("button", { name: "Deliver" }).click();
  await creator.getByRole("dialog").getByLabel("Video file").setInputFiles({ name: "clip.webm", mimeType: "video/webm", buffer: clip() });
  await creator.getByRole("dialog").getByRole("button", { name: "Upload and deliver" }).click();
  await expect(creator.getByText("Delivered: the fan has been notified.")).toBeVisible({ timeout: 30_000 });
}

/** Waits for the job worker to finish the delivered video's MP4 and HLS renditions (ffmpeg). */
export async function processed(requestId: string) {
  const sql = e2eDatabase();
  try {
    await expect
      .poll(async () => (await sql<{ status: string }[]>`select m.status from media m join video_requests r on r.delivered_media_id = m.id where r.id = ${requestId}`)[0]?.status, { timeout: 60_000 })
      .toBe("ready");
  } finally {
    await sql.end();
  }
}
