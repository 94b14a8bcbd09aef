import { type Browser, expect, type Locator, test } from "@playwright/test";
import { AFTER_AUTH, NEW_PASSWORD, signIn, signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { e2eDatabase } from "./support/e2e-db";
import { mailedResetLink } from "./support/mailbox";
import { chooseOption } from "./support/select";

/** Forgot password through the mailbox (French, 390 px), and an admin forcing a reset and granting the admin role (English). */

const ARRIVAL = { timeout: 30_000 };
const RESET_PASSWORD = "nouvo-modpas-pou-lakou";

/** Clicks until `target` shows (the first click may come before the page is interactive). */
async function open(trigger: Locator, target: Locator) {
  await expect(async () => {
    if (!(await target.isVisible())) await trigger.click();
    await expect(target).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/** A new fan, signed in in a browser of their own. */
async function newFan(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail("reset-fan");
  await signUpAndConfirm(page, { name, email, role: "A fan" });
  await page.waitForURL((url) => !/\/(signup|login|auth\/callback)/.test(url.pathname), AFTER_AUTH);
  return { page, email, close: () => context.close() };
}

test("a fan resets a forgotten password by e-mail in French on a phone; other sessions end and the link works once", async ({ browser }) => {
  test.slow();
  const fan = await newFan(browser, "Roseline Reset");
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  try {
    await page.goto("/fr/login");
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await expect(page).toHaveURL(/\/fr\/forgot-password$/, ARRIVAL);
    await expect(page.getByRole("heading", { level: 1, name: "Réinitialiser votre mot de passe" })).toBeVisible();
    await page.getByLabel("E-mail").fill(fan.email);
    await page.getByRole("button", { name: "M’envoyer un lien de réinitialisation" }).click();
    await expect(page.getByRole("heading", { name: "Consultez vos e-mails" })).toBeVisible(AFTER_AUTH);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const link = await mailedResetLink(fan.email);
    expect(new URL(link).pathname).toBe("/fr/reset-password");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Choisir un nouveau mot de passe" })).toBeVisible();
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(RESET_PASSWORD);
    await page.getByRole("button", { name: "Enregistrer mon nouveau mot de passe" }).click();
    await expect(page.getByRole("heading", { name: "Votre mot de passe est changé" })).toBeVisible(AFTER_AUTH);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The other browser was signed out.
    await fan.page.goto("/en/fan/home");
    await expect(fan.page).toHaveURL(/\/en\/login/, ARRIVAL);

    // The new password signs in; the old one no longer does.
    await page.locator("main").getByRole("link", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/fr\/login/, ARRIVAL);
    await page.getByLabel("E-mail").fill(fan.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(RESET_PASSWORD);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await page.waitForURL((url) => !/\/(login|auth\/callback)$/.test(url.pathname), AFTER_AUTH);

    // The link worked once.
    await page.goto(link);
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("encore-un-autre-modpas");
    await page.getByRole("button", { name: "Enregistrer mon nouveau mot de passe" }).click();
    await expect(page.getByText("Ce lien de réinitialisation a expiré ou a déjà été utilisé.")).toBeVisible(AFTER_AUTH);
  } finally {
    await phone.close();
    await fan.close();
  }
});

test("an admin forces a password reset (the fan is signed out and sets a new one from the mail) and makes the fan an admin", async ({ page, browser }) => {
  test.slow();
  const fan = await newFan(browser, "Jean Forced");
  const sql = e2eDatabase();
  try {
    const [user] = await sql<{ id: string }[]>`select id from users where email = ${fan.email}`;
    await signIn(page, "admin@lakou.demo");
    await page.goto(`/en/admin/users/${user!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Jean Forced" })).toBeVisible(ARRIVAL);

    const resetDialog = page.getByRole("dialog", { name: "Force a password reset?" });
    await open(page.getByRole("button", { name: "Force password reset" }), resetDialog);
    await resetDialog.getByLabel("Reason (kept in the audit log)").fill("E2E: password seen in a leak");
    await resetDialog.getByRole("button", { name: "Reset the password" }).click();
    await expect(page.getByText(`Password reset. A link went to ${fan.email}.`)).toBeVisible(ARRIVAL);

    await fan.page.goto("/en/fan/home");
    await expect(fan.page).toHaveURL(/\/en\/login/, ARRIVAL);
    // The old password stopped working.
    await fan.page.getByLabel("Email").fill(fan.email);
    await fan.page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await fan.page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(fan.page.getByText("Incorrect email or password.", { exact: false })).toBeVisible(AFTER_AUTH);

    await fan.page.goto(await mailedResetLink(fan.email));
    await fan.page.getByLabel("New password", { exact: true }).fill(RESET_PASSWORD);
    await fan.page.getByRole("button", { name: "Save my new password" }).click();
    await expect(fan.page.getByRole("heading", { name: "Your password is changed" })).toBeVisible(AFTER_AUTH);

    // Made an admin: the account signs in to the console.
    const roleDialog = page.getByRole("dialog", { name: "Make this account an admin?" });
    await open(page.getByRole("button", { name: "Make admin" }), roleDialog);
    await chooseOption(page, roleDialog.getByLabel("Admin kind"), "Content moderator");
    await roleDialog.getByRole("button", { name: "Make admin" }).click();
    await expect(page.getByText("The account is now an admin.")).toBeVisible(ARRIVAL);
    await expect(page.getByRole("button", { name: "Remove admin role" })).toBeVisible(ARRIVAL);

    await signIn(fan.page, fan.email, RESET_PASSWORD);
    await expect(fan.page).toHaveURL(/\/en\/admin\/dashboard$/, ARRIVAL);
    // A content moderator's console: no money screens, no analytics.
    const sidebar = fan.page.getByRole("navigation", { name: "Console" });
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "Finance" })).toHaveCount(0);
    await expect(sidebar.getByRole("button", { name: "Analytics" })).toHaveCount(0);
  } finally {
    await sql.end();
    await fan.close();
  }
});

test("the admin analytics pages show the database's figures, and the dashboard its live system overview", async ({ page }) => {
  const sql = e2eDatabase();
  try {
    await signIn(page, "admin@lakou.demo");
    const overview = page.getByRole("complementary", { name: "System overview" });
    await expect(overview.getByText(/\d+ ms/)).toBeVisible(ARRIVAL);
    await expect(overview.getByText("Pending items")).toBeVisible();

    const sidebar = page.getByRole("navigation", { name: "Console" });
    await sidebar.getByRole("button", { name: "Analytics" }).click();
    await sidebar.getByRole("link", { name: "Analytics", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/admin\/analytics$/, ARRIVAL);
    await page.getByRole("link", { name: "90 days" }).click();
    await expect(page).toHaveURL(/range=90d/, ARRIVAL);

    const figures = async () => {
      const [row] = await sql<{ orders: number; fans: number }[]>`
        select
          (select count(*)::int from ledger_transactions
            where kind = 'capture' and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '89 days') as orders,
          (select count(*)::int from profiles
            where role = 'fan' and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '89 days') as fans`;
      return row!;
    };
    // Tests running beside this one sign fans up, pay, and delete or promote accounts: the database is read, then the
    // page again, until a reading falls between two such changes.
    const agree = (check: (row: { orders: number; fans: number }) => Promise<void>) =>
      expect(async () => {
        const row = await figures();
        await page.reload();
        await check(row);
      }).toPass({ timeout: 30_000 });
    await agree(async (row) => {
      expect(row.orders).toBeGreaterThan(0);
      await expect(page.locator('dt:has-text("Paid orders") + dd')).toHaveText(row.orders.toLocaleString("en-US"), { timeout: 5_000 });
      await expect(page.locator('dt:has-text("New fans") + dd')).toHaveText(row.fans.toLocaleString("en-US"), { timeout: 5_000 });
    });

    await page.getByRole("navigation", { name: "Analytics pages" }).getByRole("link", { name: "Revenue Analytics" }).click();
    await expect(page).toHaveURL(/\/en\/admin\/analytics\/revenue\?range=90d$/, ARRIVAL);
    await expect(page.getByRole("img", { name: "Paid orders per day" })).toBeVisible();
    await agree(async (row) => {
      await expect(page.locator('dt:has-text("Paid orders") + dd').first()).toHaveText(row.orders.toLocaleString("en-US"), { timeout: 5_000 });
    });
  } finally {
    await sql.end();
  }
});
