import http from "node:http";
import type { AddressInfo } from "node:net";
import { Auth } from "@auth/core";
import type Stripe from "stripe";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createDb } from "@/server/db";
import { authRoute } from "@/server/http/auth-request";
import { RETRY_AFTER_SECONDS } from "@/server/errors";
import { startFrontServer } from "../../../scripts/front-server";
import { testAuthConfig } from "../auth/support";
import { composeTestEdges, testBrowser } from "../support/edge";
import { createUser } from "../support/factories";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";
import { key, providersFor, videoRequest } from "../payments/support";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import ht from "../../../messages/ht.json";
import { LOCALE_HEADER } from "@/lib/locale-header";

// The route handlers run outside Next here, on the edges composed from the test database and the local
// Stripe and MonCash fakes; requests carry a real session cookie.
const db = await useTestDb();
const browser = testBrowser(db);
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
const providers = providersFor("stripe", db, fakes);
composeTestEdges(db, { payments: providers });

const mediaRoute = await import("@/app/api/media/[id]/[...file]/route");
const sharedRoute = await import("@/app/api/shared/[token]/[...file]/route");
const trpc = await import("@/app/api/trpc/[trpc]/route");
const webhook = await import("@/app/api/stripe/webhook/route");
const exchangeRates = await import("@/app/api/payments/moncash/exchange-rates/route");
const switchMode = await import("@/app/api/account/switch-mode/route");

const BASE = "http://lakou.test";
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route has its own params type
const params = (value: Record<string, string | string[]>): { params: Promise<any> } => ({ params: Promise.resolve(value) });

async function expectJson(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect(await response.json()).toMatchObject({ code, error: expect.any(String) });
}

describe("inputs that answered 500 now answer 4xx", () => {
  it("uuid-shaped ids that are no uuid, in /api/media paths: 404", async () => {
    await browser.signIn(await createUser(db));
    for (const id of ["------------------------------------", "0-a41916-64ca1-ca90ff6a-5-9-a4f-9-29", "aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaag"]) {
      const response = await mediaRoute.GET(new Request(`${BASE}/api/media/${id}/original`, { headers: browser.headers() }), params({ id, file: ["original"] }));
      await expectJson(response, 404, "NOT_FOUND");
    }
  });

  it("a NUL byte (or anything else no token looks like) in a share token: 404", async () => {
    await browser.signIn(null);
    for (const token of ["\u0000", `${"a".repeat(42)}\u0000`, "x".repeat(5000)]) {
      const response = await sharedRoute.GET(new Request(`${BASE}/api/shared/${encodeURIComponent(token)}/original`, { headers: browser.headers() }), params({ token, file: ["original"] }));
      await expectJson(response, 404, "NOT_FOUND");
    }
  });

  it("an undecodable % in a tRPC path: 400", async () => {
    for (const path of ["%", "%E0%A4%A", "account.me%zz"]) {
      await expectJson(await trpc.GET(new Request(`${BASE}/api/trpc/${path}`, { headers: browser.headers() }), params({ trpc: path })), 400, "BAD_REQUEST");
    }
  });

  it("an undecodable % in an /api path, where Next.js's own decoding fails: 404 from our front server, like pages", async () => {
    const front = await startFrontServer({ port: 0, host: "127.0.0.1", targetPorts: [9] });
    const status = (path: string) =>
      new Promise<number>((resolve, reject) => {
        http.get({ host: "127.0.0.1", port: (front.server.address() as AddressInfo).port, path }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        }).on("error", reject);
      });
    expect(await status("/api/media/%E0%A4%A/original")).toBe(404);
    expect(await status("/api/nope/%zz")).toBe(404);
    // A well-formed path goes on (to nothing here: 503 while the app is not listening).
    expect(await status("/api/media/x/original")).toBe(503);
    await front.close();
  });

  it("an invalid callbackUrl on /api/auth/*, as parameter or cookie, is ignored instead of failing", async () => {
    const config = testAuthConfig(db);
    const route = authRoute((req) => Auth(req, config as Parameters<typeof Auth>[1]) as Promise<Response>);
    const { NextRequest } = await import("next/server");
    for (const callbackUrl of ["http://[::1", "%ZZ", "javascript:alert(1)", "\u0000", "//", "http://a b"]) {
      const cookie = `authjs.callback-url=${encodeURIComponent(callbackUrl)}`;
      const session = await route(new NextRequest("http://localhost/api/auth/session", { headers: { cookie } }));
      expect(session.status, callbackUrl).toBe(200);
      const signIn = await route(new NextRequest(`http://localhost/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`, { headers: { cookie } }));
      expect(signIn.status, callbackUrl).toBeLessThan(500);
    }
  });

  it("a correctly signed webhook without `data` or ids: 400, nothing applied", async () => {
    const events = [
      { id: "evt_no_data", type: "payment_intent.succeeded" },
      { id: "evt_null_object", type: "payment_intent.succeeded", data: { object: null } },
      { id: "evt_no_object_id", type: "charge.refunded", data: { object: { object: "charge" } } },
      { type: "payment_intent.succeeded", data: { object: { object: "payment_intent", id: "pi_x" } } },
    ];
    for (const event of events) {
      const { body, signature } = fakes.stripe.signed(event as unknown as Stripe.Event);
      const response = await webhook.POST(new Request(`${BASE}/api/stripe/webhook`, { method: "POST", headers: { "stripe-signature": signature }, body }));
      expect(response.status, JSON.stringify(event)).toBe(400);
    }
  });
});

