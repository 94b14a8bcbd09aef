import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { useRole } from "./support/roles";
import { paidRequest } from "./support/paid-request";

/** The creator's inbox: the demo fan pays two requests; the demo creator accepts one and declines the other with a reason. */

const SHOTS = "test-results/screenshots";


/** A 2-second WebM test pattern made by ffmpeg, as a creator's recording. */
function clip(): Buffer {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lakou-inbox-")), "clip.webm");
  execFileSync("/usr/bin/ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=duration=2:size=640x360:rate=24"],
    ...["-c:v", "libvpx", "-deadline", "realtime", "-b:v", "400k", file],
  ]);
  return readFileSync(file);
}


test("the demo creator accepts a paid request, declines another, starts and delivers the first", async ({ page, browser }) => {
  test.slow(); // one long journey: two paid checkouts, then accept, decline, start and deliver with an upload
  const suffix = Date.now().toString(36);
  const keep = `Inbox Keep ${suffix}`;
  const refuse = `Inbox Refuse ${suffix}`;
  const fan = await (await browser.newContext()).newPage();
  await useRole(fan, "fan");
  await paidRequest(fan, keep);
  await paidRequest(fan, refuse);
  await useRole(page, "creator");
  await page.goto("/en/creator/content");
  await expect(page.getByRole("heading", { name: "My Videos", level: 1 })).toBeVisible();

  const keepCard = page.locator("main").getByRole("listitem").filter({ hasText: keep });
  await expect(keepCard).toContainText("Birthday for");
  // Standard tier, paid just now: due in 7 days (the countdown ticks by the minute).
  await expect(keepCard).toContainText(/Due in (6d 23h|7d 0h)/);
  await expect(keepCard).toContainText("22,443");
  await page.screenshot({ path: `${SHOTS}/inbox-desktop.png`, fullPage: true });
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).include("main").analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  await keepCard.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Request accepted.")).toBeVisible();
  await expect(page.locator("main").getByRole("listitem").filter({ hasText: keep })).toHaveCount(0);

  await page.locator("main").getByRole("listitem").filter({ hasText: refuse }).getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(dialog.getByText("Tell the fan why you are declining")).toBeVisible();
  await dialog.getByLabel("Reason").fill("I am travelling that week, sorry!");
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByText("Request declined; the fan will not be charged.")).toBeVisible();

  await page.getByRole("button", { name: "Accepted", exact: true }).click();
  await expect(page.locator("main").getByRole("listitem").filter({ hasText: keep }).getByRole("button", { name: "Start" })).toBeVisible();
  await page.getByRole("button", { name: "Declined", exact: true }).click();
  await expect(page.locator("main").getByRole("listitem").filter({ hasText: refuse })).toContainText("Your reason: I am travelling that week, sorry!");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Accepted", exact: true }).click();
  await expect(page.locator("main").getByRole("listitem").filter({ hasText: keep })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/inbox-390.png`, fullPage: true });

  // Start opens the studio on the request (issue 20); back in My Videos, deliver it with an uploaded video:
  // the request moves to Delivered.
  await page.locator("main").getByRole("listitem").filter({ hasText: keep }).getByRole("button", { name: "Start" }).click();
  await expect(page.getByText("Marked as in progress.")).toBeVisible();
  await page.waitForURL(/\/en\/creator\/studio\?request=/);
  await page.goto("/en/creator/content");
  await page.getByRole("button", { name: "In progress", exact: true }).click();
  await page.locator("main").getByRole("listitem").filter({ hasText: keep }).getByRole("button", { name: "Deliver" }).click();
  await page.getByRole("dialog").getByLabel("Video file").setInputFiles({ name: "clip.webm", mimeType: "video/webm", buffer: clip() });
  await page.getByRole("dialog").getByRole("button", { name: "Upload and deliver" }).click();
  await expect(page.getByText("Delivered: the fan has been notified.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Delivered", exact: true }).click();
  await expect(page.locator("main").getByRole("listitem").filter({ hasText: keep })).toBeVisible();
});
