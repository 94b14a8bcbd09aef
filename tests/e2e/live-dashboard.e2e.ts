import { expect, type Page, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import ht from "../../messages/ht.json" with { type: "json" };
import { signIn, signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { paidRequest } from "./support/paid-request";

/**
 * The creator's live dashboard follows the page's one notification stream: with auto refresh off, a
 * fan's payment still moves today's count and the activity at once. And a user who switches a type
 * off in the app no longer gets it.
 */

const SHOTS = "test-results/screenshots";
const texts = { en, fr } as const;

async function fanPays(page: Page, recipient: string) {
  const fan = await (await page.context().browser()!.newContext()).newPage();
  await signIn(fan, "fan@lakou.demo");
  await paidRequest(fan, recipient);
  await fan.context().close();
}

const countOf = async (page: Page) => Number(((await page.getByTestId("live-today-request").textContent()) ?? "").replace(/\D/g, ""));

test.describe("the creator's live dashboard", () => {
  // Both watch the demo creator, whom other specs pay too: one after the other.
  test.describe.configure({ mode: "serial" });
  for (const { locale, viewport } of [
    { locale: "fr", viewport: { width: 390, height: 844 } },
    { locale: "en", viewport: { width: 1280, height: 900 } },
  ] as const) {
    test.describe(`in ${locale} at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("a fan's payment updates today's requests and the activity without a reload, auto refresh off", async ({ page }) => {
        test.setTimeout(90_000);
        const t = texts[locale].dashboard.live;
        await signIn(page, "creator@lakou.demo");
        await page.goto(`/${locale}/creator/dashboard`);
        const live = page.getByTestId("live-dashboard");
        await expect(live.getByRole("heading", { name: t.title, level: 2 })).toBeVisible();
        await expect(page.getByTestId("live-status")).toHaveText(t.status.live, { timeout: 15_000 });
        await live.getByRole("button", { name: t.manual, exact: true }).click();
        await expect(live.getByRole("button", { name: t.manual, exact: true })).toHaveAttribute("aria-pressed", "true");
        await expect(page.getByTestId("live-today-request")).toBeVisible();
        const before = await countOf(page);
        await page.screenshot({ path: `${SHOTS}/live-dashboard-${locale}-${viewport.width}.png`, fullPage: true });

        const recipient = `Dash ${locale} ${Date.now().toString(36)}`;
        await fanPays(page, recipient);
        // Only the stream can bring it: auto refresh is off and the page was not reloaded.
        await expect(page.getByTestId("live-activity").getByRole("listitem").filter({ hasText: recipient })).toBeVisible({ timeout: 3_000 });
        await expect.poll(() => countOf(page), { timeout: 3_000 }).toBeGreaterThan(before);
        await page.screenshot({ path: `${SHOTS}/live-dashboard-${locale}-${viewport.width}-after.png`, fullPage: true });

        // The creator's own choices live in a settings tab (looked at, not changed: other specs need this creator's notifications).
        const n = texts[locale].notifications;
        const switchName = (kind: string, channel: string) => n.preferences.switchLabel.replace("{kind}", kind).replace("{channel}", channel);
        await page.goto(`/${locale}/creator/settings?tab=notifications`);
        await expect(page.getByRole("switch", { name: switchName(n.types.videoRequest.paid.title, n.preferences.channels.inApp) })).toBeChecked();
        await expect(page.getByRole("switch", { name: switchName(n.types.subscription.newSubscriber.title, n.preferences.channels.email) })).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/notification-preferences-creator-${locale}-${viewport.width}.png`, fullPage: true });
      });
    });
  }
});

test.describe("notification choices", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a fan switches 'Subscription active' off in the app (Creole) and no longer gets it", async ({ page }) => {
    test.setTimeout(120_000);
    const t = ht.notifications;
    await signUpAndConfirm(page, { name: "Quiet Fan", email: uniqueEmail("prefs-off"), role: "A fan" });
    await page.goto("/ht/fan/settings");
    const kind = t.types.subscription.started.title;
    const switchName = (channel: string) => t.preferences.switchLabel.replace("{kind}", kind).replace("{channel}", channel);
    const inApp = page.getByRole("switch", { name: switchName(t.preferences.channels.inApp) });
    await expect(inApp).toBeChecked();
    await expect(page.getByRole("switch", { name: switchName(t.preferences.channels.email) })).toBeChecked();
    // Switched off once the page is interactive (a click before hydration is lost): clicked again only while
    // still on and not saving (the switch is disabled while its change is saved).
    await expect(async () => {
      if ((await inApp.isChecked()) && (await inApp.isEnabled())) await inApp.click();
      await expect(inApp).not.toBeChecked({ timeout: 3000 });
    }).toPass();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: t.preferences.saved })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/notification-preferences-ht-390.png`, fullPage: true });
    await page.reload();
    await expect(page.getByRole("switch", { name: switchName(t.preferences.channels.inApp) })).not.toBeChecked();

    const { creators } = await (await page.request.get("/api/public/creators?search=frantzy")).json();
    await page.goto(`/en/fan/creators/${creators[0].id}`);
    await page.locator("#subscribe").getByRole("button", { name: /^Subscribe Now to / }).first().click();
    await page.waitForURL(/\/en\/payments\/test-subscription\?session_id=test_cs_/);
    await page.getByRole("button", { name: en.subscriptions.testCheckout.pay, exact: true }).click();
    await page.waitForURL((url) => !url.pathname.includes("/payments/test-subscription"));

    // The subscription is active (committed with what notify would have stored), yet nothing reached the fan.
    await page.goto("/en/fan/subscriptions");
    await expect(page.getByRole("main").getByText("Frantzy Konpa").first()).toBeVisible();
    await page.goto("/ht/notifications");
    await expect(page.getByRole("main").getByText(t.history.emptyTitle)).toBeVisible();
    await expect(page.getByTestId("notification-count")).toHaveCount(0);
  });
});
