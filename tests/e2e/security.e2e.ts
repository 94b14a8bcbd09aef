import { expect, test } from "@playwright/test";
import { signIn } from "./support/accounts";

/**
 * Issue 6 seen from outside, against the production server: security headers and nonces, real 307s
 * before any HTML, server-rendered 404s, JSON answers under /api, no open redirect, no 500s.
 */

test.describe("security headers", () => {
  test("pages carry a nonce CSP that changes per response, and Next's scripts carry that nonce", async ({ request }) => {
    const first = await request.get("/en/browse");
    const second = await request.get("/en/browse");
    const csp = first.headers()["content-security-policy"]!;
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers()["content-security-policy"]).not.toContain(nonce);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    expect(csp).toMatch(/img-src [^;]*blob: data:/);
    expect(csp).toMatch(/media-src [^;]*blob: data:/);
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script, script).toContain(`nonce="${nonce}"`);
  });

  for (const path of ["/en", "/api/public/creators?pageSize=1", "/api/nope", "/media/avatars/bosdyesel.svg"]) {
    test(`every response carries the fixed headers: ${path}`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["strict-transport-security"]).toContain("max-age=");
    });
  }

  test("static scripts carry them too", async ({ request }) => {
    const html = await (await request.get("/en")).text();
    const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const headers = (await request.get(script!)).headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  test("pages hydrate under the policy with no CSP violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/en/browse");
    await page.locator("main article h3 a").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.goto("/en");
    await page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/login/);
    expect(violations).toEqual([]);
  });
});

test.describe("protected pages", () => {
  for (const path of ["/en/creator/dashboard", "/en/admin/dashboard", "/en/fan/settings"]) {
    test(`${path} answers a 307 to sign-in, not a page that refreshes itself`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers()["location"]).toBe(`/en/login?returnTo=${encodeURIComponent(path)}`);
      expect(await response.text()).not.toMatch(/http-equiv="refresh"/i);
    });
  }

  test("a signed-in fan asking for the admin dashboard gets a 307 to their own home", async ({ page }) => {
    await signIn(page, "fan@lakou.demo");
    const response = await page.request.get("/en/admin/dashboard", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()["location"]).toBe("/en/fan/home");
  });
});

test.describe("404 pages", () => {
  for (const [path, locale] of [
    ["/en/no-such-page", "en"],
    ["/fr/no-such-page", "fr"],
    ["/en/%ZZ", "en"],
    ["/ht/creator/%ZZ", "ht"],
    ["/en/blog/%ZZ", "en"],
  ] as const) {
    test(`${path} is a 404 whose HTML already holds its text and lang`, async ({ request }) => {
      const titles = { en: "Page not found", fr: "Page introuvable", ht: "Paj la pa egziste" } as const;
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(titles[locale]);
    });
  }
});

test.describe("open redirects", () => {
  const ESCAPES = ["/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/./\\evil.example", "/a/..//evil.example", "/\\/evil.example", "/\t/evil.example"];

  test("a signed-in visitor is never sent to another site from /login, /signup or /auth/callback", async ({ page }) => {
    await signIn(page, "fan@lakou.demo");
    for (const base of ["/en/login", "/en/signup", "/en/auth/callback"]) {
      for (const returnTo of ESCAPES) {
        const response = await page.request.get(`${base}?${new URLSearchParams({ returnTo })}`, { maxRedirects: 0 });
        const location = response.headers()["location"] ?? "";
        expect([307, 308], `${base} ${JSON.stringify(returnTo)}`).toContain(response.status());
        expect(location, `${base} ${JSON.stringify(returnTo)}`).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, "http://lakou.test").host).toBe("lakou.test");
      }
    }
  });
});

test.describe("answers under /api and to bad requests", () => {
  test("unknown /api paths answer a JSON 404 and wrong methods a JSON 405", async ({ request }) => {
    const unknown = await request.post("/api/nope/at/all", { data: {} });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "NOT_FOUND" });
    const wrongMethod = await request.put("/api/public/creators");
    expect(wrongMethod.status()).toBe(405);
    expect(wrongMethod.headers()["allow"]).toBe("GET");
    expect(await wrongMethod.json()).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
  });

  test("a server action posted from another site is refused with a 403, not a 500", async ({ request }) => {
    const response = await request.post("/en/login", {
      headers: { "next-action": "7f00000000000000000000000000000000000000", origin: "https://evil.example", "content-type": "text/plain" },
      data: "[]",
    });
    expect(response.status()).toBe(403);
  });
});
