import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import ht from "../../messages/ht.json" with { type: "json" };
import { seedId } from "../../src/server/db/seed/deterministic";
import { AFTER_AUTH, NEW_PASSWORD, signIn, signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { e2eDatabase } from "./support/e2e-db";
import { freshCreator } from "./support/fresh-creator";
import { mailedSignInLink } from "./support/mailbox";

/**
 * A subscription's life as people live it in test mode: a guest on the public creator page picks a
 * tier, signs up, confirms by e-mail and lands in that tier's checkout (in French, on a phone); a fan
 * moves up a tier after reading the proration, cancels, undoes the cancellation and changes the card
 * behind the subscription on the test portal (in English, on a desktop); a creator gives a yearly
 * discount and fans see it (in Haitian Creole, on a phone).
 */

const CREATOR_ID = seedId("user:creator@lakou.demo");

/** The demo creator's active tiers, cheapest first, and the name fans know the creator by. */
async function demoCreator() {
  const sql = e2eDatabase();
  try {
    const tiers = await sql<{ id: string; name: string }[]>`
      select id, tier_name as name from creator_subscription_tiers
      where creator_id = ${CREATOR_ID} and is_active order by price_usd_cents, id`;
    const [creator] = await sql<{ name: string }[]>`select display_name as name from creator_profiles where user_id = ${CREATOR_ID}`;
    return { tiers, name: creator!.name };
  } finally {
    await sql.end();
  }
}

async function seriousViolations(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).include(include).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("a guest subscribes from the public creator page through sign-up, in French on a 390 px phone", async ({ page }) => {
  test.slow(); // sign-up, mail, checkout
  await page.setViewportSize({ width: 390, height: 844 });
  const {
    tiers: [tier],
  } = await demoCreator();
  await page.goto(`/fr/creator/${CREATOR_ID}`);
  const section = page.locator("#subscribe");
  const carousel = section.getByRole("region", { name: fr.subscriptions.carousel.label });
  await expect(carousel).toBeVisible();
  await expect(section.getByRole("note")).toHaveText(fr.subscriptions.carousel.cardOnly);
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await section.screenshot({ path: test.info().outputPath("public-tiers-fr-390.png") });

  await section.getByRole("button", { name: fr.subscriptions.carousel.goTo.replace("{tier}", tier!.name) }).click();
  await section.getByRole("button", { name: fr.subscriptions.checkout.subscribeTo.replace("{tier}", tier!.name) }).click();
  // Sign-up comes back to the spec's address of that tier's checkout.
  await expect(page).toHaveURL(/\/fr\/signup\?returnTo=/);
  const returnTo = new URL(page.url()).searchParams.get("returnTo")!;
  expect(returnTo).toBe(`/checkout?type=subscription&creator=${CREATOR_ID}&tier=${tier!.id}`);

  const email = uniqueEmail("e2e-guest-tier");
  await page.getByLabel(fr.auth.signup.name).fill("Mirlande Abòne");
  await page.getByLabel(fr.auth.signup.email).fill(email);
  await page.getByLabel(fr.auth.signup.password, { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("radio", { name: new RegExp(`^${fr.auth.signup.roleFan}`) }).check();
  await page.getByRole("button", { name: fr.auth.signup.submit }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`${fr.auth.sent.title}|${fr.security.signUpSent.title}`) })).toBeVisible(AFTER_AUTH);
  await page.goto(await mailedSignInLink(email));

  // Straight on into that tier's checkout, paid there, and back on the creator with the subscription active.
  await page.waitForURL(/\/fr\/payments\/test-subscription\?session_id=test_cs_/, AFTER_AUTH);
  await expect(page.getByText(new RegExp(`^${tier!.name} ·`))).toBeVisible();
  await page.getByRole("button", { name: fr.subscriptions.testCheckout.pay, exact: true }).click();
  await page.waitForURL(new RegExp(`/fr/fan/creators/${CREATOR_ID}\\?subscription=success&session_id=test_cs_`));
  await expect(page.getByRole("status").filter({ hasText: fr.subscriptions.return.active.replace("{tier}", tier!.name) })).toBeVisible();

  // My Subscriptions in French on the phone: one card, with the change of tier offered.
  await page.goto("/fr/fan/subscriptions");
  const card = page.locator("main").getByRole("listitem").filter({ hasText: tier!.name });
  await expect(card).toContainText(fr.subscriptions.list.status.active);
  await card.getByRole("button", { name: fr.subscriptions.list.actions.changeTier, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: fr.subscriptions.change.title })).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText(fr.subscriptions.change.pickOther);
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("change-tier-fr-390.png"), fullPage: true });
});