describe("a database outage", () => {
  it("answers 503 JSON with Retry-After on REST, tRPC and the webhook, not 500", async () => {
    // A PaymentIntent the webhook can re-read at Stripe before it reaches for the database.
    const { fan, request } = await videoRequest(db);
    const card = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
    const unreachable = createDb("postgres://lakou@127.0.0.1:9/lakou", { max: 1 });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await browser.signIn(await createUser(db, { role: "fan", isCreator: true }));
    composeTestEdges(unreachable, { payments: providersFor("stripe", unreachable, fakes) });
    try {
      const answers = [
        await exchangeRates.GET(new Request(`${BASE}/api/payments/moncash/exchange-rates`, { headers: browser.headers({ "accept-language": "fr" }) }), params({})),
        await switchMode.POST(
          new Request(`${BASE}/api/account/switch-mode`, { method: "POST", headers: browser.headers({ "content-type": "application/json" }), body: '{"mode":"creator"}' }),
          params({}),
        ),
      ];
      for (const response of answers) {
        expect(response.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
        await expectJson(response, 503, "UNAVAILABLE");
      }

      const mutation = await trpc.POST(
        new Request(`${BASE}/api/trpc/account.switchMode`, {
          method: "POST",
          headers: browser.headers({ "content-type": "application/json", [LOCALE_HEADER]: "ht" }),
          body: '{"json":{"mode":"creator"}}',
        }),
        params({ trpc: "account.switchMode" }),
      );
      expect(mutation.status).toBe(503);
      expect(mutation.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
      // No context could be made (the actor is read from the database), yet the text is in the page's language.
      expect(((await mutation.json()) as { error: { json: { message: string } } }).error.json.message).toBe(ht.edges.databaseUnavailable);

      const { body, signature } = fakes.stripe.signed({ id: "evt_outage", type: "payment_intent.succeeded", data: { object: { object: "payment_intent", id: card.paymentIntentId } } } as unknown as Stripe.Event);
      const delivery = await webhook.POST(new Request(`${BASE}/api/stripe/webhook`, { method: "POST", headers: { "stripe-signature": signature }, body }));
      expect(delivery.status, JSON.stringify(errors.mock.calls)).toBe(503);
      expect(delivery.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    } finally {
      composeTestEdges(db, { payments: providers });
      errors.mockRestore();
      await unreachable.$end();
    }
  });
});
