import { expect, test } from "@playwright/test";
import { AFTER_AUTH, NEW_PASSWORD, signIn, signUpAndConfirm, uniqueEmail } from "./support/accounts";

/**
 * Abuse of the edges, against the production server behind our front server: guessing an account's
 * password does not lock its owner out of a browser they signed in on before (device cookie), and a
 * guest's large body is refused before it is read.
 */

test("the owner's browser signs in past a password-guessing attack on the account", async ({ page, browser }) => {
  test.slow(); // argon2id on every attempt
  const email = uniqueEmail("e2e-owner");
  await signUpAndConfirm(page, { name: "Owner Test", email, role: "A fan" });
  await expect(page).toHaveURL(/\/en\/fan\/home$/, AFTER_AUTH);
  // The owner signs in once with the password on this browser, which keeps the device cookie, then leaves.
  await page.context().clearCookies({ name: /authjs/ });
  await signIn(page, email, NEW_PASSWORD);
  expect((await page.context().cookies()).some((cookie) => cookie.name === "lakou-device" && cookie.httpOnly)).toBe(true);
  await page.context().clearCookies({ name: /authjs/ });

  const slowDown = "Too many wrong passwords for this account. Wait a moment and try again, or get a sign-in link by email.";
  const guess = async (target: typeof page, password: string) => {
    await target.goto("/en/login");
    await target.getByLabel("Email").fill(email);
    await target.getByLabel("Password", { exact: true }).fill(password);
    await target.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(target.locator("form").getByRole("alert")).toBeVisible(AFTER_AUTH);
    return target.locator("form").getByRole("alert").textContent();
  };
  const attacker = await browser.newContext();
  const attackerPage = await attacker.newPage();
  for (let i = 0; i < 5; i++) await guess(attackerPage, `wrong-guess-${i}`);
  // Another browser without the cookie now waits, even with the right password...
  expect(await guess(attackerPage, NEW_PASSWORD)).toBe(slowDown);
  await attacker.close();

  // ...but the owner's browser signs in at once.
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/en\/fan\/home$/);
});

test("a guest's 5 MB body is refused with 401 before it is read, a member's with 413", async ({ request }) => {
  const body = Buffer.alloc(5 * 1024 * 1024, 0x20);
  const started = Date.now();
  const guest = await request.post("/api/payments/create-payment-intent", { data: body, headers: { "content-type": "application/json" } });
  expect(guest.status()).toBe(401);
  expect(await guest.json()).toMatchObject({ code: "UNAUTHENTICATED" });
  expect(Date.now() - started).toBeLessThan(5_000);

  const comment = await request.post("/api/creator/posts/00000000-0000-4000-8000-000000000000/comments", {
    data: body,
    headers: { "content-type": "application/json", "accept-language": "ht" },
  });
  expect(comment.status()).toBe(413);
  expect(await comment.json()).toEqual({ code: "PAYLOAD_TOO_LARGE", error: "Demann sa a twò gwo." });
});
