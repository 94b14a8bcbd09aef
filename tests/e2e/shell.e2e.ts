import { expect, type Locator, type Page, test } from "@playwright/test";
import { signIn as signInWithForm } from "./support/accounts";
import { holdScripts } from "./support/held-scripts";

/** The site shell: header, account menu by role, mode switch, language switcher, phone menu. */

const PASSWORD = "lakou-demo-2026";
const ONE_YEAR = 31536000;
/** Waits for pages reached through a server round trip (sign-in, mode switch, sign-out, redirects). */
const ARRIVAL = { timeout: 30_000 };

const signIn = (page: Page, email: string) => signInWithForm(page, email, PASSWORD, ARRIVAL);

/** Opens a dropdown menu (its button is off until the page's scripts have run, and the click waits for it). */
async function openMenu(page: Page, trigger: Locator) {
  const menu = page.getByRole("menu");
  await trigger.click();
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens the phone menu and returns the drawer. */
async function openSheet(page: Page) {
  const sheet = page.getByRole("dialog", { name: "Site menu" });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(sheet).toBeVisible();
  return sheet;
}

const openAccountMenu = (page: Page) => openMenu(page, page.getByRole("button", { name: /^Account menu for / }));
const openLanguageMenu = (page: Page, name: RegExp) => openMenu(page, page.getByRole("button", { name }));

/** Puts the shared demo account back in fan mode whatever a test did (same-origin call, as the app makes it). */
async function backToFanMode(page: Page) {
  await page.evaluate(() =>
    fetch("/api/account/switch-mode", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mode: "fan" }),
    }),
  );
}

