import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { useRole } from "./support/roles";
import en from "../../messages/en.json" with { type: "json" };

/**
 * Subscriptions as a fan meets them in test mode: Subscribe Now on a creator page, the test checkout,
 * the verified return, then My Subscriptions with pause, resume and cancel (access kept until the
 * period ends), each behind its confirmation. On a 390 px phone too.
 */

const l = en.subscriptions.list;


async function creatorId(page: Page, search: string): Promise<string> {
  const { creators } = await (await page.request.get(`/api/public/creators?search=${search}`)).json();
  return creators[0].id;
}

async function seriousViolations(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).include(include).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** Subscribe Now on the creator page, pay on the test checkout page, and read the verified return. */
async function subscribe(page: Page, id: string) {
  await page.goto(`/en/fan/creators/${id}`);
  const section = page.locator("#subscribe");
  await expect(section.getByRole("region", { name: en.subscriptions.carousel.label })).toBeVisible();
  expect(await seriousViolations(page, "#subscribe")).toEqual([]);
  await section.screenshot({ path: test.info().outputPath(`tiers-${page.viewportSize()?.width}.png`) });
  await section.getByRole("button", { name: /^Subscribe Now to / }).first().click();
  await expect(section.getByRole("button", { name: /^Subscribe Now to / }).first()).toHaveText(/Creating checkout…|Redirecting to checkout…/);
  await page.waitForURL(/\/en\/payments\/test-subscription\?session_id=test_cs_/);
  await expect(page.getByRole("heading", { name: en.subscriptions.testCheckout.title })).toBeVisible();
  await page.getByRole("button", { name: en.subscriptions.testCheckout.pay, exact: true }).click();
  await page.waitForURL(new RegExp(`/en/fan/creators/${id}\\?subscription=success&session_id=test_cs_`));
  await expect(page.getByRole("status").filter({ hasText: /subscription is active/ })).toBeVisible();
}

async function act(page: Page, card: ReturnType<Page["getByRole"]>, action: Exclude<keyof typeof l.confirm, "back">) {
  await card.getByRole("button", { name: l.actions[action], exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: l.confirm[action].title })).toBeVisible();
  if (action === "cancel") await expect(dialog.getByRole("note")).toContainText("You keep access until");
  await dialog.getByRole("button", { name: l.confirm[action].confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test("the demo fan subscribes in test mode, then pauses, resumes and cancels, keeping access until the period ends", async ({ page }) => {
  await useRole(page, "fan");
  const id = await creatorId(page, "frantzy");
  await subscribe(page, id);

  await page.goto("/en/fan/subscriptions");
  await expect(page.getByRole("heading", { level: 1, name: l.title })).toBeVisible();
  const card = page.locator("main").getByRole("listitem").filter({ has: page.getByRole("link", { name: "Frantzy Konpa" }) });
  await expect(card).toContainText(l.status.active);
  await expect(card).toContainText("Next billing:");
  expect(await seriousViolations(page, "main")).toEqual([]);

  await act(page, card, "pause");
  await expect(card).toContainText(l.status.paused);
  await act(page, card, "resume");
  await expect(card).toContainText(l.status.active);
  await act(page, card, "cancel");
  await expect(card).toContainText(l.status.cancelled);
  await expect(card).toContainText("Access until");
  // Cancelled, the only action left is to take it back while the period lasts.
  await expect(card.getByRole("button")).toHaveText([l.actions.reactivate]);
  await page.screenshot({ path: test.info().outputPath("subscriptions-desktop.png"), fullPage: true });

  // The account menu leads here.
  await page.goto("/en/fan/home");
  const menu = page.getByRole("menu");
  await page.getByRole("button", { name: /^Account menu for / }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole("menuitem", { name: en.userMenu.items.fanSubscriptions }).click();
  await page.waitForURL(/\/en\/fan\/subscriptions$/);
});

test("at 390 px: subscribe, see the card, change payment method answers the portal message, cancel", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useRole(page, "fan");
  const id = await creatorId(page, "wilnes");
  await subscribe(page, id);
  await page.goto("/en/fan/subscriptions");
  const card = page.locator("main").getByRole("listitem").filter({ has: page.getByRole("link", { name: "Wilnès Tanbou" }) });
  await expect(card).toContainText(l.status.active);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // In test mode the payment method changes on the labelled test portal (Stripe's Customer Portal with keys).
  await act(page, card, "paymentMethod");
  await expect(page).toHaveURL(/\/en\/payments\/test-portal\?subscription=/);
  await expect(page.getByRole("heading", { name: en.testPortal.title })).toBeVisible();
  await page.goto("/en/fan/subscriptions");
  await act(page, card, "cancel");
  await expect(card).toContainText("Access until");
  await page.screenshot({ path: test.info().outputPath("subscriptions-390.png"), fullPage: true });
});
