import { type Browser, expect, type Page, test } from "@playwright/test";
import { AFTER_AUTH, NEW_PASSWORD, signIn, signUpAndConfirm, uniqueEmail } from "./support/accounts";

/** The operator console: its frame, the top-bar search, suspending and reinstating an account, the audit log. */

const ARRIVAL = { timeout: 30_000 };

async function newFan(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail("console-fan");
  await signUpAndConfirm(page, { name: "Marie Console", email, role: "A fan" });
  await page.waitForURL((url) => !/\/(signup|login|auth\/callback)/.test(url.pathname), AFTER_AUTH);
  return { page, email, close: () => context.close() };
}

async function signInAsAdmin(page: Page) {
  await signIn(page, "admin@lakou.demo");
  await expect(page).toHaveURL(/\/en\/admin\/dashboard$/, ARRIVAL);
}

test("an admin finds a user from the top bar, suspends them (signed out, sign-in refused), reinstates, and sees it audited", async ({ page, browser }) => {
  test.slow(); // two browsers, sign-up, several server round trips
  const fan = await newFan(browser);
  try {
    await signInAsAdmin(page);
    const sidebar = page.getByRole("navigation", { name: "Console" });
    await expect(sidebar.getByRole("link", { name: "User Management" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumbs" }).first()).toContainText("Admin");

    const search = page.getByRole("searchbox", { name: "Search users, creators and orders" });
    await search.fill(fan.email);
    await page.getByRole("link", { name: new RegExp(fan.email.replace(/[.+]/g, "\\$&")) }).click();
    await expect(page).toHaveURL(/\/en\/admin\/users\/[^/]+$/, ARRIVAL);
    await expect(page.getByRole("heading", { level: 1, name: "Marie Console" })).toBeVisible();

    await page.getByRole("button", { name: "Suspend" }).click();
    await expect(page.getByRole("dialog", { name: "Suspend this account?" })).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "Suspend this account?" });
    await dialog.getByLabel("Reason (kept in the audit log)").fill("E2E: suspicious payments");
    await dialog.getByRole("button", { name: "Suspend the account" }).click();
    await expect(page.getByText("The account is suspended and signed out.")).toBeVisible();
    await expect(page.getByText(/Suspended since/)).toBeVisible(ARRIVAL);

    // The fan's open session ended: the next page asks them to sign in, and signing in is refused.
    await fan.page.goto("/en/fan/home");
    await expect(fan.page).toHaveURL(/\/en\/login/, ARRIVAL);
    await fan.page.getByLabel("Email").fill(fan.email);
    await fan.page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await fan.page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(fan.page.getByText("This account is suspended.", { exact: false })).toBeVisible(AFTER_AUTH);

    await page.getByRole("button", { name: "Reinstate" }).click();
    await expect(page.getByText("The account is active again.")).toBeVisible();
    await fan.page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD); // the refused form was cleared
    await fan.page.getByRole("button", { name: "Sign in", exact: true }).click();
    await fan.page.waitForURL((url) => !/\/(login|auth\/callback)$/.test(url.pathname), AFTER_AUTH);

    await sidebar.getByRole("button", { name: "Audit" }).click();
    await sidebar.getByRole("link", { name: "User Activity" }).click();
    await expect(page).toHaveURL(/\/en\/admin\/audit\/users$/, ARRIVAL);
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill("suspicious payments");
    await page.getByRole("button", { name: "Apply" }).click();
    // The entry reads as words; its details keep the action's code, which the log's search and export use.
    const entry = page.locator("main").getByRole("listitem").filter({ hasText: "User suspended" });
    await expect(entry).toHaveCount(1, ARRIVAL);
    await entry.getByRole("button", { name: "Details" }).click();
    await expect(page.getByRole("dialog", { name: "User suspended" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "User suspended" })).toContainText("admin@lakou.demo");
    await expect(page.getByRole("dialog", { name: "User suspended" })).toContainText("user.suspended");
  } finally {
    await fan.close();
  }
});

test("at 390 px the console's sidebar is a drawer", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await expect(page.getByRole("navigation", { name: "Console" })).toBeHidden();
  const drawer = page.getByRole("dialog", { name: "Lakou Admin" });
  await page.getByRole("button", { name: "Open the admin menu" }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole("link", { name: "Creators" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/creators$/, ARRIVAL);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Creators" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("fans and creators are sent away from the console", async ({ page }) => {
  await signIn(page, "fan@lakou.demo");
  for (const path of ["/en/admin/users", "/en/admin/audit", "/en/admin/settings"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/en\/fan\/home$/, ARRIVAL);
  }
});