test.describe("signed out", () => {
  test("the header lists the public pages with Sign In and Join Now, and marks the current page", async ({ page }) => {
    await page.goto("/en/help");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const [name, href] of [
      ["Home", "/en"],
      ["Browse", "/en/browse"],
      ["How it works", "/en/how-it-works"],
      ["For creators", "/en/for-creators"],
      ["Help", "/en/help"],
      ["Blog", "/en/blog"],
      ["About", "/en/about"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Help", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", /.*/);

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("href", "/en/login");
    await expect(header.getByRole("link", { name: "Join Now", exact: true })).toHaveAttribute("href", "/en/signup");
    await expect(header.getByRole("button", { name: /^Account menu/ })).toHaveCount(0);
  });

  test("the footer links the public and legal pages", async ({ page }) => {
    await page.goto("/en/about");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Terms of Service", "/en/terms"],
      ["Privacy Policy", "/en/privacy"],
      ["Refund Policy", "/en/refund"],
      ["Browse", "/en/browse"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Lakou`);
  });

  test("the language switcher keeps the path and query and stores the choice for a year", async ({ page, context }) => {
    await page.goto("/en/help?topic=payments");
    await openLanguageMenu(page, /^English: change language/);
    const landing = page.waitForResponse(
      (response) => response.request().resourceType() === "document" && new URL(response.url()).pathname === "/fr/help",
    );
    await page.getByRole("menuitem", { name: "Français" }).click();
    const setCookie = (await (await landing).headerValue("set-cookie")) ?? "";
    await expect(page).toHaveURL(/\/fr\/help\?topic=payments$/, ARRIVAL);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");

    expect(setCookie).toMatch(/NEXT_LOCALE=fr/);
    expect(setCookie).toMatch(new RegExp(`Max-Age=${ONE_YEAR}`, "i"));
    expect(setCookie).toMatch(/Path=\//i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = (await context.cookies()).find((c) => c.name === "NEXT_LOCALE");
    expect(cookie).toMatchObject({ value: "fr", path: "/", sameSite: "Lax" });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(ONE_YEAR - 3600);

    // The footer's links switch too, and the visitor's choice now drives the bare address.
    await page.getByRole("contentinfo").getByRole("link", { name: "Kreyòl" }).click();
    await expect(page).toHaveURL(/\/ht\/help\?topic=payments$/, ARRIVAL);
    await page.goto("/");
    await expect(page).toHaveURL(/\/ht$/, ARRIVAL);
  });

  test("the language menu works from the keyboard: Enter opens it on its first language, arrows move, Enter switches", async ({ page }) => {
    await page.goto("/en/about");
    const button = page.getByRole("button", { name: /^English: change language/ });
    const menu = page.getByRole("menu");
    // The button is off until the page's scripts have run (a press before then would be lost), so wait for it.
    await expect(button).toBeEnabled();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "English" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Français" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fr\/about$/, ARRIVAL);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});

const ACCOUNTS = [
  {
    email: "fan@lakou.demo",
    badge: null,
    groups: { "Fan Features": ["Home", "My Subscriptions", "Feed", "My Orders", "Settings"] },
    hidden: ["Creator Features", "Admin Tools"],
    modeSwitch: false,
  },
  {
    email: "creator@lakou.demo",
    badge: "Creator",
    groups: { "Creator Features": ["Dashboard", "My Videos", "Studio", "My Posts", "My Calls", "Analytics", "Earnings", "Settings"] },
    hidden: ["Fan Features", "Admin Tools"],
    modeSwitch: true,
  },
  {
    email: "fancreator@lakou.demo",
    badge: "Fan + Creator",
    groups: { "Fan Features": ["Home", "My Subscriptions", "Feed", "My Orders", "Settings"], "Creator Features": ["Dashboard", "My Videos", "Studio", "My Posts", "My Calls", "Analytics", "Earnings", "Settings"] },
    hidden: ["Admin Tools"],
    modeSwitch: true,
  },
  {
    email: "admin@lakou.demo",
    badge: "Admin",
    groups: { "Admin Tools": ["Admin Dashboard", "User Management", "Analytics", "Settings"] },
    hidden: ["Fan Features", "Creator Features"],
    modeSwitch: false,
  },
] as const;

const HREFS: Record<string, string> = {
  "Fan Features/Home": "/en/fan/home",
  "Fan Features/My Subscriptions": "/en/fan/subscriptions",
  "Fan Features/Feed": "/en/feed",
  "Fan Features/My Orders": "/en/fan/orders",
  "Fan Features/Settings": "/en/fan/settings",
  "Creator Features/Dashboard": "/en/creator/dashboard",
  "Creator Features/My Videos": "/en/creator/content",
  "Creator Features/Studio": "/en/creator/studio",
  "Creator Features/My Posts": "/en/creator/posts",
  "Creator Features/My Calls": "/en/creator/calls",
  "Creator Features/Analytics": "/en/creator/analytics",
  "Creator Features/Earnings": "/en/creator/finances",
  "Creator Features/Settings": "/en/creator/settings",
  "Admin Tools/Admin Dashboard": "/en/admin/dashboard",
  "Admin Tools/User Management": "/en/admin/users",
  "Admin Tools/Analytics": "/en/admin/analytics",
  "Admin Tools/Settings": "/en/admin/settings",
};

for (const account of ACCOUNTS) {
  test(`the account menu of ${account.email} shows its badge, groups and mode switch`, async ({ page }) => {
    await signIn(page, account.email);
    // Admins land in the console, which has its own frame: the site header is on the public pages.
    if (account.email === "admin@lakou.demo") await page.goto("/en");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);

    const menu = await openAccountMenu(page);
    await expect(menu).toContainText(account.email);
    for (const badge of ["Fan + Creator", "Creator", "Admin"]) {
      await expect(menu.getByText(badge, { exact: true })).toHaveCount(badge === account.badge ? 1 : 0);
    }
    for (const [group, items] of Object.entries(account.groups)) {
      const section = menu.getByRole("group", { name: group });
      await expect(section.getByRole("menuitem")).toHaveCount(items.length);
      for (const item of items) {
        await expect(section.getByRole("menuitem", { name: item, exact: true })).toHaveAttribute("href", HREFS[`${group}/${item}`]!);
      }
    }
    for (const group of account.hidden) await expect(menu.getByRole("group", { name: group })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: /^Switch to (creator|fan) mode$/ })).toHaveCount(account.modeSwitch ? 1 : 0);
    await expect(menu.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
  });
}

test("the mode switch moves a fan who creates to creator mode and back", async ({ page }) => {
  test.slow(); // four server round trips
  await signIn(page, "fancreator@lakou.demo");
  try {
    let menu = await openAccountMenu(page);
    await expect(menu.getByText("You are in fan mode")).toBeVisible();
    await menu.getByRole("menuitem", { name: "Switch to creator mode" }).click();
    await expect(page).toHaveURL(/\/en\/creator\/dashboard$/, ARRIVAL);
    await expect(page.getByRole("heading", { level: 1, name: "Creator dashboard" })).toBeVisible();

    menu = await openAccountMenu(page);
    await expect(menu.getByText("You are in creator mode")).toBeVisible();
    await menu.getByRole("menuitem", { name: "Switch to fan mode" }).click();
    await expect(page).toHaveURL(/\/en\/fan\/home$/, ARRIVAL);
    menu = await openAccountMenu(page);
    await expect(menu.getByText("You are in fan mode")).toBeVisible();
  } finally {
    await backToFanMode(page);
  }
});

test("the role homes show real numbers to their roles and send others home", async ({ page }) => {
  await signIn(page, "admin@lakou.demo");
  await expect(page).toHaveURL(/\/en\/admin\/dashboard$/, ARRIVAL);
  await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Video requests by status" })).toBeVisible();
  await page.goto("/en/creator/dashboard");
  await expect(page).toHaveURL(/\/en\/admin\/dashboard$/, ARRIVAL);
});

test("a creator lands on their dashboard, with their tiers", async ({ page }) => {
  await signIn(page, "creator@lakou.demo");
  await page.goto("/en/creator/dashboard");
  await expect(page.getByText("Welcome back, Ti Wobè")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your subscription tiers" })).toBeVisible();
  await page.goto("/en/admin/dashboard");
  await expect(page).toHaveURL(/\/en\/creator\/dashboard$/, ARRIVAL);
});

test("a signed-in fan can switch language and sign out", async ({ page }) => {
  test.slow(); // four server round trips
  await signIn(page, "fan@lakou.demo");
  await expect(page).toHaveURL(/\/en\/fan\/home$/, ARRIVAL);
  await openLanguageMenu(page, /^English: change language/);
  await page.getByRole("menuitem", { name: "Kreyòl" }).click();
  await expect(page).toHaveURL(/\/ht\/fan\/home$/, ARRIVAL);
  // Back to English, which also puts the demo account's saved language back.
  await openLanguageMenu(page, /^Kreyòl: chanje lang/);
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/fan\/home$/, ARRIVAL);

  const menu = await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/en$/, ARRIVAL);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
});

test.describe("phone layout", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens the pages, languages and sign-in links @phone", async ({ page }) => {
    await page.goto("/en/help");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Open menu" });
    const sheet = await openSheet(page);
    await expect(sheet.getByRole("link", { name: "Help", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(sheet.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Français" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(sheet).toBeVisible();
    await sheet.getByRole("link", { name: "How it works", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/how-it-works$/, ARRIVAL);
    await expect(sheet).toBeHidden();
  });

  test("the menu button waits for the page's scripts: off in the server's page, then it opens the menu @phone", async ({ page }) => {
    // Hold the page's scripts: a tap on the server's page would do nothing, so the button is off.
    const release = await holdScripts(page);
    await page.goto("/en/help", { waitUntil: "commit" });
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(menuButton).toBeDisabled();
    // While the wait lasts, it shows: the button fades.
    await expect(menuButton).toHaveCSS("opacity", "0.5");
    release();

    await expect(menuButton).toHaveCSS("opacity", "1");
    await menuButton.click();
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
  });

  test("the phone menu holds the account, with both groups for a fan who creates @phone", async ({ page }) => {
    await signIn(page, "fancreator@lakou.demo");
    const sheet = await openSheet(page);
    await expect(sheet.getByText("Fan + Creator", { exact: true })).toBeVisible();
    await expect(sheet.getByRole("list", { name: "Fan Features" }).getByRole("link")).toHaveText(["Home", "My Subscriptions", "Feed", "My Orders", "Settings"]);
    await expect(sheet.getByRole("list", { name: "Creator Features" }).getByRole("link")).toHaveText(["Dashboard", "My Videos", "Studio", "My Posts", "My Calls", "Analytics", "Earnings", "Settings"]);
    await expect(sheet.getByRole("button", { name: /^Switch to (creator|fan) mode$/ })).toBeVisible();
    await sheet.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/en$/, ARRIVAL);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  });
});
