import { type Browser, expect, type Page, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { signIn } from "./support/accounts";
import { e2eDatabase } from "./support/e2e-db";
import { TINY_PNG } from "./support/files";
import { pickDate } from "./support/date-picker";
import { pictureWidthOf } from "../../src/lib/media/renditions";

/**
 * The creator's dead ends, walked as people do: a paid call moved from My Orders and shown at one time,
 * the creator's own calls with a meeting link and the call room both sides open; a post with an uploaded
 * picture, and a comment the creator hides. English on a desktop, French on a 390 px phone.
 */

const ZONE = "America/New_York";
const SHOTS = "test-results/screenshots";

async function sql<T extends Record<string, unknown>>(run: (db: ReturnType<typeof e2eDatabase>) => Promise<T[]>) {
  const db = e2eDatabase();
  try {
    return await run(db);
  } finally {
    await db.end();
  }
}

/** A paid call of the demo fan with the demo creator, `days` ahead at a quarter to the hour (never a bookable slot). */
async function confirmedCall(days: number) {
  const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + days * 86_400_000 - 15 * 60_000);
  const [row] = await sql((db) => db<{ id: string }[]>`
    insert into call_bookings (fan_id, creator_id, duration_minutes, scheduled_at, amount_cents, currency, status)
    select fan.id, creator.id, 10, ${startsAt}, 15000, 'USD', 'confirmed'
    from users fan, users creator where fan.email = 'fan@lakou.demo' and creator.email = 'creator@lakou.demo'
    returning id`);
  return { id: row!.id, startsAt };
}

const scheduledAt = async (id: string) => (await sql((db) => db<{ at: Date }[]>`select scheduled_at as at from call_bookings where id = ${id}`))[0]!.at;
const when = (locale: string, at: Date) => new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: ZONE }).format(at);
/** A label's text before its first placeholder, as a pattern ("Hide the comment by {name}" -> /^Hide the comment by/). */
const startsWith = (label: string) => new RegExp(`^${label.split("{")[0]!.replace(/[.*+?^$()|[\]\\]/g, "\\$&")}`);
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function newContext(browser: Browser, phone: boolean, locale: "en-US" | "fr-FR") {
  return browser.newContext({
    timezoneId: ZONE,
    locale,
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 900 } }),
  });
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The fan moves the call from My Orders to the first open slot of a day; the card then shows the new time only. */
async function moveCall(page: Page, messages: typeof en, lang: "en" | "fr", intl: string, call: { id: string; startsAt: Date }, day: number) {
  await page.goto(`/${lang}/fan/orders`);
  const card = page.getByTestId("call-card").filter({ hasText: when(intl, call.startsAt) });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: messages.callOrders.reschedule }).click();
  const dialog = page.getByRole("dialog", { name: messages.callOrders.rescheduleTitle });
  await pickDate(page, dialog.getByLabel(messages.calls.date), isoDay(day), messages.common.calendar.nextMonth);
  const slot = dialog.locator("button[aria-pressed]:enabled").first();
  await slot.click();
  await expect(slot).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("button", { name: messages.callOrders.confirmReschedule }).click();
  await expect(page.getByText(messages.callOrders.rescheduled)).toBeVisible();
  const moved = await scheduledAt(call.id);
  expect(moved.getTime()).not.toBe(call.startsAt.getTime());
  const movedCard = page.getByTestId("call-card").filter({ hasText: when(intl, moved) });
  await expect(movedCard).toBeVisible();
  await expect(page.getByTestId("call-card").filter({ hasText: when(intl, call.startsAt) })).toHaveCount(0);
  return { moved, card: movedCard };
}

test("a fan moves a paid call; the creator lists it in their zone, sets the meeting link; both open the call room", async ({ browser }) => {
  test.slow();
  const call = await confirmedCall(3);
  const fanContext = await newContext(browser, false, "en-US");
  const fan = await fanContext.newPage();
  await signIn(fan, "fan@lakou.demo");
  const { moved, card } = await moveCall(fan, en, "en", "en-US", call, 4);
  await expect(card).toContainText("Eastern");
  await fan.screenshot({ path: `${SHOTS}/call-moved-desktop.png`, fullPage: true });

  const creatorContext = await newContext(browser, false, "en-US");
  const creator = await creatorContext.newPage();
  await signIn(creator, "creator@lakou.demo");
  await creator.goto("/en/creator/calls");
  const row = creator.getByTestId("creator-call").filter({ has: creator.locator(`a[href$="/calls/${call.id}"]`) });
  await expect(row).toBeVisible();
  const [profile] = await sql((db) => db<{ zone: string }[]>`select p.time_zone as zone from creator_profiles p join users u on u.id = p.user_id where u.email = 'creator@lakou.demo'`);
  await expect(row).toContainText(new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone: profile!.zone }).format(moved));
  await row.getByLabel(en.callRoom.linkLabel).fill("http://not-secure.example");
  await row.getByRole("button", { name: en.callRoom.saveLink }).click();
  await expect(row.getByText(en.callRoom.validation.joinUrl)).toBeVisible();
  await row.getByLabel(en.callRoom.linkLabel).fill("https://meet.jit.si/lakou-e2e-call");
  await row.getByRole("button", { name: en.callRoom.saveLink }).click();
  await expect(creator.getByText(en.callRoom.linkSaved)).toBeVisible();
  await creator.screenshot({ path: `${SHOTS}/creator-calls-desktop.png`, fullPage: true });
  await row.getByRole("link", { name: en.callOrders.openRoom }).click();
  await expect(creator.getByTestId("call-room")).toContainText(en.callRoom.state.early);
  await expect(creator.getByRole("link", { name: en.callRoom.join })).toHaveAttribute("href", "https://meet.jit.si/lakou-e2e-call");

  // The fan's room: the link is set but given only when the room opens, 10 minutes before.
  await card.getByRole("link", { name: en.callOrders.openRoom }).click();
  const room = fan.getByTestId("call-room");
  await expect(room).toContainText(when("en-US", moved));
  await expect(room).toContainText(en.callRoom.honest);
  await expect(room.getByRole("link", { name: en.callRoom.join })).toHaveCount(0);
  await fan.screenshot({ path: `${SHOTS}/call-room-desktop.png`, fullPage: true });
  await creatorContext.close();
  await fanContext.close();
});