test("a fan upgrades after reading the proration, cancels, undoes it and changes the card, in English at 1280 px", async ({ page }) => {
  test.slow(); // sign-up, checkout and several pages
  await page.setViewportSize({ width: 1280, height: 900 });
  const {
    tiers: [basic, higher],
    name,
  } = await demoCreator();
  await signUpAndConfirm(page, { name: "Jacques Monte", email: uniqueEmail("e2e-upgrade"), role: "A fan" });

  await page.goto(`/en/fan/creators/${CREATOR_ID}`);
  const section = page.locator("#subscribe");
  await section.getByRole("button", { name: en.subscriptions.carousel.goTo.replace("{tier}", basic!.name) }).click();
  await section.getByRole("button", { name: `Subscribe Now to ${basic!.name}` }).click();
  await page.waitForURL(/\/en\/payments\/test-subscription\?session_id=test_cs_/);
  await page.getByRole("button", { name: en.subscriptions.testCheckout.pay, exact: true }).click();
  await page.waitForURL(new RegExp(`/en/fan/creators/${CREATOR_ID}\\?subscription=success`));

  await page.goto("/en/fan/subscriptions");
  const l = en.subscriptions.list;
  const card = page.locator("main").getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
  await expect(card).toContainText(basic!.name);
  await expect(card).toContainText(l.status.active);

  // Change tier: pick the higher one, read what is charged now, confirm.
  await card.getByRole("button", { name: l.actions.changeTier, exact: true }).click();
  const dialog = page.getByRole("dialog");
  const change = dialog.getByRole("button", { name: en.subscriptions.change.confirm, exact: true });
  await expect(change).toBeDisabled();
  await dialog.getByRole("radio", { name: new RegExp(`^${higher!.name}`) }).check();
  await expect(dialog.getByRole("status")).toContainText(/Charged now: \$\d+\.\d\d \(prorated for the rest of this period\)/);
  await expect(dialog.getByRole("status")).toContainText(/Then \$\d+\.\d\d\/mo/);
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("change-tier-en-1280.png") });
  await change.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: l.changed.replace("{tier}", higher!.name) })).toBeVisible();
  await expect(card).toContainText(higher!.name);
  await expect(card).toContainText(l.status.active);

  // Cancel, then take it back before the period ends.
  await card.getByRole("button", { name: l.actions.cancel, exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: l.confirm.cancel.confirm, exact: true }).click();
  await expect(card).toContainText(l.status.cancelled);
  await expect(card).toContainText("Access until");
  await card.getByRole("button", { name: l.actions.reactivate, exact: true }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: l.confirm.reactivate.title })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: l.confirm.reactivate.confirm, exact: true }).click();
  await expect(card).toContainText(l.status.active);
  await expect(card).toContainText("Next billing:");
  await page.screenshot({ path: test.info().outputPath("subscriptions-en-1280.png"), fullPage: true });

  // Change the card on the test portal.
  await card.getByRole("button", { name: l.actions.paymentMethod, exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: l.confirm.paymentMethod.confirm, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/payments\/test-portal\?subscription=/);
  await expect(page.getByRole("heading", { name: en.testPortal.title })).toBeVisible();
  await page.getByLabel(en.testPortal.cardNumber).fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: en.testPortal.save }).click();
  await expect(page.getByText(en.testPortal.saved.replace("{last4}", "4242"))).toBeVisible();
  await page.getByRole("link", { name: en.testPortal.back }).click();
  await expect(page).toHaveURL(/\/en\/fan\/subscriptions$/);
});

test("a creator gives a yearly discount on a tier, and fans see the yearly price with the saving, in Haitian Creole at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const creator = await freshCreator("Rabè");
  await signIn(page, creator.email);
  const s = ht.creatorSettings;
  await page.goto("/ht/creator/settings?tab=tiers");
  await page.getByRole("button", { name: s.tiers.new }).click();
  const dialog = page.getByRole("dialog", { name: s.tiers.newTitle });
  await dialog.getByLabel(s.tiers.name, { exact: true }).fill("Fanatik");
  await dialog.getByLabel(s.tiers.priceUsd).fill("10");
  await dialog.getByLabel(s.tiers.priceHtg).fill("1320");
  // The discount is checked (0 to 50), then the yearly price it makes is shown before saving.
  await dialog.getByLabel(s.tiers.annualDiscount).fill("60");
  await dialog.getByRole("button", { name: s.tiers.create }).click();
  await expect(dialog.getByText(s.validation.annualDiscount)).toBeVisible();
  await dialog.getByLabel(s.tiers.annualDiscount).fill("20");
  await expect(dialog).toContainText(/96,00/);
  await page.screenshot({ path: test.info().outputPath("tier-discount-ht-390.png"), fullPage: true });
  await dialog.getByRole("button", { name: s.tiers.create }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("list", { name: s.tiers.listLabel })).toContainText(s.tiers.annualDiscountShown.replace("{percent}", "20"));

  // A guest on the public page, by the year: twelve months less 20 %, and the saving said.
  await page.context().clearCookies();
  await page.goto(`/ht/creator/${creator.id}`);
  const section = page.locator("#subscribe");
  await section.getByRole("button", { name: ht.subscriptions.carousel.yearly }).click();
  await expect(section).toContainText(/96,00/);
  await expect(section).toContainText(/24,00/);
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await section.screenshot({ path: test.info().outputPath("tiers-yearly-ht-390.png") });
});
