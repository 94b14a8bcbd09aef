import { describe, expect, it } from "vitest";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { composeTestEdges, testBrowser } from "../support/edge";
import { activeSubscription, key, startedCheckout } from "./support";

// The route handlers run outside Next here, built by the edge composition on the test database; who is signed in
// is a real session row and its Auth.js cookie (cookie -> session -> actor).
const db = await useTestDb();
composeTestEdges(db);
const current = testBrowser(db);
const create = (await import("@/app/api/stripe/subscriptions/create/route")).POST;
const manage = (await import("@/app/api/stripe/subscriptions/manage/route")).POST;
const paymentMethod = (await import("@/app/api/stripe/subscriptions/payment-method/route")).POST;
const list = (await import("@/app/api/subscriptions/list/route")).GET;

function call(handler: typeof create, path: string, body?: unknown) {
  const req = new Request(`http://lakou.test${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: current.headers({ "content-type": "application/json", host: "lakou.test", "sec-fetch-site": "same-origin", "accept-language": "fr" }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return handler(req, { params: Promise.resolve({}) });
}

describe("subscription REST calls (fan-side §7)", () => {
  it("create answers {sessionUrl, sessionId}, the same for the same key; a foreign return URL is a translated 422", async () => {
    const { fan, input } = await startedCheckout(db);
    await current.signIn(fan);
    const body = { ...input, idempotencyKey: key() };
    const first = await call(create, "/api/stripe/subscriptions/create", body);
    expect(first.status).toBe(200);
    const json = await first.json();
    expect(Object.keys(json).sort()).toEqual(["sessionId", "sessionUrl"]);
    expect(await (await call(create, "/api/stripe/subscriptions/create", body)).json()).toEqual(json);
    const foreign = await call(create, "/api/stripe/subscriptions/create", { ...body, idempotencyKey: key(), cancelUrl: "https://evil.example/" });
    expect(foreign.status).toBe(422);
    expect((await foreign.json()).fieldErrors).toEqual({ cancelUrl: "Les adresses de retour doivent être sur ce site." });
    await current.signIn(null);
    expect((await call(create, "/api/stripe/subscriptions/create", { ...body, idempotencyKey: key() })).status).toBe(401);
  });

  it("list answers {subscriptions} with the spec's fields; manage answers the new status, 403 to another fan", async () => {
    const { fan, order } = await activeSubscription(db);
    await current.signIn(fan);
    const listed = await (await call(list, "/api/subscriptions/list")).json();
    expect(listed.subscriptions.map((s: { id: string; status: string }) => [s.id, s.status])).toEqual([[order.id, "active"]]);
    expect(Object.keys(listed.subscriptions[0]).sort()).toEqual(
      [
        "billing_period", "cancelled_at", "creator", "creator_id", "currency", "current_period_end", "current_period_start",
        "expires_at", "id", "is_expired", "next_billing_date", "started_at", "status", "stripe_subscription_id", "tier",
        "tier_id", "total_amount", "total_amount_cents",
      ].sort(),
    );
    await current.signIn(await createUser(db));
    const refused = await call(manage, "/api/stripe/subscriptions/manage", { subscriptionOrderId: order.id, action: "cancel" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe("Vous n'avez pas accès à cette ressource.");
    await current.signIn(fan);
    const paused = await call(manage, "/api/stripe/subscriptions/manage", { subscriptionOrderId: order.id, action: "pause" });
    expect(await paused.json()).toEqual({ success: true, status: "paused" });
  });

  it("payment-method answers test mode's labelled portal page (PORTAL_NOT_CONFIGURED is Stripe's, when its portal is not set up)", async () => {
    const { fan, order } = await activeSubscription(db);
    await current.signIn(fan);
    const answer = await call(paymentMethod, "/api/stripe/subscriptions/payment-method", { subscriptionId: order.id });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ url: `/payments/test-portal?subscription=${order.stripeSubscriptionId}` });
  });
});
