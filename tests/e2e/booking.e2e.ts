import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { useRole } from "./support/roles";
import { seedId } from "../../src/server/db/seed/deterministic";
import { AFTER_AUTH, uniqueEmail } from "./support/accounts";
import { e2eDatabase } from "./support/e2e-db";
import { mailedSignInLink, mailedSubjects } from "./support/mailbox";
import { pickDate } from "./support/date-picker";
import { chooseOption } from "./support/select";
import { callBooking } from "./support/call-booking";
import { holdScripts } from "./support/held-scripts";

/**
 * Booking a video: the services dialog (a guest signs up and finds the form restored), the order
 * review with SAVE15 and the way to checkout, a declined card that charges nothing, the order
 * confirmation (receipt, notification switches, Gift a Friend), the wizard's draft across a reload,
 * My Orders, and the dialog in French and Haitian Creole.
 */

/** The demo creator Ti Wobè: $150 a video. */
const CREATOR_ID = seedId("user:creator@lakou.demo");


/** What the database holds of a request's payments and their ledger movements. */
async function chargesOf(requestId: string) {
  const sql = e2eDatabase();
  try {
    const payments = await sql<{ status: string }[]>`select status from payments where video_request_id = ${requestId}`;
    const [ledger] = await sql<{ count: number }[]>`select count(*)::int as count from ledger_transactions where video_request_id = ${requestId}
      or payment_id in (select id from payments where video_request_id = ${requestId})`;
    return { payments: payments.map((row) => row.status), ledger: ledger!.count };
  } finally {
    await sql.end();
  }
}

