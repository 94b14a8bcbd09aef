import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests drive the production build (`next build` first; `npm run test:e2e` does both)
 * in Debian's Chromium. The server runs on a fresh embedded database seeded with the demo data.
 * E2E_BASE_URL points the tests at an already running server instead.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

/** Specs that switch a platform-wide setting (see the "global-settings" project). */
const GLOBAL_SETTINGS = /approvals\.e2e\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    locale: "en-US",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [
    // Signs each demo role in once through the real form and saves its cookies (tests/e2e/support/roles.ts).
    { name: "setup", testMatch: /auth\.setup\.ts$/, use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      testIgnore: [/media\/.*\.e2e\.ts/, GLOBAL_SETTINGS],
      dependencies: ["setup"],
    },
    // The studio records from Chromium's fake camera and microphone, allowed without a prompt.
    {
      name: "media",
      testMatch: /media\/.*\.e2e\.ts/,
      dependencies: ["setup"],
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { ...chromium, args: [...chromium.args, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"] },
      },
    },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium }, grep: /@phone/, testIgnore: GLOBAL_SETTINGS, dependencies: ["setup"] },
    // Specs that change a platform-wide setting for a while (creator approval) run alone, after all the
    // others, so no other spec meets the setting half-way (e.g. a fresh creator left waiting for approval).
    {
      name: "global-settings",
      testMatch: GLOBAL_SETTINGS,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      dependencies: ["desktop", "media", "phone"],
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npx tsx tests/e2e/support/serve.ts ${PORT}`,
        url: `${baseURL}/en`,
        // The first run on a machine also makes the demo videos (README, "Demo media"); later runs take them from the cache.
        timeout: 600_000,
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
      },
});
