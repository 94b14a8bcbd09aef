import { expect, test } from "@playwright/test";
import ht from "../../messages/ht.json" with { type: "json" };
import { signIn } from "./support/accounts";

/**
 * The creator's workspace: their tool pages have a navigation of their own (a sidebar on a wide screen, a tab bar
 * with "More" on a phone) instead of the visitors' header, and every tool is reachable from it; a public creator
 * page keeps the site's header.
 */

const TOOLS = ["creatorDashboard", "creatorContent", "creatorStudio", "creatorPosts", "creatorAnalytics", "creatorEarnings", "creatorSettings"] as const;
const PATHS: Record<(typeof TOOLS)[number], string> = {
  creatorDashboard: "/creator/dashboard",
  creatorContent: "/creator/content",
  creatorStudio: "/creator/studio",
  creatorPosts: "/creator/posts",
  creatorAnalytics: "/creator/analytics",
  creatorEarnings: "/creator/finances",
  creatorSettings: "/creator/settings",
};
const label = (tool: (typeof TOOLS)[number]) => ht.userMenu.items[tool];
const ARRIVAL = { timeout: 20_000 };

test.describe("on a phone, in Kreyòl", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the tab bar and its More drawer reach every creator tool @phone", async ({ page }) => {
    test.slow(); // one server-rendered page per creator tool
    await signIn(page, "creator@lakou.demo");
    await page.goto("/ht/creator/dashboard");
    const tabs = page.getByRole("navigation", { name: ht.creatorWorkspace.tools }).last();
    await expect(tabs).toBeVisible();
    // The visitors' menu button is not part of the workspace.
    await expect(page.getByRole("button", { name: ht.nav.openMenu })).toHaveCount(0);
    for (const tool of TOOLS) {
      const direct = tabs.getByRole("link", { name: label(tool), exact: true });
      if (await direct.count()) {
        await direct.click();
      } else {
        await tabs.getByRole("button", { name: ht.creatorWorkspace.more }).click();
        const drawer = page.getByRole("dialog", { name: ht.creatorWorkspace.more });
        await drawer.getByRole("link", { name: label(tool), exact: true }).click();
        await expect(drawer).toBeHidden();
      }
      await expect(page).toHaveURL(new RegExp(`/ht${PATHS[tool]}$`), ARRIVAL);
      if (await direct.count()) await expect(direct).toHaveAttribute("aria-current", "page");
    }
  });
});

test("on a wide screen the sidebar marks the current tool, and a public creator page keeps the site header", async ({ page }) => {
  test.setTimeout(90_000); // four server-rendered pages one after the other
  await signIn(page, "creator@lakou.demo");
  await page.goto("/en/creator/analytics");
  const sidebar = page.getByRole("navigation", { name: "Creator tools" }).first();
  await expect(sidebar.getByRole("link", { name: "Analytics", exact: true })).toHaveAttribute("aria-current", "page");
  await sidebar.getByRole("link", { name: "Earnings", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/creator\/finances$/, ARRIVAL);
  await expect(sidebar.getByRole("link", { name: "Earnings", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: /^Account menu for / })).toBeVisible();

  const listed = (await (await page.request.get("/api/public/creators?pageSize=1")).json()) as { creators: { id: string }[] };
  await page.goto(`/en/creator/${listed.creators[0]!.id}`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Browse", exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Creator tools" })).toHaveCount(0);
});