async function openDialog(page: Page, locale: string, bookNow: string) {
  await page.goto(`/${locale}/creator/${CREATOR_ID}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: bookNow, exact: true }).click();
  return page.getByRole("dialog");
}

test("@phone a guest fills the dialog, signs up, finds the form restored, reviews with SAVE15, is declined once (nothing charged), pays with 4242, sees the confirmation and the order", async ({ page }) => {
  test.slow(); // sign-up hashes a password and redirects twice
  const dialog = await openDialog(page, "en", "Book Now");
  await expect(dialog.getByRole("tab", { name: "Request Video" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByText("$165.00")).toBeVisible(); // $150 + 10% service fee, from the server's quote

  // Errors show on a failed submit, with the toast.
  await dialog.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page.getByText("Please correct the errors in the form.")).toBeVisible();
  await expect(dialog.getByText("Please select an occasion")).toBeVisible();
  await expect(dialog.getByText("Recipient name is required")).toBeVisible();

  await chooseOption(page, dialog.getByLabel("Occasion"), "Birthday");
  await dialog.getByLabel("Recipient name").fill("Roseline");
  await dialog.getByLabel("This video is a gift").check();
  await dialog.getByLabel("Recipient's email (optional)").fill("roseline@example.test");
  const instructions = "Wish my sister Roseline a happy 30th birthday! She dances konpa in the kitchen every Sunday and knows all your songs by heart. Sing her name, please, and tell her we love her.";
  await dialog.getByLabel("Instructions for the creator").fill(instructions);
  await expect(dialog.getByText(`${instructions.length}/500 characters`)).toBeVisible();
  await dialog.getByRole("button", { name: "Continue to checkout" }).click();

  await expect(page).toHaveURL(/\/en\/signup\?returnTo=/);
  await page.getByLabel("Full name").fill("Nadège Booking");
  const email = uniqueEmail("e2e-booking");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("kreyol-pale-kreyol-konprann");
  await page.getByRole("radio", { name: /^A fan/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  // The account is confirmed through the mailed link, which signs in and keeps the return path.
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible(AFTER_AUTH);
  await page.goto(await mailedSignInLink(email));

  await expect(page).toHaveURL(new RegExp(`/en/fan/creators/${CREATOR_ID}\\?openBooking=true$`), AFTER_AUTH);
  const back = page.getByRole("dialog");
  await expect(back.getByText("Welcome back! Your request is just as you left it.")).toBeVisible();
  await expect(back.getByLabel("Occasion")).toHaveText("Birthday");
  await expect(back.getByLabel("Recipient name")).toHaveValue("Roseline");
  await expect(back.getByLabel("Recipient's email (optional)")).toHaveValue("roseline@example.test");
  await expect(back.getByLabel("Instructions for the creator")).toHaveValue(instructions);
  await back.getByRole("button", { name: "Continue to checkout" }).click();

  await expect(page).toHaveURL(new RegExp(`/en/fan/creators/${CREATOR_ID}/review$`));
  await expect(page.getByRole("heading", { level: 1, name: "Review your order" })).toBeVisible();
  const total = page.locator("dl > div").filter({ has: page.getByText("Total", { exact: true }) }).getByRole("definition");
  await expect(total).toHaveText("$165.00");
  // Ti Wobè takes MonCash too: the same order in gourdes, with MonCash's fee and the dollar equivalent.
  await expect(page.getByText(/^With MonCash \(fee [\d,.\s]+ G included\)$/)).toBeVisible();
  // Long instructions are truncated with Show more.
  await expect(page.getByText(instructions)).toHaveCount(0);
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(page.getByText(instructions)).toBeVisible();

  await page.getByLabel("Promo code").fill("save15");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("SAVE15 applied: 15% off the video price")).toBeVisible();
  await expect(total).toHaveText("$142.00"); // 150 + 15 − 23 (15% of 150, rounded)
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  await expect(page).toHaveURL(new RegExp(`/en/checkout\\?type=video&creator=${CREATOR_ID}&requestId=[0-9a-f-]{36}$`), AFTER_AUTH);
  const requestId = new URL(page.url()).searchParams.get("requestId")!;
  await expect(page.getByText("Test mode: no real money")).toBeVisible();
  await expect(page.locator("aside dl > div").filter({ has: page.getByText("Total", { exact: true }) })).toContainText("$142.00");

  // The card form formats as the fan types; a past expiry is refused before anything is sent.
  await page.getByRole("textbox", { name: "Card number" }).fill("4000000000000002");
  await expect(page.getByRole("textbox", { name: "Card number" })).toHaveValue("4000 0000 0000 0002");
  await page.getByLabel("Cardholder name").fill("Nadège Booking");
  await page.getByLabel("Expiry date").fill("0120");
  await expect(page.getByLabel("Expiry date")).toHaveValue("01/20");
  await page.getByLabel("CVC").fill("12a3");
  await expect(page.getByLabel("CVC")).toHaveValue("123");
  await page.getByLabel("ZIP code").fill("33101");
  await page.getByRole("button", { name: "Complete Order" }).click();
  await expect(page.getByText("Card has expired")).toBeVisible();
  await page.getByLabel("Expiry date").fill("12/39");
  await page.getByRole("button", { name: "Complete Order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined. Please try a different card." })).toBeVisible();
  // Nothing is charged: the refused payment moved no money and the order still waits for payment.
  expect(await chargesOf(requestId)).toEqual({ payments: ["failed"], ledger: 0 });

  await page.getByRole("textbox", { name: "Card number" }).fill("4242424242424242");
  await page.getByRole("button", { name: "Complete Order" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/fan/orders/${requestId}$`), AFTER_AUTH);
  await expect(page.getByText("Creator notified").first()).toBeVisible();

  // The confirmation: the 2 s celebration, what happens next, the switches, the receipt, Gift a Friend.
  await expect(page.getByRole("status").filter({ hasText: "Payment received!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your order is confirmed!" })).toBeVisible();
  await expect(page.getByText("We told Ti Wobè about your video for Roseline.")).toBeVisible();
  // The demo creator answers within 48 hours (their profile's response time), so the promise says so.
  await expect(page.locator("main").getByRole("listitem").filter({ hasText: "Ti Wobè reviews your request, usually within 48 hours." })).toBeVisible();
  await expect(page.getByTestId("celebration")).toHaveCount(0, { timeout: 4_000 });
  const number = (await page.getByRole("heading", { level: 1 }).innerText()).replace("Order ", "");
  expect(number).toMatch(/^LK-[0-9A-F]{8}$/);

  await expect(page.getByRole("switch", { name: "Email" })).toBeChecked();
  const sms = page.getByRole("switch", { name: "SMS text messages" });
  await expect(sms).not.toBeChecked();
  await sms.click();
  await expect(page.getByText("Preferences saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "SMS text messages" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Push notifications" })).not.toBeChecked();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Receipt" }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toBe(`lakou-${number}.pdf`);
  expect(readFileSync(await receipt.path()).subarray(0, 5).toString()).toBe("%PDF-");
  await page.getByRole("button", { name: "Email Receipt" }).click();
  await expect(page.getByText(`Receipt sent to ${email}`)).toBeVisible();
  await expect.poll(() => mailedSubjects(email), { timeout: 15_000 }).toContain(`Your receipt for order ${number}`);

  await page.getByRole("link", { name: "Gift a Friend" }).click();
  const gift = page.getByRole("dialog", { name: "Book Ti Wobè" });
  await expect(gift.getByLabel("This video is a gift")).toBeChecked();
  await expect(gift.getByLabel("Recipient's email (optional)")).toBeVisible();
  await gift.getByRole("button", { name: "Cancel" }).click();

  await page.goto(`/en/checkout?type=subscription&creator=${CREATOR_ID}&requestId=${requestId}`);
  await expect(page.getByText(/This checkout link is not valid/)).toBeVisible();

  await page.goto("/en/fan/orders");
  const order = page.locator("main").getByRole("listitem").filter({ hasText: "Roseline" });
  await expect(order).toContainText("Creator notified");
  await expect(order).toContainText("$142.00");
  await order.getByRole("link", { name: "Ti Wobè" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/fan/orders/${requestId}$`));
  await expect(page.getByText("20% complete")).toBeVisible();
});

test("@phone the wizard's draft survives a reload and is restored with a notice", async ({ page }) => {
  await useRole(page, "fan");
  await page.goto(`/en/fan/creators/${CREATOR_ID}/book`);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("Please fix the errors before continuing").first()).toBeVisible();
  await page.getByRole("radio", { name: "Graduation" }).check();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Details" })).toBeVisible();
  await page.getByLabel("Recipient name").fill("Kenley");
  await page.getByLabel("Your name").fill("Marie");
  // Saved after 1 s without changes: wait until the draft in this browser holds both names.
  const savedDraft = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("lakou.booking.")).map((key) => localStorage.getItem(key)).join());
  await expect.poll(savedDraft).toContain("Kenley");
  await expect.poll(savedDraft).toContain("Marie");

  await page.reload();
  await expect(page.getByText(/We restored your draft saved/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Details" })).toBeVisible();
  await expect(page.getByLabel("Recipient name")).toHaveValue("Kenley");
  await expect(page.getByLabel("Your name")).toHaveValue("Marie");

  // Cancel Booking?: Exit Without Saving removes the draft.
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel Booking?" });
  await expect(cancel.getByRole("button", { name: "Continue Editing" })).toBeVisible();
  await cancel.getByRole("button", { name: "Exit Without Saving" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/fan/creators/${CREATOR_ID}$`));
  await page.goto(`/en/fan/creators/${CREATOR_ID}/book`);
  await expect(page.getByRole("heading", { level: 2, name: "Occasion" })).toBeVisible();
  await expect(page.getByText(/We restored your draft/)).toHaveCount(0);
});

