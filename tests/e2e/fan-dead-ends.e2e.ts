import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { seedId } from "../../src/server/db/seed/deterministic";
import { AFTER_AUTH, signIn, signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { e2eDatabase } from "./support/e2e-db";
import { chooseOption } from "./support/select";

/**
 * Dead ends a fan hit (issue 20), walked as a person would, in several languages at 390 px: a refused
 * MonCash payment paid by card instead; a wizard booking with a template and a gift; and the account's
 * settings (name and photo, export my data, delete my account).
 */

type Messages = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the message files' shape
const messagesOf = (locale: string): Messages => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
const PHONE = { width: 390, height: 844 };
const CREATOR_ID = seedId("user:creator@lakou.demo");
const FAN = "fan@lakou.demo";
/** A 1x1 PNG, as the fan's photo. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message with placeholders as a pattern: "Pay {amount} with MonCash" matches "Pay 26,540 G with MonCash". */
const pattern = (text: string) => new RegExp(escape(text).replace(/\\\{[a-zA-Z]+\\\}/g, ".+"));

/** A $150 standard request from the demo fan to Ti Wobè (who takes cards and MonCash), awaiting payment, in dollars. */
async function pendingUsdRequest(): Promise<string> {
  const sql = e2eDatabase();
  try {
    const [row] = await sql<{ id: string }[]>`
      insert into video_requests (fan_id, creator_id, occasion, recipient_name, instructions, base_price_cents,
        service_fee_cents, amount_cents, currency, status)
      select fan.id, ${CREATOR_ID}, 'birthday', 'Mimi', 'Wish Mimi a happy birthday from all of us in Jacmel.',
        15000, 1500, 16500, 'USD', 'pending_payment'
      from users fan where fan.email = ${FAN}
      returning id`;
    return row!.id;
  } finally {
    await sql.end();
  }
}

async function statusOf(requestId: string) {
  const sql = e2eDatabase();
  try {
    const payments = await sql<{ method: string; status: string }[]>`select method, status from payments where video_request_id = ${requestId} order by created_at`;
    const [request] = await sql<{ status: string }[]>`select status from video_requests where id = ${requestId}`;
    return { request: request!.status, payments: payments.map((p) => `${p.method}:${p.status}`) };
  } finally {
    await sql.end();
  }
}

/** The test card form, after 'Use a new card' when the fan has saved cards. */
async function payWithNewCard(page: Page, m: Messages, { save }: { save: boolean }) {
  const card = m.checkout.card;
  const number = page.getByRole("textbox", { name: card.number });
  const newCard = page.getByRole("radio", { name: m.checkout.saved.newCard });
  await expect(number.or(newCard).first()).toBeVisible();
  if (await newCard.isVisible()) await newCard.check();
  const saveBox = page.getByRole("checkbox", { name: m.checkout.saved.saveThisCard });
  await expect(saveBox).toBeChecked();
  if (!save) await saveBox.uncheck();
  await expect(page.getByRole("heading", { name: card.paymentInformation })).toBeVisible();
  // The form refuses an empty submit with the spec's messages before anything is sent.
  await page.getByRole("button", { name: card.pay }).click();
  await expect(page.getByText(card.correctErrors)).toBeVisible();
  await expect(page.getByText(card.errors.zipRequired)).toBeVisible();
  await number.fill("4242424242424242");
  await page.getByLabel(card.name).fill("Nadège Pierre");
  await page.getByLabel(card.expiry).fill("12/39");
  await page.getByLabel(card.cvc).fill("123");
  await page.getByLabel(card.zip).fill("33101");
  await page.getByRole("button", { name: card.pay }).click();
}

for (const locale of ["fr", "ht"] as const) {
  test.describe(`${locale} at 390 px`, () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
    const m = messagesOf(locale);

    test(`MonCash refused: the fan pays the same order by card instead (${locale})`, async ({ page }) => {
      await signIn(page, FAN);
      const requestId = await pendingUsdRequest();
      await page.goto(`/${locale}/checkout?type=video&creator=${CREATOR_ID}&requestId=${requestId}&method=moncash`);
      const method = (name: "card" | "moncash") =>
        page.getByRole("radio", { name: `${m.checkout.methods[name]} ${m.checkout.methods[`${name}Currency`]}`, exact: true });
      await expect(method("moncash")).toBeChecked();
      await page.getByLabel(m.checkout.moncash.phone).fill("50937001234");
      await page.getByRole("button", { name: pattern(m.checkout.moncash.pay) }).click();

      await expect(page.getByRole("button", { name: m.payments.testMoncash.refuse })).toBeVisible(AFTER_AUTH);
      await page.getByRole("button", { name: m.payments.testMoncash.refuse }).click();
      await expect(page).toHaveURL(/\/payments\/moncash\/return\?transactionId=/, AFTER_AUTH);
      const main = page.locator("main");
      await expect(main.getByRole("alert")).toHaveText(m.errors.moncashNotPaid);
      await expect(main.getByText(m.payments.moncashReturn.stillUnpaid)).toBeVisible();
      await expect(main.getByRole("link", { name: m.payments.moncashReturn.retry })).toHaveAttribute("href", new RegExp(`method=moncash`));
      await expect(main.getByRole("link", { name: m.payments.moncashReturn.viewUnpaidOrder })).toHaveAttribute("href", new RegExp(`/fan/orders/${requestId}$`));
      await page.screenshot({ path: `test-results/screenshots/fan-dead-ends/moncash-refused-${locale}-390.png`, fullPage: true });
      expect(await statusOf(requestId)).toEqual({ request: "pending_payment", payments: ["moncash:failed"] });

      await main.getByRole("link", { name: m.payments.moncashReturn.payByCard }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/checkout\\?.*method=card`));
      await expect(method("card")).toBeChecked();
      await payWithNewCard(page, m, { save: locale === "fr" });
      await expect(page).toHaveURL(new RegExp(`/${locale}/fan/orders/${requestId}$`), AFTER_AUTH);
      // Paid by card (held, or taken at once when the order's deadline lies beyond a hold's life).
      expect(await statusOf(requestId)).toEqual({ request: "pending", payments: ["moncash:failed", expect.stringMatching(/^card:(held|captured)$/)] });
    });

    test(`a wizard booking with a template and a gift by e-mail (${locale})`, async ({ page }) => {
      const b = m.booking;
      await signIn(page, FAN);
      await page.goto(`/${locale}/fan/creators/${CREATOR_ID}/book`);

      // The catalogue: six popular occasions, then Show All reveals the rest.
      const occasions = page.getByRole("group", { name: b.wizard.occasionLegend }).getByRole("radio");
      await expect(occasions.first()).toBeVisible(AFTER_AUTH);
      const occasion = (label: string) => page.getByRole("radio", { name: new RegExp(`^${escape(label)}( ${escape(b.catalogue.inSeason)})? \\d`) });
      await expect(occasion(b.occasions.fundraiser)).toHaveCount(0);
      await page.getByRole("button", { name: pattern(b.catalogue.showAll) }).click();
      await expect(occasion(b.occasions.fundraiser)).toBeVisible();
      await occasion(b.occasions.birthday).check();
      await page.getByRole("button", { name: b.wizard.next, exact: true }).click();

      await page.getByLabel(b.fields.recipientName, { exact: true }).fill("Roseline");
      await page.getByLabel(b.fields.fromName, { exact: true }).fill("Nadège");
      await page.getByLabel(b.fields.age).fill("30");
      await chooseOption(page, page.getByLabel(b.fields.pronouns), b.pronouns.she_her);
      await page.getByRole("button", { name: b.templates.use }).first().click();
      const instructions = page.getByLabel(b.fields.instructions);
      await expect(instructions).toHaveValue(/Roseline/);
      await expect(instructions).toHaveValue(/Nadège/);
      await expect(instructions).toHaveValue(/30/);
      await expect(page.getByText(b.message.complete)).toBeVisible();

      await page.getByLabel(b.fields.isGift).check();
      await page.getByRole("radio", { name: new RegExp(escape(b.gift.methods.email.label)) }).check();
      await page.getByLabel(b.gift.message).fill("Bòn fèt, sè m!");
      await page.getByRole("button", { name: b.wizard.next, exact: true }).click();
      await expect(page.getByText(b.validation.giftEmailRequired).first()).toBeVisible();
      await page.getByLabel(b.gift.recipientEmail, { exact: true }).fill("roseline@example.test");
      await page.getByRole("button", { name: b.wizard.next, exact: true }).click();

      // Delivery shows the price line by line, then the review names the gift.
      await expect(page.getByText(b.summary.serviceFee).first()).toBeVisible();
      await page.getByRole("button", { name: b.wizard.next, exact: true }).click();
      await expect(page.getByText(b.gift.methods.email.label)).toBeVisible();
      await page.getByLabel(b.review.promoLabel).fill("FREE100");
      await page.getByRole("button", { name: b.review.apply }).click();
      await expect(page.getByText(b.validation.promoInvalid)).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/fan-dead-ends/wizard-review-${locale}-390.png`, fullPage: true });
      await page.getByRole("button", { name: b.wizard.complete, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/checkout\\?type=video`), AFTER_AUTH);

      const requestId = new URL(page.url()).searchParams.get("requestId")!;
      const sql = e2eDatabase();
      try {
        const [row] = await sql`select request_type, gift_method, gift_message, recipient_email, template_used, age, pronouns, hide_price, promo_code
          from video_requests where id = ${requestId}`;
        expect(row).toMatchObject({
          request_type: "gift",
          gift_method: "email",
          gift_message: "Bòn fèt, sè m!",
          recipient_email: "roseline@example.test",
          template_used: "birthdayWarm",
          age: 30,
          pronouns: "she/her",
          hide_price: true,
          promo_code: null,
        });
      } finally {
        await sql.end();
      }
    });
  });
}

for (const [locale, viewport] of [
  ["fr", PHONE],
  ["en", { width: 1280, height: 900 }],
] as const) {
  test.describe(`account settings in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport });
    const m = messagesOf(locale);
    const s = m.auth.settings;

    test(`a fan edits their name and photo, exports their data, then deletes the account (${locale})`, async ({ page }) => {
      const email = uniqueEmail("e2e-account");
      await signUpAndConfirm(page, { name: "Nadège Compte", email, role: "A fan" });
      await page.waitForURL((url) => !/auth\/callback/.test(url.pathname), AFTER_AUTH);
      await page.goto(`/${locale}/fan/settings`);

      await page.getByLabel(s.profile.nameLabel).fill("Nadège Pierre");
      await page.locator("input[type=file]").first().setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
      await expect(page.getByRole("img", { name: m.creatorSettings.profile.avatarPreview })).toBeVisible();
      await page.getByRole("button", { name: s.profile.save }).click();
      await expect(page.getByText(s.profile.saved)).toBeVisible();
      await expect(page.getByText(s.cards.empty)).toBeVisible();

      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: s.data.export }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^lakou-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(readFileSync((await file.path())!, "utf8"));
      expect(data.account).toMatchObject({ email, name: "Nadège Pierre", avatarUrl: expect.stringContaining("/api/media/") });

      await page.screenshot({ path: `test-results/screenshots/fan-dead-ends/settings-${locale}-${viewport.width}.png`, fullPage: true });
      await page.getByLabel(s.delete.confirmLabel).fill("someone@else.test");
      await page.getByRole("button", { name: s.delete.submit }).click();
      await expect(page.getByText(m.validation.deleteConfirmMismatch)).toBeVisible();
      await page.getByLabel(s.delete.confirmLabel).fill(email);
      await page.getByRole("button", { name: s.delete.submit }).click();
      await page.waitForURL((url) => !/fan\/settings/.test(url.pathname), AFTER_AUTH);

      // Signed out everywhere, and the address no longer signs in.
      await page.goto(`/${locale}/fan/settings`);
      await expect(page).toHaveURL(/\/login/, AFTER_AUTH);
      const sql = e2eDatabase();
      try {
        expect(await sql`select id from users where email = ${email}`).toHaveLength(0);
      } finally {
        await sql.end();
      }
    });
  });
}
