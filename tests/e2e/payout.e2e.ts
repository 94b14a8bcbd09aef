import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import ht from "../../messages/ht.json" with { type: "json" };
import { HOLD_BACK_DAYS } from "../../src/lib/earnings/rules";
import { signIn } from "./support/accounts";
import { deliver } from "./support/deliver";
import { e2eDatabase } from "./support/e2e-db";
import { freshCreator } from "./support/fresh-creator";
import { paidRequest } from "./support/paid-request";
import { test } from "./support/roles";
import { chooseOption } from "./support/select";

/**
 * From a delivered video to the creator's statement: the earning is pending, the hold-back passes on the
 * server's test clock (honoured with PAYMENTS_MODE=test only), the creator pays it out, the worker sends it
 * (a labelled simulated MonCash transfer) and the statement and its CSV show the payout; in English and
 * French at 1280 px and in Haitian Creole at 390 px.
 */

/** Moves the e2e server's test clock `days` ahead of the real time (0: back to the real time). */
async function moveClock(days: number) {
  const sql = e2eDatabase();
  try {
    await sql`insert into test_clock (id, offset_seconds) values (true, ${days * 86_400})
      on conflict (id) do update set offset_seconds = excluded.offset_seconds`;
  } finally {
    await sql.end();
  }
}

/** The creator's MonCash number, verified (creator-settings.e2e.ts goes through the screen). */
async function verifiedMoncash(creatorId: string) {
  const sql = e2eDatabase();
  try {
    await sql`update profiles set moncash_phone = '+50937001111', moncash_verified = true where id = ${creatorId}`;
  } finally {
    await sql.end();
  }
}

/** A balance figure of the HTG card, by its label. */
const figure = (page: Page, label: string) =>
  page.getByTestId("balance-HTG").getByText(label, { exact: true }).locator("xpath=following-sibling::dd[1]");

test.afterEach(() => moveClock(0));

test("a delivered video's earning passes the hold-back on the test clock, is paid out and shows on the statement (en, fr; ht at 390 px)", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const creator = await freshCreator("Payout");
  await verifiedMoncash(creator.id);
  const recipient = `Payout ${creator.suffix}`;
  const fan = await (await browser.newContext()).newPage();
  await signIn(fan, "fan@lakou.demo");
  await paidRequest(fan, recipient, creator.email);

  await signIn(page, creator.email);
  await deliver(page, recipient);

  // English, 1280 px: the creator's share waits out the hold-back.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/creator/finances");
  const b = en.earnings.balances;
  await expect(figure(page, b.pending)).not.toHaveText(await figure(page, b.available).innerText());
  const share = await figure(page, b.pending).innerText();
  const nothing = await figure(page, b.available).innerText();
  await expect(page.getByRole("button", { name: /^Pay out / })).toHaveCount(0);

  // The hold-back passes on the server's clock: the share is available and the creator pays it out.
  await moveClock(HOLD_BACK_DAYS + 1);
  await page.reload();
  await expect(figure(page, b.available)).toHaveText(share);
  await expect(figure(page, b.pending)).toHaveText(nothing);
  await page.getByRole("button", { name: /^Pay out .+ now$/ }).click();
  await expect(page.getByText(en.earnings.payout.started)).toBeVisible();

  // French, 1280 px: the worker sent it; the statement shows the payout, sent, with its test reference.
  const frenchRow = page.locator("main tbody tr").filter({ hasText: fr.earnings.statement.payoutStatus.paid });
  await expect(async () => {
    await page.goto("/fr/creator/finances?kind=payout");
    await expect(frenchRow).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(frenchRow).toContainText(fr.earnings.statement.kinds.payout);
  await expect(frenchRow).toContainText(/moncash_test_/);
  await expect(figure(page, fr.earnings.balances.available)).not.toHaveText(await figure(page, fr.earnings.balances.paidOut).innerText());
  await page.screenshot({ path: test.info().outputPath("payout-fr-1280.png"), fullPage: true });

  // Haitian Creole at 390 px: the same statement, nothing scrolls sideways but the table itself.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ht/creator/finances?kind=payout");
  const creoleRow = page.locator("main tbody tr").filter({ hasText: ht.earnings.statement.payoutStatus.paid });
  await expect(creoleRow).toHaveCount(1);
  await expect(creoleRow).toContainText(ht.earnings.statement.kinds.payout);
  await expect(page.getByRole("heading", { level: 1, name: ht.earnings.title })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("payout-ht-390.png"), fullPage: true });
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).include("main").analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // The CSV has it too: a paid payout with its reference.
  const csv = await page.request.get("/api/creator/finances/statement.csv?period=all&kind=payout");
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/,payout,.*,HTG,.*,paid,moncash_test_/);
});

/** A Stripe payout of the creator's that the platform took back (Stripe's transfer.reversed, connect-webhooks.test.ts). */
async function reversedPayout(creatorId: string, suffix: string) {
  const sql = e2eDatabase();
  try {
    await sql`insert into payouts (creator_id, currency, amount_cents, method, sent_currency, sent_amount_cents, status, idempotency_key,
        simulated, provider_ref, failure_message, paid_at)
      values (${creatorId}, 'USD', 4000, 'stripe', 'USD', 4000, 'reversed', ${`e2e-reversed:${suffix}`}, true, ${`tr_e2e_${suffix}`},
        'adminPayouts.failures.transferReversed', now())`;
  } finally {
    await sql.end();
  }
}

test("an admin sees a reversed payout, labelled in French, and finds it with the state filter (fr 1280 px, en 390 px)", async ({ pageAs }) => {
  const creator = await freshCreator("Reversed");
  await reversedPayout(creator.id, creator.suffix);
  const page = await pageAs("admin");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/fr/admin/payouts");
  await expect(page.getByRole("heading", { level: 1, name: fr.adminPayouts.title })).toBeVisible();
  const filters = page.getByRole("search");
  await chooseOption(page, filters.getByLabel(fr.adminPayouts.list.state), fr.adminPayouts.states.reversed);
  await filters.getByRole("button", { name: fr.admin.filters.apply }).click();
  await expect(page).toHaveURL(/state=reversed/);
  const row = page.getByTestId("payout-row").filter({ hasText: `tr_e2e_${creator.suffix}` });
  await expect(row).toContainText(fr.adminPayouts.states.reversed);
  await expect(row).toContainText(fr.adminPayouts.methods.stripe);
  await expect(row).toContainText("Reversed Before");
  await expect(row).toContainText(fr.adminPayouts.failures.transferReversed);
  await page.screenshot({ path: test.info().outputPath("admin-payouts-fr-1280.png"), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/admin/payouts?state=reversed");
  await expect(page.getByTestId("payout-row").filter({ hasText: `tr_e2e_${creator.suffix}` })).toContainText(en.adminPayouts.states.reversed);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("admin-payouts-en-390.png"), fullPage: true });
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).include("main").analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});