test("the dialog speaks French and Haitian Creole", async ({ page }) => {
  let dialog = await openDialog(page, "fr", "Réserver");
  await expect(dialog.getByRole("tab", { name: "Demander une vidéo" })).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "S'abonner" })).toBeVisible();
  await expect(dialog.getByText("Ce qui est inclus")).toBeVisible();
  await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();
  await expect(dialog.getByText("Veuillez choisir une occasion")).toBeVisible();

  dialog = await openDialog(page, "ht", "Rezève kounye a");
  await expect(dialog.getByRole("tab", { name: "Mande yon videyo" })).toBeVisible();
  await expect(dialog.getByText("Sa ki ladan l")).toBeVisible();
  await dialog.getByRole("button", { name: "Kontinye pou peye" }).click();
  await expect(dialog.getByText("Non moun k ap resevwa a obligatwa")).toBeVisible();
  // The Subscribe tab shows the creator's tiers, each with its Subscribe Now.
  await dialog.getByRole("tab", { name: "Abòne" }).click();
  await expect(dialog.getByRole("button", { name: /^Abòne kounye a nan / }).first()).toBeVisible();
});

test("@phone Book Now and Subscribe Now wait for the page's scripts: off in the server's page, then Book Now opens the dialog", async ({ page }) => {
  // Hold the page's scripts: a tap on the server's page would do nothing, so its buttons are off.
  const release = await holdScripts(page);
  await page.goto(`/en/creator/${CREATOR_ID}`, { waitUntil: "commit" });
  const bookNow = page.getByRole("button", { name: "Book Now", exact: true });
  await expect(bookNow).toBeDisabled();
  await expect(page.getByRole("button", { name: /^Subscribe Now to / }).first()).toBeDisabled();
  release();

  await bookNow.click();
  await expect(page.getByRole("dialog").getByRole("tab", { name: "Request Video" })).toHaveAttribute("aria-selected", "true");
});

