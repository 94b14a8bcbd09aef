import { chromium } from "@playwright/test";
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"] });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  await page.goto(`${base}/en/login`);
  await page.getByLabel("Email").fill("admin@lakou.demo");
  await page.getByLabel("Password", { exact: true }).fill("lakou-demo-2026");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/admin\/dashboard/, { timeout: 30000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/console/dashboard-${width}.png`, fullPage: false });
  for (const path of ["users", "creators", "settings", "roles", "audit"]) {
    await page.goto(`${base}/en/admin/${path}`);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/console/${path}-${width}.png`, fullPage: width === 1280 ? false : true });
  }
  if (width === 390) {
    await page.getByRole("button", { name: "Open the admin menu" }).click();
    await page.waitForTimeout(700);
    await page.screenshot({ path: `/tmp/console/drawer-390.png` });
  } else {
    await page.goto(`${base}/en/admin/users`);
    await page.getByRole("searchbox", { name: "Search users, creators and orders" }).fill("fan");
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/console/search-1280.png` });
    await page.getByRole("button", { name: /System status/ }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/console/status-1280.png` });
  }
  await page.close();
}
await browser.close();
