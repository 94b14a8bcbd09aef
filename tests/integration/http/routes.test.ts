import { describe, expect, it } from "vitest";
import { TRPC_MAX_BATCH_SIZE } from "@/lib/trpc-limits";
import { createUser } from "../support/factories";
import { composeTestEdges, testBrowser } from "../support/edge";
import { useTestDb } from "../support/test-db";

// The route handlers run outside Next here, built by the edge composition on the test database; who is signed in
// is a real session row and its Auth.js cookie (cookie -> session -> actor).
const db = await useTestDb();
composeTestEdges(db);
const current = testBrowser(db);
const trpc = await import("@/app/api/trpc/[trpc]/route");
const switchModeRoute = await import("@/app/api/account/switch-mode/route");
const previewsRoute = await import("@/app/api/public/creator-previews/[id]/route");
const unknownRoute = await import("@/app/api/[...path]/route");

const BASE = "http://lakou.test";
const noParams = { params: Promise.resolve({}) };

async function expectJsonError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect(await response.json()).toMatchObject({ code });
}

describe("wrong methods answer a JSON 405 with Allow", () => {
  it("on REST routes", async () => {
    const get = await switchModeRoute.GET(new Request(`${BASE}/api/account/switch-mode`), noParams);
    await expectJsonError(get, 405, "METHOD_NOT_ALLOWED");
    expect(get.headers.get("allow")).toBe("POST");
    const del = await previewsRoute.DELETE(new Request(`${BASE}/api/public/creator-previews/x`, { method: "DELETE" }), noParams);
    await expectJsonError(del, 405, "METHOD_NOT_ALLOWED");
    expect(del.headers.get("allow")).toBe("GET");
  });

  it("on the tRPC endpoint, in the reader's language", async () => {
    const response = await trpc.PUT(new Request(`${BASE}/api/trpc/account.me`, { method: "PUT", headers: { cookie: "NEXT_LOCALE=fr" } }), noParams);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
    expect(await response.json()).toEqual({ error: "Cette adresse n'accepte pas cette méthode.", code: "METHOD_NOT_ALLOWED" });
  });
});

describe("unknown /api paths", () => {
  it("answer a JSON 404 whatever the method", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
      const response = await unknownRoute[method](new Request(`${BASE}/api/nope/deeper`, { method }), { params: Promise.resolve({ path: ["nope"] }) });
      await expectJsonError(response, 404, "NOT_FOUND");
    }
  });
});

describe("tRPC endpoint", () => {
  const batch = (size: number) =>
    new Request(`${BASE}/api/trpc/${Array.from({ length: size }, () => "account.me").join(",")}?batch=1&input=${encodeURIComponent("{}")}`);

  it(`answers a batch of ${TRPC_MAX_BATCH_SIZE} calls and refuses a larger one with a JSON 400`, async () => {
    await current.signIn(null);
    const allowed = await trpc.GET(batch(TRPC_MAX_BATCH_SIZE), noParams);
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toHaveLength(TRPC_MAX_BATCH_SIZE);
    const refused = await trpc.GET(batch(TRPC_MAX_BATCH_SIZE + 1), noParams);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "BAD_REQUEST", error: "Too many calls in one request: send at most 10." });
  });

  it("refuses a cross-site mutation like REST does, before the procedure runs", async () => {
    await current.signIn(await createUser(db, { role: "fan", isCreator: true }));
    const mutation = (headers: Record<string, string>) =>
      trpc.POST(
        new Request(`${BASE}/api/trpc/account.switchMode`, {
          method: "POST",
          headers: current.headers({ "content-type": "application/json", host: "lakou.test", ...headers }),
          body: JSON.stringify({ json: { mode: "creator" } }),
        }),
        noParams,
      );
    await expectJsonError(await mutation({ "sec-fetch-site": "cross-site" }), 403, "FORBIDDEN");
    await expectJsonError(await mutation({ origin: "https://evil.example" }), 403, "FORBIDDEN");
    expect(current.actor!.currentMode).toBe("fan");
    expect((await mutation({ "sec-fetch-site": "same-origin", origin: BASE })).status).toBe(200);
  });
});

describe("bad input never answers a 500", () => {
  it("deeply nested JSON is a 400, not a stack overflow", async () => {
    await current.signIn(await createUser(db, { role: "creator" }));
    // As deep as a body under JSON_BODY_MAX_BYTES can nest (larger bodies are refused with a 413 before parsing).
    const deep = `${"[".repeat(8_000)}${"]".repeat(8_000)}`;
    for (const body of [`{"mode":${deep}}`, deep, `{"a":${"{\"a\":".repeat(2_500)}1${"}".repeat(2_500)}}`]) {
      const response = await switchModeRoute.POST(
        new Request(`${BASE}/api/account/switch-mode`, { method: "POST", headers: current.headers({ "content-type": "application/json" }), body }),
        noParams,
      );
      await expectJsonError(response, 400, "BAD_REQUEST");
    }
  });

  it("deeply nested JSON sent to a tRPC mutation is refused as bad input too", async () => {
    await current.signIn(await createUser(db, { role: "creator" }));
    const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    for (const body of [`{"json":{"mode":${deep}}}`, `{"json":${deep}}`, `{"json":{"mode":"fan"},"meta":{"values":${deep}}}`]) {
      const response = await trpc.POST(
        new Request(`${BASE}/api/trpc/account.switchMode`, { method: "POST", headers: { "content-type": "application/json" }, body }),
        noParams,
      );
      expect(response.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.status, body.slice(0, 40)).toBeLessThan(500);
    }
  });
});
