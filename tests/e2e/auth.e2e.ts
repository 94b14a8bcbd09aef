import { expect, type Page, test } from "@playwright/test";

/**
 * Accounts and sessions: sign-up by role, sign-in and sign-out, the page guard, sign-in errors.
 * The magic link is tested in tests/integration/auth/magic-link.test.ts: the production build these
 * tests run against has no outbox page to read the link from.
 */

const DEMO_PASSWORD = "lakou-demo-2026";

/** Sign-in and sign-up hash and verify argon2id and redirect twice: give them a little longer than a click. */
const AFTER_AUTH = { timeout: 20_000 };

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

async function signUp(page: Page, { name, email, role }: { name: string; email: string; role: "A fan" | "A creator" }) {
  await page.goto("/en/signup");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("kreyol-pale-kreyol-konprann");
  await page.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
  await page.getByRole("button", { name: "Create account" }).click();
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: /^Account menu for / }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/en$/);
}

test("a new fan signs up, lands on the fan home, signs out and signs back in", async ({ page }) => {
  test.slow(); // three argon2id round trips: sign-up, then sign-in twice
  const email = uniqueEmail("e2e-fan");
  await signUp(page, { name: "Nadège Test", email, role: "A fan" });
  await expect(page).toHaveURL(/\/en\/fan\/home$/, AFTER_AUTH);

  await signOut(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true })).toBeVisible();

  await page.goto("/en/login");
  await fillSignIn(page, email.toUpperCase(), "kreyol-pale-kreyol-konprann");
  await expect(page).toHaveURL(/\/en\/fan\/home$/, AFTER_AUTH);
});

test("a new creator signs up and lands on the creator dashboard, which explains the missing creator profile", async ({ page }) => {
  await signUp(page, { name: "Ti Kreyatè Test", email: uniqueEmail("e2e-creator"), role: "A creator" });
  await expect(page).toHaveURL(/\/en\/creator\/dashboard$/, AFTER_AUTH);
  await expect(page.getByRole("heading", { level: 1, name: "Creator dashboard" })).toBeVisible();
});

test("sign-up shows each field's error, and an address in use points to sign-in", async ({ page }) => {
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
  await page.getByLabel("Password", { exact: true }).fill("long-enough-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(/This email can't be used to create an account/)).toBeVisible();
  await expect(page.locator("#signup-email-error").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/en/login");
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
  await signUp(page, { name: "Lang Test", email: uniqueEmail("e2e-lang"), role: "A fan" });
  await expect(page).toHaveURL(/\/en\/fan\/home$/, AFTER_AUTH);
  await page.goto("/en/fan/settings");
  await page.getByLabel("Preferred language").selectOption("ht");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/ht\/fan\/settings$/);
  await expect(page.getByLabel("Lang ou prefere")).toHaveValue("ht");
});

test("signing in works on a phone and returns to the page asked for @phone", async ({ page }) => {
  await page.goto("/en/login?returnTo=%2Fen%2Ffan%2Fsettings");
  await fillSignIn(page, "fan@lakou.demo", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/en\/fan\/settings$/, AFTER_AUTH);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
});