test("en français sur un téléphone : le fan déplace un appel, le créateur voit ses appels", async ({ browser }) => {
  test.slow();
  const call = await confirmedCall(5);
  const context = await newContext(browser, true, "fr-FR");
  const fan = await context.newPage();
  await signIn(fan, "fan@lakou.demo");
  await moveCall(fan, fr, "fr", "fr", call, 6);
  await noSideScroll(fan);
  await fan.screenshot({ path: `${SHOTS}/call-moved-phone-fr.png`, fullPage: true });
  await context.close();

  const creatorContext = await newContext(browser, true, "fr-FR");
  const creator = await creatorContext.newPage();
  await signIn(creator, "creator@lakou.demo");
  await creator.goto("/fr/creator/calls");
  await expect(creator.getByRole("heading", { level: 1, name: fr.creatorCalls.title })).toBeVisible();
  await expect(creator.getByTestId("creator-call").filter({ has: creator.locator(`a[href$="/calls/${call.id}"]`) })).toBeVisible();
  await noSideScroll(creator);
  await creator.screenshot({ path: `${SHOTS}/creator-calls-phone-fr.png`, fullPage: true });
  await creatorContext.close();
});

test("sur un téléphone, le créateur publie une photo téléversée et masque un commentaire ; le fan ne le voit plus", async ({ browser }) => {
  test.slow();
  const creatorContext = await newContext(browser, true, "fr-FR");
  const creator = await creatorContext.newPage();
  await signIn(creator, "creator@lakou.demo");
  await creator.goto("/fr/creator/posts/new");
  const title = `Coulisses ${Date.now()}`;
  await creator.getByLabel(fr.posts.form.title).fill(title);
  await creator.getByLabel(fr.posts.form.addImage).setInputFiles(TINY_PNG);
  await expect(creator.getByRole("img", { name: fr.posts.form.imageLabel.replace("{n}", "1") })).toBeVisible();
  await noSideScroll(creator);
  await creator.screenshot({ path: `${SHOTS}/post-upload-phone-fr.png`, fullPage: true });
  await creator.getByRole("button", { name: fr.posts.form.save }).click();
  await creator.waitForURL(/\/fr\/creator\/posts$/);
  const edit = await creator.locator("main").getByRole("listitem").filter({ hasText: title }).getByRole("link", { name: fr.posts.manage.edit }).getAttribute("href");
  const postId = edit!.match(/posts\/([^/]+)\/edit/)![1]!;

  const fanContext = await newContext(browser, false, "en-US");
  const fan = await fanContext.newPage();
  await signIn(fan, "fan@lakou.demo");
  await fan.goto(`/en/posts/${postId}`);
  const picture = fan.locator("main img[src*='/api/media/']").first();
  await expect(picture).toBeVisible();
  // The 1 px upload, drawn once its width for the screen has been made (decoded: offered as a wider picture, its
  // naturalWidth is scaled below 1).
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.decode().then(() => true, () => false))).toBe(true);
  const drawn = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(pictureWidthOf(drawn.split("/").pop()!), drawn).not.toBeNull();
  const text = `Spam comment ${Date.now()}`;
  await fan.locator("#comments").getByLabel(en.comments.label).fill(text);
  await fan.locator("#comments").getByLabel(en.comments.label).press("Enter");
  await expect(fan.getByText(en.comments.posted)).toBeVisible();

  await creator.goto(`/fr/posts/${postId}`);
  const comment = creator.getByTestId("comment").filter({ hasText: text });
  await comment.getByRole("button", { name: startsWith(fr.comments.hideLabel) }).click();
  await expect(creator.getByText(fr.comments.hiddenDone)).toBeVisible();
  await expect(comment.getByText(fr.comments.hiddenBadge)).toBeVisible();
  await creator.screenshot({ path: `${SHOTS}/comment-hidden-phone-fr.png`, fullPage: true });

  await fan.reload();
  await expect(fan.locator("#comments")).toBeVisible();
  await expect(fan.getByText(en.comments.emptyTitle)).toBeVisible();
  await expect(fan.getByText(text)).toHaveCount(0);

  // The fan's own comment on a hideable thread: Delete asks first.
  const mine = `Mine ${Date.now()}`;
  await fan.locator("#comments").getByLabel(en.comments.label).fill(mine);
  await fan.locator("#comments").getByLabel(en.comments.label).press("Enter");
  const own = fan.getByTestId("comment").filter({ hasText: mine });
  await own.getByRole("button", { name: startsWith(en.comments.deleteLabel) }).click();
  const dialog = fan.getByRole("dialog", { name: en.comments.confirmDeleteTitle });
  await expect(dialog).toContainText(en.comments.confirmDeleteBody);
  await dialog.getByRole("button", { name: en.comments.keep }).click();
  await expect(own).toBeVisible();
  await own.getByRole("button", { name: startsWith(en.comments.deleteLabel) }).click();
  await fan.getByRole("dialog").getByRole("button", { name: en.comments.confirmDelete }).click();
  await expect(fan.getByText(en.comments.deleted)).toBeVisible();
  await expect(own).toHaveCount(0);
  await fanContext.close();
  await creatorContext.close();
});
