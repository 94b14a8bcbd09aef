import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { AFTER_AUTH, fillSignIn, NEW_PASSWORD, signIn, signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { mailedSubjects } from "./support/mailbox";
import { useRole } from "./support/roles";
import { chooseOption } from "./support/select";

/**
 * Accounts and sessions: sign-up by role (confirmed through the mailed link, read from the e2e
 * server's mail sink), sign-in and sign-out, the page guard, sign-in errors, server-side sign-out,
 * sign-out everywhere and password change.
 */

const DEMO_PASSWORD = "lakou-demo-2026";


async function signOut(page: Page) {
  await page.getByRole("button", { name: /^Account menu for / }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/en$/);
}

test("a new fan signs up, confirms by e-mail, lands on the fan home, signs out and signs back in", async ({ page }) => {
  test.slow(); // argon2id round trips: sign-up, then sign-in
  const email = uniqueEmail("e2e-fan");
  await signUpAndConfirm(page, { name: "Nadège Test", email, role: "A fan" });
  await expect(page).toHaveURL(/\/en\/fan\/home$/, AFTER_AUTH);
  expect(mailedSubjects(email)).toEqual(["Confirm your email to finish your Lakou account"]);

  await signOut(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true })).toBeVisible();

  await page.goto("/en/login");
  await fillSignIn(page, email.toUpperCase(), NEW_PASSWORD);
  await expect(page).toHaveURL(/\/en\/fan\/home$/, AFTER_AUTH);
});

test("a new creator signs up and lands on the creator dashboard, which explains the missing creator profile", async ({ page }) => {
  await signUpAndConfirm(page, { name: "Ti Kreyatè Test", email: uniqueEmail("e2e-creator"), role: "A creator" });
  await expect(page).toHaveURL(/\/en\/creator\/dashboard$/, AFTER_AUTH);
  await expect(page.getByRole("heading", { level: 1, name: "Creator dashboard" })).toBeVisible();
});

test("sign-up shows each field's error, refuses a common password, and answers an address in use like a new one", async ({ page }) => {
  await page.goto("/en/signup");
  await page.getByLabel("Full name").fill("N");
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Name must be 2 to 80 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Full name").fill("Nadège Pierre");
  await page.getByLabel("Email").fill("FAN@lakou.demo");
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This password is one of the most common ones. Choose another.")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill("long-enough-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible(AFTER_AUTH);
  await expect(page.getByText("We sent a message to fan@lakou.demo.")).toBeVisible();
  await expect.poll(() => mailedSubjects("fan@lakou.demo")).toContain("Someone tried to sign up to Lakou with your email");
});

test("a protected page sends a signed-out visitor to sign in, then back to it", async ({ page }) => {
  await page.goto("/en/fan/settings");
  await expect(page).toHaveURL(/\/en\/login\?returnTo=%2Fen%2Ffan%2Fsettings$/);
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute(
    "href",
    "/en/signup?returnTo=%2Fen%2Ffan%2Fsettings",
  );
  await fillSignIn(page, "fan@lakou.demo", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/en\/fan\/settings$/, AFTER_AUTH);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByText("fan@lakou.demo")).toBeVisible();
});

test("an account without the page's role goes to its own home", async ({ page }) => {
  await page.goto("/en/login");
  await fillSignIn(page, "admin@lakou.demo", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/en\/admin\/dashboard$/, AFTER_AUTH);
  await page.goto("/en/fan/settings");
  await expect(page).toHaveURL(/\/en\/admin\/dashboard$/, AFTER_AUTH);
});

test("a wrong password and an unknown address get the same error, and the form keeps the address", async ({ page }) => {
  const message = "Incorrect email or password. Check both and try again, or get a sign-in link by email.";
  await page.goto("/en/login");
  await fillSignIn(page, "fan@lakou.demo", "not-the-password");
  await expect(page.locator("form").getByRole("alert")).toHaveText(message);
  await expect(page.getByLabel("Email")).toHaveValue("fan@lakou.demo");

  await fillSignIn(page, uniqueEmail("nobody"), "not-the-password");
  await expect(page.locator("form").getByRole("alert")).toHaveText(message);
  await expect(page).toHaveURL(/\/en\/login$/);
});

