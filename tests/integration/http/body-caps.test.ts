import { describe, expect, it } from "vitest";
import { JSON_BODY_MAX_BYTES, TRPC_BODY_MAX_BYTES } from "@/lib/http-limits";
import { UPLOAD_CHUNK_BYTES } from "@/lib/media/limits";
import { composeTestEdges, testBrowser } from "../support/edge";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

// The route handlers run outside Next here, on the test database; requests carry a real session cookie.
const db = await useTestDb();
composeTestEdges(db);
const browser = testBrowser(db);
const routes = {
  switchMode: await import("@/app/api/account/switch-mode/route"),
  cardPayment: await import("@/app/api/payments/create-payment-intent/route"),
  moncash: await import("@/app/api/payments/moncash/create/route"),
  subscribe: await import("@/app/api/stripe/subscriptions/create/route"),
  manage: await import("@/app/api/stripe/subscriptions/manage/route"),
  paymentMethod: await import("@/app/api/stripe/subscriptions/payment-method/route"),
  startUpload: await import("@/app/api/uploads/route"),
  chunk: await import("@/app/api/uploads/[id]/route"),
  comments: await import("@/app/api/creator/posts/[postId]/comments/route"),
  webhook: await import("@/app/api/stripe/webhook/route"),
  trpc: await import("@/app/api/trpc/[trpc]/route"),
};

const BASE = "http://lakou.test";
const FIVE_MB = 5 * 1024 * 1024;
const PIECE = 64 * 1024;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route has its own params type
const params = (value: Record<string, string> = {}): { params: Promise<any> } => ({ params: Promise.resolve(value) });

/** A 5 MB body made on demand, one 64 KiB piece per pull, counting what the server pulled. */
function countingBody(total = FIVE_MB) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        counter.pulled += PIECE;
        controller.enqueue(new Uint8Array(PIECE).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

function bigRequest(path: string, method = "POST", headers: Record<string, string> = {}) {
  const { stream, counter } = countingBody();
  const req = new Request(`${BASE}${path}`, {
    method,
    headers: browser.headers({ "content-type": "application/json", ...headers }),
    body: stream,
    duplex: "half",
  } as RequestInit);
  return { req, counter };
}

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ code, error: expect.any(String) });
}

const signedInRoutes = [
  ["/api/account/switch-mode", routes.switchMode.POST],
  ["/api/payments/create-payment-intent", routes.cardPayment.POST],
  ["/api/payments/moncash/create", routes.moncash.POST],
  ["/api/stripe/subscriptions/create", routes.subscribe.POST],
  ["/api/stripe/subscriptions/manage", routes.manage.POST],
  ["/api/stripe/subscriptions/payment-method", routes.paymentMethod.POST],
  ["/api/uploads", routes.startUpload.POST],
] as const;

describe("a guest's large body is refused before it is read", () => {
  it.each(signedInRoutes)("%s answers 401 having pulled nothing of a 5 MB stream", async (path, handler) => {
    await browser.signIn(null);
    const { req, counter } = bigRequest(path);
    const started = performance.now();
    await expectRefused(await handler(req, params()), 401, "UNAUTHENTICATED");
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(counter.pulled).toBe(0);
  });

  it("an upload chunk from a guest answers 401 without its bytes being read", async () => {
    await browser.signIn(null);
    const { req, counter } = bigRequest(`/api/uploads/${crypto.randomUUID()}`, "PUT", { "upload-offset": "0" });
    await expectRefused(await routes.chunk.PUT(req, params({ id: crypto.randomUUID() })), 401, "UNAUTHENTICATED");
    expect(counter.pulled).toBe(0);
  });
});

