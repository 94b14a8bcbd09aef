import { afterAll, describe, expect, it } from "vitest";
import { createUser } from "../support/factories";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";
import { composeTestEdges, testBrowser } from "../support/edge";
import { HTG_QUOTE, key, paymentOf, providersFor, videoRequest } from "./support";

// The REST adapters run outside Next here, built by the edge composition on the test database with the local
// fakes; who is signed in is a real session row and its Auth.js cookie.
const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
composeTestEdges(db, { payments: providersFor("stripe", db, fakes) });
const current = testBrowser(db);
const createIntent = (await import("@/app/api/payments/create-payment-intent/route")).POST;
const createMoncash = (await import("@/app/api/payments/moncash/create/route")).POST;

function post(handler: typeof createIntent, path: string, body: unknown) {
  const req = new Request(`http://lakou.test${path}`, {
    method: "POST",
    headers: current.headers({ "content-type": "application/json", host: "lakou.test", "sec-fetch-site": "same-origin" }),
    body: JSON.stringify(body),
  });
  return handler(req, { params: Promise.resolve({}) });
}

describe("POST /api/payments/create-payment-intent", () => {
  it("answers {clientSecret, paymentIntentId}; the same key gives the same intent", async () => {
    const { fan, creator, request } = await videoRequest(db);
    await current.signIn(fan);
    const body = { amount: 187.5, currency: "usd", creatorId: creator.id, requestDetails: { requestId: request.id }, idempotencyKey: key() };
    const first = await post(createIntent, "/api/payments/create-payment-intent", body);
    expect(first.status).toBe(200);
    const json = await first.json();
    expect(Object.keys(json).sort()).toEqual(["clientSecret", "paymentIntentId"]);
    expect(await (await post(createIntent, "/api/payments/create-payment-intent", body)).json()).toEqual(json);
    expect(await paymentOf(db, request.id)).toHaveLength(1);
  });

  it("answers 409 to a tampered amount, 401 to a guest, 404 for someone else's request or creator", async () => {
    const { fan, creator, request } = await videoRequest(db);
    const body = { amount: 1, creatorId: creator.id, requestDetails: { requestId: request.id }, idempotencyKey: key() };
    await current.signIn(fan);
    const tampered = await post(createIntent, "/api/payments/create-payment-intent", body);
    expect(tampered.status).toBe(409);
    expect(await tampered.json()).toEqual({
      error: "The amount changed. Please review your order and pay the updated total.",
      code: "CONFLICT",
    });
    await current.signIn(null);
    expect((await post(createIntent, "/api/payments/create-payment-intent", { ...body, amount: 187.5 })).status).toBe(401);
    await current.signIn(await createUser(db));
    expect((await post(createIntent, "/api/payments/create-payment-intent", { ...body, amount: 187.5 })).status).toBe(404);
    await current.signIn(fan);
    expect((await post(createIntent, "/api/payments/create-payment-intent", { ...body, amount: 187.5, creatorId: "someone-else" })).status).toBe(404);
    expect(await paymentOf(db, request.id)).toHaveLength(0);
  });

  it("answers 422 with field errors to a missing key", async () => {
    const { fan, request } = await videoRequest(db);
    await current.signIn(fan);
    const response = await post(createIntent, "/api/payments/create-payment-intent", { requestDetails: { requestId: request.id } });
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors).toHaveProperty("idempotencyKey");
  });
});

describe("POST /api/payments/moncash/create", () => {
  it("answers {redirect_url} for the request's HTG total", async () => {
    const { fan, creator, request } = await videoRequest(db, { currency: "HTG" });
    await current.signIn(fan);
    const response = await post(createMoncash, "/api/payments/moncash/create", {
      orderId: request.id,
      amount: HTG_QUOTE.amountCents / 100,
      currency: "HTG",
      phoneNumber: "50937001234",
      creatorId: creator.id,
      description: "birthday",
    });
    expect(response.status).toBe(200);
    expect(Object.keys(await response.json())).toEqual(["redirect_url"]);
  });

  it("answers a translated 422 for a phone that is not 509 and 8 digits", async () => {
    const { fan, request } = await videoRequest(db, { currency: "HTG" });
    await current.signIn(fan);
    const response = await post(createMoncash, "/api/payments/moncash/create", { orderId: request.id, phoneNumber: "3700 1234" });
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({ phoneNumber: "Enter a MonCash number: 509 followed by 8 digits." });
  });
});
