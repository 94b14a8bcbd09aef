import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import ht from "../../messages/ht.json" with { type: "json" };
import { seedId } from "../../src/server/db/seed/deterministic";
import { pickDate } from "./support/date-picker";
import { e2eDatabase } from "./support/e2e-db";
import { useRole } from "./support/roles";
import { callBooking } from "./support/call-booking";

/**
 * The designed pages: the home page's faces, clip and real figures; How it works, For creators, About and Help;
 * the Kreyòl calendar; toasts that leave the header alone.
 */

const KREYOL_MONTHS = ["janvye", "fevriye", "mas", "avril", "me", "jen", "jiyè", "out", "septanm", "oktòb", "novanm", "desanm"];
/** The demo creator Ti Wobè, who takes calls. */
const CREATOR_ID = seedId("user:creator@lakou.demo");

async function seriousViolations(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).include(include).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** What the home page's figures must say: the database's own counts, read now. */
async function marketplaceFigures() {
  const sql = e2eDatabase();
  try {
    const [row] = await sql<{ creators: number; delivered: number; rating: string | null }[]>`
      select (select count(*)::int from creator_profiles where listed) as creators,
             (select count(*)::int from video_requests where status = 'completed') as delivered,
             (select avg(rating)::text from reviews where removed_at is null) as rating`;
    return {
      creators: row!.creators.toLocaleString("en-US"),
      delivered: row!.delivered.toLocaleString("en-US"),
      rating: row!.rating === null ? "—" : Number(row!.rating).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    };
  } finally {
    await sql.end();
  }
}

test("the home page shows creators' portraits, a sample clip and figures equal to the database's", async ({ page }) => {
  await page.goto("/en");
  const faces = page.getByTestId("hero-face");
  await expect(faces.first()).toBeVisible();
  for (const face of await faces.all()) await expect(face.locator("img")).toHaveAttribute("src", /\/media\/avatars\//);
  await expect(page.getByRole("button", { name: /^Play a sample video by / })).toBeVisible();

  // Every creator card (featured and the picker) has its portrait: no initials where the seed drew a face.
  const cards = page.locator("main article");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(4);
  await expect(page.locator("main article [data-initials]")).toHaveCount(0);
  expect(await page.locator("main article img[src*='/media/avatars/']").count()).toBe(await cards.count());

  // The figures are the database's (other tests deliver orders meanwhile: reload until both agree).
  await expect
    .poll(async () => {
      const expected = await marketplaceFigures();
      await page.reload();
      const shown = {
        creators: (await page.getByTestId("figure-creators").innerText()).trim(),
        delivered: (await page.getByTestId("figure-delivered").innerText()).trim(),
        rating: (await page.getByTestId("figure-rating").innerText()).trim(),
      };
      return JSON.stringify(shown) === JSON.stringify(expected) ? "equal" : JSON.stringify({ shown, expected });
    })
    .toBe("equal");

  // Categories carry a creator's banner.
  await expect(page.locator("#home-categories-heading ~ ul img[src*='/media/banners/']").first()).toBeVisible();
});

test("the quick view shows the creator's portrait, not initials", async ({ page }) => {
  await page.goto("/en/browse");
  await page.locator("main article h3 a").first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Recent reviews" })).toBeVisible();
  await expect(dialog.locator("img[src*='/media/avatars/']").first()).toBeVisible();
  await expect(dialog.locator("[data-initials]")).toHaveCount(0);
});

test("the help centre's questions open and close with the keyboard", async ({ page }) => {
  await page.goto("/en/help");
  const question = page.locator("details").first();
  const summary = question.locator("summary");
  await summary.focus();
  await expect(summary).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("open", "");
  await expect(question.locator("p")).toBeVisible();
  await page.keyboard.press("Space");
  await expect(question).not.toHaveAttribute("open", "");
  // The next question is one Tab away.
  await page.keyboard.press("Tab");
  await expect(page.locator("details").nth(1).locator("summary")).toBeFocused();
});

test("the fee table states the commission in force and what each side pays", async ({ page }) => {
  const sql = e2eDatabase();
  let basisPoints: number | null | undefined;
  try {
    const rows = await sql<{ bp: number | null }[]>`select (select basis_points from commission_rates order by effective_at desc limit 1) as bp`;
    basisPoints = rows[0]?.bp;
  } finally {
    await sql.end();
  }
  const percent = (basisPoints ?? 2000) / 100;
  for (const path of ["/en/how-it-works", "/en/for-creators"]) {
    await page.goto(path);
    const table = page.getByRole("table", { name: /^For a video the creator prices at \$100\.00/ });
    await expect(table.getByRole("columnheader", { name: `Lakou commission (${percent}%)` })).toBeVisible();
    // Standard: a $100 video, $10 service fee; the creator keeps the price less the commission.
    const standard = table.getByRole("row", { name: /^Standard/ });
    await expect(standard).toContainText("$110.00");
    await expect(standard).toContainText(`$${(100 - percent).toFixed(2)}`);
  }
});

test("@phone the date picker speaks Kreyòl and picks a day at 390 px", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useRole(page, "fan");
  await page.goto(`/ht/fan/creators/${CREATOR_ID}`);
  const calls = await callBooking(page, ht.calls.heading);
  await calls.getByRole("button", { name: ht.calls.next }).click();
  const trigger = calls.getByLabel(ht.calls.date);
  await trigger.click();
  const calendar = page.getByRole("dialog").filter({ has: page.getByRole("grid") });
  const caption = await calendar.getByRole("grid").getAttribute("aria-labelledby");
  const month = (await page.locator(`[id="${caption}"]`).innerText()).toLowerCase();
  expect(KREYOL_MONTHS.some((name) => month.startsWith(name)), month).toBe(true);
  await expect(calendar.getByRole("columnheader", { name: "lendi" })).toBeVisible();
  const box = await calendar.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.keyboard.press("Escape");

  const day = new Date(Date.now() + (testInfo.project.name === "phone" ? 12 : 11) * 86_400_000);
  const iso = day.toISOString().slice(0, 10);
  await pickDate(page, trigger, iso, ht.common.calendar.nextMonth);
  await expect(trigger).toContainText(KREYOL_MONTHS[day.getUTCMonth()]!);
  await expect(calls.locator("fieldset button[aria-pressed]").first()).toBeVisible();
});

test("a toast never covers the header, at 1280 and 390 px", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/en/feed");
    await page.locator("main").getByRole("button", { name: /Like this post/ }).first().click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Authentication required" });
    await expect(toast).toBeVisible();
    const header = (await page.locator("header").first().boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y, `at ${width} px`).toBeGreaterThanOrEqual(header.y + header.height);
  }
});

for (const path of ["/en", "/fr/how-it-works", "/ht/for-creators", "/en/about", "/ht/help"]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    expect(await seriousViolations(page, "main")).toEqual([]);
  });
}
