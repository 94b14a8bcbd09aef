import { afterAll, describe, expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import type { Actor } from "@/server/auth/actor";
import { type EdgeProviders, providersFromEnvironment } from "@/server/http/edge-context";
import { startMoncashPayment } from "@/server/services/payments/start-moncash-payment";
import { composeTestEdges, sessionCookieFor } from "../support/edge";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { key, paymentOf, providersFor, videoRequest } from "./support";

// The simulator (src/server/payments/simulator) is mounted only while payments run offline: the same
// procedures answer with the offline providers and NOT_FOUND once Stripe and MonCash are configured.
const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
const offline = providersFromEnvironment(db);
const live: EdgeProviders = { ...offline, payments: providersFor("stripe", db, fakes) };
const simulator = (providers: EdgeProviders, actor: Actor | null) =>
  createCaller({ db, actor, providers, headers: new Headers() }).simulator;

async function moncashToken(fan: Actor) {
  const { request } = await videoRequest(db, { fan, currency: "HTG" });
  const input = { requestId: request.id, idempotencyKey: key(), phoneNumber: "50937001234" };
  const { redirectUrl } = await startMoncashPayment({ db, actor: fan, input, providers: offline.payments });
  return { request, token: new URL(redirectUrl, "http://x").searchParams.get("token")! };
}

describe("the payment simulator", () => {
  it("in test mode, the fan sees and approves their own MonCash payment; others and guests are refused", async () => {
    expect(offline.payments.moncash.name).toBe("test");
    const fan = await createUser(db);
    const { request, token } = await moncashToken(fan);
    await expect(simulator(offline, null).moncashCheckout({ token })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(simulator(offline, await createUser(db)).moncashCheckout({ token })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await simulator(offline, fan).moncashCheckout({ token })).toMatchObject({ decided: false, amountCents: expect.any(Number) });
    expect(await simulator(offline, fan).decideMoncash({ token, approve: true })).toHaveProperty("returnPath");
    expect(await paymentOf(db, request.id)).toHaveLength(1);
  });

  it("with Stripe and MonCash configured, every simulator procedure answers NOT_FOUND, signed in or not", async () => {
    const fan = await createUser(db);
    const { token } = await moncashToken(fan);
    for (const actor of [fan, null]) {
      const calls = simulator(live, actor);
      const attempts = [
        calls.moncashCheckout({ token }),
        calls.decideMoncash({ token, approve: true }),
        calls.confirmCard({ paymentIntentId: "pi_x", cardNumber: "4242424242424242", expiry: "12/40" }),
        calls.authenticateCard({ paymentIntentId: "pi_x", approve: true }),
        calls.subscriptionCheckout({ sessionId: "cs_x" }),
        calls.decideSubscriptionCheckout({ sessionId: "cs_x", decision: "pay" }),
        calls.connectOnboarding(),
        calls.connectOnboardingStep({ step: "details" }),
      ];
      for (const attempt of attempts) await expect(attempt).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("over HTTP: the tRPC route answers 404 for the simulator when payments are live, and serves it offline", async () => {
    const fan = await createUser(db);
    const { token } = await moncashToken(fan);
    const cookie = await sessionCookieFor(db, fan.id);
    const { GET } = await import("@/app/api/trpc/[trpc]/route");
    const get = () =>
      GET(new Request(`http://lakou.test/api/trpc/simulator.moncashCheckout?input=${encodeURIComponent(JSON.stringify({ json: { token } }))}`, { headers: { cookie } }), {
        params: Promise.resolve({}),
      });
    composeTestEdges(db, { payments: live.payments });
    expect((await get()).status).toBe(404);
    composeTestEdges(db);
    expect((await get()).status).toBe(200);
  });
});