test("the quick view's Book Now opens the services dialog", async ({ page }) => {
  await page.goto("/en/browse?search=Ti%20Wob%C3%A8");
  await page.locator("main article h3 a").first().click();
  await page.getByRole("dialog").getByRole("button", { name: /^Book Now/ }).click();
  const services = page.getByRole("dialog", { name: "Book Ti Wobè" });
  await expect(services.getByRole("tab", { name: "Request Video" })).toHaveAttribute("aria-selected", "true");
});

test("@phone a fan books a call: duration, a slot in their time, confirm, and the slot is then taken", async ({ page }, testInfo) => {
  await useRole(page, "fan");
  await page.goto(`/en/fan/creators/${CREATOR_ID}`);
  const calls = await callBooking(page);
  await calls.getByRole("radio", { name: "15 minutes" }).check();
  await calls.getByRole("button", { name: "Next" }).click();
  await expect(calls.getByRole("button", { name: "Next" })).toBeDisabled(); // Confirm needs a date and a time
  // A day of its own per project: desktop and phone share one database.
  const day = new Date(Date.now() + (testInfo.project.name === "phone" ? 10 : 9) * 86_400_000).toISOString().slice(0, 10);
  await pickDate(page, calls.getByLabel("Date"), day);
  const slots = calls.getByRole("button", { pressed: false }).filter({ hasText: /\d:\d\d/ });
  await expect(slots).toHaveCount(16);
  const first = calls.locator("button[aria-pressed=false]:not([disabled])").first();
  const label = (await first.innerText()).trim();
  await first.click();
  await calls.getByRole("button", { name: "Next" }).click();
  await expect(calls.getByText("$225.00")).toBeVisible(); // 15 minutes at $15 a minute
  await calls.getByRole("button", { name: "Confirm booking" }).click();
  const confirmation = page.getByRole("dialog", { name: "Your call is booked" });
  await expect(confirmation).toContainText("15 minutes with Ti Wobè");
  await confirmation.getByRole("button", { name: "Close" }).first().click();

  await calls.getByRole("tab", { name: "Schedule" }).click();
  await expect(calls.getByRole("button", { name: label, exact: true })).toBeDisabled();
});