test("a fan saves a preferred language and the page follows it", async ({ page }) => {
  await signUpAndConfirm(page, { name: "Lang Test", email: uniqueEmail("e2e-lang"), role: "A fan" });
  await expect(page).toHaveURL(/\/en\/fan\/home$/, AFTER_AUTH);
  await page.goto("/en/fan/settings");
  await chooseOption(page, page.getByLabel("Preferred language"), "Kreyòl");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/ht\/fan\/settings$/);
  await expect(page.getByLabel("Lang ou prefere")).toHaveText("Kreyòl");
});

test("a form's fields open for typing once the page is interactive, and keep what is typed", async ({ page }) => {
  await useRole(page, "fan");
  // In the server's HTML the field is closed: text typed there would be replaced by the form's state at hydration.
  const html = await (await page.request.get("/en/fan/settings")).text();
  expect(html).toMatch(/<input(?=[^>]*id="account-name")(?=[^>]*disabled="")[^>]*>/);

  await page.goto("/en/fan/settings");
  const name = page.getByLabel("Your name");
  await expect(name).toBeEnabled();
  await name.fill("Typed after hydration");
  await expect(name).toHaveValue("Typed after hydration");
});

test("signing in works on a phone and returns to the page asked for @phone", async ({ page }) => {
  await page.goto("/en/login?returnTo=%2Fen%2Ffan%2Fsettings");
  await fillSignIn(page, "fan@lakou.demo", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/en\/fan\/settings$/, AFTER_AUTH);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
});

/** The session cookie of a signed-in context, to replay elsewhere. */
async function sessionCookieOf(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === "authjs.session-token");
  if (!cookie) throw new Error("not signed in");
  return cookie;
}

async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await signIn(page, email, password, { returnTo: "/en/fan/settings" });
  await expect(page).toHaveURL(/\/en\/fan\/settings$/, AFTER_AUTH);
}

test("a session token copied before sign-out no longer works after it", async ({ page, browser }) => {
  await signInAs(page, "fan@lakou.demo");
  const copied = await sessionCookieOf(page.context());
  await signOut(page);

  const thief = await browser.newContext();
  await thief.addCookies([copied]);
  const stolen = await thief.newPage();
  await stolen.goto("/en/fan/settings");
  await expect(stolen).toHaveURL(/\/en\/login\?returnTo=/);
  await thief.close();
});

test("sign out of all devices ends the sessions of every browser", async ({ page, browser }) => {
  test.slow();
  // Its own account: the demo fan's other sessions belong to tests running alongside.
  const email = uniqueEmail("e2e-everywhere");
  await signUpAndConfirm(page, { name: "Tout Kote", email, role: "A fan" });
  await expect(page).toHaveURL(/\/en\/fan\/home$/, AFTER_AUTH);
  const laptop = await browser.newContext();
  const other = await laptop.newPage();
  await signInAs(other, email, NEW_PASSWORD);

  await page.goto("/en/fan/settings");
  await page.getByRole("button", { name: "Sign out of all devices" }).click();
  await expect(page).toHaveURL(/\/en$/, AFTER_AUTH);
  await other.goto("/en/fan/settings");
  await expect(other).toHaveURL(/\/en\/login\?returnTo=/);
  await laptop.close();
});

test("a password change keeps this browser signed in and signs the others out", async ({ page, browser }) => {
  test.slow();
  const email = uniqueEmail("e2e-password");
  await signUpAndConfirm(page, { name: "Modpas Test", email, role: "A fan" });
  await expect(page).toHaveURL(/\/en\/fan\/home$/, AFTER_AUTH);
  const phone = await browser.newContext();
  const other = await phone.newPage();
  await signInAs(other, email, NEW_PASSWORD);

  await page.goto("/en/fan/settings");
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password").fill("a-new-kreyol-passphrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is not right.")).toBeVisible();

  await page.getByLabel("Current password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password is changed. Your other devices are signed out.")).toBeVisible(AFTER_AUTH);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await other.goto("/en/fan/settings");
  await expect(other).toHaveURL(/\/en\/login\?returnTo=/);
  await phone.close();
});