describe("a signed-in caller's body is streamed up to the cap and no further", () => {
  it.each(signedInRoutes)("%s answers 413 after at most the cap plus one piece", async (path, handler) => {
    await browser.signIn(await createUser(db, { role: "fan", isCreator: true }));
    const { req, counter } = bigRequest(path, "POST", { "accept-language": "fr" });
    const response = await handler(req, params());
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: "PAYLOAD_TOO_LARGE", error: "Cette requête est trop volumineuse." });
    expect(counter.pulled).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES + PIECE);
  });

  it("a public route with a body (comments) caps it too, for guests and members alike", async () => {
    for (const actor of [null, await createUser(db)]) {
      await browser.signIn(actor);
      const { req, counter } = bigRequest(`/api/creator/posts/${crypto.randomUUID()}/comments`);
      await expectRefused(await routes.comments.POST(req, params({ postId: crypto.randomUUID() })), 413, "PAYLOAD_TOO_LARGE");
      expect(counter.pulled).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES + PIECE);
    }
  });

  it("a declared Content-Length over the cap is refused before any byte is pulled", async () => {
    await browser.signIn(await createUser(db, { role: "fan", isCreator: true }));
    const { req, counter } = bigRequest("/api/account/switch-mode", "POST", { "content-length": String(FIVE_MB) });
    await expectRefused(await routes.switchMode.POST(req, params()), 413, "PAYLOAD_TOO_LARGE");
    expect(counter.pulled).toBe(0);
  });

  it("a body just under the cap is still read and answered by the route", async () => {
    await browser.signIn(await createUser(db, { role: "fan", isCreator: true }));
    const body = JSON.stringify({ mode: "creator", padding: " ".repeat(JSON_BODY_MAX_BYTES - 100) });
    const response = await routes.switchMode.POST(
      new Request(`${BASE}/api/account/switch-mode`, { method: "POST", headers: browser.headers({ "content-type": "application/json" }), body }),
      params(),
    );
    expect(response.status).toBe(200);
  });

  it("an upload chunk is cut off past UPLOAD_CHUNK_BYTES, even without a Content-Length", async () => {
    await browser.signIn(await createUser(db));
    const { req, counter } = bigRequest(`/api/uploads/${crypto.randomUUID()}`, "PUT", { "upload-offset": "0" });
    await expectRefused(await routes.chunk.PUT(req, params({ id: crypto.randomUUID() })), 413, "PAYLOAD_TOO_LARGE");
    expect(counter.pulled).toBeLessThanOrEqual(UPLOAD_CHUNK_BYTES + PIECE);
  });

  it("a tRPC mutation's body is capped", async () => {
    await browser.signIn(await createUser(db, { role: "fan", isCreator: true }));
    const { req, counter } = bigRequest("/api/trpc/account.switchMode");
    await expectRefused(await routes.trpc.POST(req, params()), 413, "PAYLOAD_TOO_LARGE");
    expect(counter.pulled).toBeLessThanOrEqual(TRPC_BODY_MAX_BYTES + PIECE);
  });

  it("the webhook never reads a 5 MB body (refused before or at its cap)", async () => {
    await browser.signIn(null);
    const { req, counter } = bigRequest("/api/stripe/webhook", "POST", { "stripe-signature": "t=1,v1=x" });
    const response = await routes.webhook.POST(req);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(counter.pulled).toBeLessThanOrEqual(512 * 1024 + PIECE);
  });
});

describe("memory", () => {
  it("twenty 5 MB bodies from guests and members leave the heap where it was", async () => {
    const member = await createUser(db, { role: "fan", isCreator: true });
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    let pulled = 0;
    for (let i = 0; i < 20; i++) {
      await browser.signIn(i % 2 ? member : null);
      const { req, counter } = bigRequest("/api/account/switch-mode");
      const response = await routes.switchMode.POST(req, params());
      expect([401, 413]).toContain(response.status);
      pulled += counter.pulled;
    }
    global.gc?.();
    const grown = process.memoryUsage().heapUsed - before;
    // 100 MB were offered; at most 10 × (cap + one piece) were pulled.
    expect(pulled).toBeLessThanOrEqual(10 * (JSON_BODY_MAX_BYTES + PIECE));
    expect(grown).toBeLessThan(20 * 1024 * 1024);
  });
});
