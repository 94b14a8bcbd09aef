import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { AFTER_AUTH, signIn, signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { e2eDatabase } from "./support/e2e-db";
import { chooseOption } from "./support/select";

/** Creator approval: the setting, a new creator waiting (French, phone width), an admin approving (English, desktop). */

const SHOTS = "test-results/screenshots/approvals";
const ARRIVAL = { timeout: 30_000 };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Sets the approval setting from the console's settings page (the switch, then Save). */
async function setApproval(page: Page, required: boolean) {
  await page.goto("/en/admin/settings");
  const approval = page.getByRole("switch", { name: "Require approval of new creator profiles" });
  await expect(approval).toBeVisible(ARRIVAL);
  if ((await approval.isChecked()) === required) return;
  await expect(async () => {
    await approval.setChecked(required);
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled({ timeout: 1000 });
  }).toPass();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(required ? "New creator profiles now wait for approval." : "New creator profiles are now listed without approval.")).toBeVisible();
}

const browseFor = (page: Page, name: string) => page.goto(`/en/browse?search=${encodeURIComponent(name)}`);

test("an admin requires approval; a new creator waits unlisted; the admin approves and the creator is listed", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Jinia Apwobasyon ${Date.now().toString(36)}`;
  await page.setViewportSize(DESKTOP);
  await signIn(page, "admin@lakou.demo");
  const creatorContext = await browser.newContext({ viewport: PHONE });
  try {
    await setApproval(page, true);
    await expect(page.getByText("New creator profiles wait for an admin's approval before they are listed.")).toBeVisible(ARRIVAL);
    await shot(page, "settings-en-1280");

    // A new creator signs up and creates their profile: their workspace (French, phone) says it waits.
    const creator = await creatorContext.newPage();
    const email = uniqueEmail("e2e-approval");
    await signUpAndConfirm(creator, { name, email, role: "A creator" });
    await creator.waitForURL((url) => !/\/(signup|login|auth\/callback)/.test(url.pathname), AFTER_AUTH);
    await creator.goto("/en/creator/dashboard");
    await creator.getByRole("link", { name: "Create your profile" }).click();
    await expect(creator.getByRole("heading", { name: "Create your creator profile" })).toBeVisible(ARRIVAL);
    await chooseOption(creator, creator.getByLabel("Category"), "Singer");
    await creator.getByLabel("Video price (USD)").fill("40");
    await creator.getByLabel("Video price (HTG)").fill("5280");
    await creator.getByRole("button", { name: "Create my profile" }).click();
    await expect(creator.getByText("Your creator profile is ready.")).toBeVisible(ARRIVAL);
    await creator.goto("/fr/creator/dashboard");
    const notice = creator.getByRole("status").filter({ hasText: "Votre profil attend l'approbation" });
    await expect(notice).toBeVisible(ARRIVAL);
    await expect(notice).toContainText("Notre équipe examine les nouveaux profils");
    await shot(creator, "waiting-fr-390");

    // Its own public page says it is not public yet; a guest gets the page-not-found answer.
    const db = e2eDatabase();
    const [account] = await db<{ id: string }[]>`select id from users where email = ${email}`;
    await db.end();
    await creator.goto(`/fr/creator/${account!.id}`);
    await expect(creator.getByRole("status").filter({ hasText: "Cette page n'est pas encore publique" })).toBeVisible(ARRIVAL);
    const guest = await browser.newPage();
    try {
      expect((await guest.goto(`/en/creator/${account!.id}`))?.status()).toBe(404);
    } finally {
      await guest.close();
    }

    // Nobody else finds it.
    await browseFor(page, name);
    await expect(page.getByText("Try adjusting your filters or search terms")).toBeVisible(ARRIVAL);
    await expect(page.locator("main article")).toHaveCount(0);

    // The admin approves it from the queue, reached from the console's sidebar.
    await page.goto("/en/admin/dashboard");
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Approvals" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Creator approvals" })).toBeVisible(ARRIVAL);
    const row = page.getByRole("listitem").filter({ hasText: name });
    await expect(row).toBeVisible();
    await shot(page, "queue-en-1280");
    const dialog = page.getByRole("dialog", { name: `Approve ${name}?` });
    await row.getByRole("button", { name: "Approve" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Note (optional, kept in the audit log)").fill("E2E: looks good");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText(`${name} is approved and listed.`)).toBeVisible();
    await expect(row).toHaveCount(0, ARRIVAL);

    // Listed at once, and the creator's notice is gone.
    await browseFor(page, name);
    await expect(page.locator("main article h3").filter({ hasText: name })).toBeVisible(ARRIVAL);
    await creator.goto("/fr/creator/dashboard");
    await expect(creator.getByRole("heading", { level: 1 })).toBeVisible(ARRIVAL);
    await expect(creator.getByText("Votre profil attend l'approbation")).toHaveCount(0);
  } finally {
    await creatorContext.close();
    // Leave the demo as the other tests expect it: new profiles listed at once.
    const sql = e2eDatabase();
    try {
      await sql`insert into creator_approval_settings (required) values (false)`;
    } finally {
      await sql.end();
    }
  }
});
