import { expect, test } from "@playwright/test";
import { useRole } from "./support/roles";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { e2eDatabase } from "./support/e2e-db";

/**
 * A paid call in My Orders and on the fan home: one time, in the fan's own time zone with its name (New York
 * here, whatever the creator's), its length, the cancel rule, and an .ics file for the calendar; in English
 * on a desktop and in French on a phone.
 */

const SHOTS = "test-results/screenshots";
const ZONE = "America/New_York";

async function confirmedCall(startsAt: Date) {
  const sql = e2eDatabase();
  try {
    const [row] = await sql<{ id: string }[]>`
      insert into call_bookings (fan_id, creator_id, duration_minutes, scheduled_at, amount_cents, currency, status)
      select fan.id, creator.id, 15, ${startsAt}, 22500, 'USD', 'confirmed'
      from users fan, users creator where fan.email = 'fan@lakou.demo' and creator.email = 'creator@lakou.demo'
      returning id`;
    return row!.id;
  } finally {
    await sql.end();
  }
}

const when = (locale: string, at: Date) => new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: ZONE }).format(at);

test("a paid call shows at one time in the fan's zone, with its calendar file, in My Orders and on the fan home", async ({ browser }) => {
  // A quarter past the hour, five days ahead: far enough to be cancellable.
  const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 5 * 86_400_000 + 15 * 60_000);
  const callId = await confirmedCall(startsAt);

  const desktop = await browser.newContext({ timezoneId: ZONE, viewport: { width: 1280, height: 900 } });
  const page = await desktop.newPage();
  await useRole(page, "fan");
  await page.goto("/en/fan/orders");
  const card = page.getByTestId("call-card").filter({ hasText: when("en-US", startsAt) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(en.callOrders.duration.replace("{minutes}", "15"));
  await expect(card).toContainText("Eastern");
  await expect(card.getByRole("button", { name: en.callOrders.cancel })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/calls-orders-desktop.png`, fullPage: true });

  const download = page.waitForEvent("download");
  await card.getByRole("link", { name: en.callOrders.addToCalendar }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^lakou-call-[0-9a-f]{8}\.ics$/);
  const ics = await (await page.request.get(`/api/calls/${callId}/calendar?locale=en`)).text();
  expect(ics).toContain(`DTSTART:${startsAt.toISOString().replace(/[-:]/g, "").replace(".000", "")}`);

  await page.goto("/en/fan/home");
  await expect(page.getByRole("heading", { name: en.callOrders.upcomingTitle })).toBeVisible();
  await expect(page.getByTestId("call-card").filter({ hasText: when("en-US", startsAt) })).toBeVisible();
  await desktop.close();

  const phone = await browser.newContext({ timezoneId: ZONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "fr-FR" });
  const mobile = await phone.newPage();
  await useRole(mobile, "fan");
  await mobile.goto("/fr/fan/orders");
  const frCard = mobile.getByTestId("call-card").filter({ hasText: when("fr", startsAt) });
  await expect(frCard).toBeVisible();
  await expect(frCard.getByRole("link", { name: fr.callOrders.addToCalendar })).toBeVisible();
  const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await mobile.screenshot({ path: `${SHOTS}/calls-orders-phone-fr.png`, fullPage: true });
  await phone.close();
});
