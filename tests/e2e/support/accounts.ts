import { expect, type Page } from "@playwright/test";
import { mailedSignInLink } from "./mailbox";

export const NEW_PASSWORD = "kreyol-pale-kreyol-konprann";

/** Sign-in and sign-up hash and verify argon2id and redirect twice: give them a little longer than a click. */
export const AFTER_AUTH = { timeout: 20_000 };

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** Fills and sends the sign-up form as a person would. */
export async function fillSignUp(
  page: Page,
  { name, email, role, password = NEW_PASSWORD }: { name: string; email: string; role: "A fan" | "A creator"; password?: string },
) {
  await page.goto("/en/signup");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
  await page.getByRole("button", { name: "Create account" }).click();
}

/** Signs up, is told to check the mailbox, and follows the confirmation link there (which signs in). */
export async function signUpAndConfirm(page: Page, account: Parameters<typeof fillSignUp>[1]) {
  await fillSignUp(page, account);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible(AFTER_AUTH);
  await page.goto(await mailedSignInLink(account.email));
}

/** The demo accounts' password (README). */
const DEMO_PASSWORD = "lakou-demo-2026";

/** Fills and sends the sign-in form on the page as a person would. */
export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * The one sign-in of the e2e tests: through the form as a person would (with `returnTo`, the page to
 * come back to), then waits to leave the sign-in pages. Tests that only read as a demo role reuse the
 * setup project's saved state instead (support/roles.ts).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, { returnTo, timeout = AFTER_AUTH.timeout }: { returnTo?: string; timeout?: number } = {}) {
  await page.goto(returnTo ? `/en/login?returnTo=${encodeURIComponent(returnTo)}` : "/en/login");
  await fillSignIn(page, email, password);
  await page.waitForURL((url) => !/\/(login|auth\/callback)$/.test(url.pathname), { timeout });
}
