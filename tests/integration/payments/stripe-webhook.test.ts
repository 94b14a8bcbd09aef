import { count, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import { webhookEvents } from "@/server/db/schema";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";
import { composeTestEdges } from "../support/edge";
import { key, ledgerDiscrepancies, ledgerKinds, paymentOf, providersFor, requestStatus, videoRequest } from "./support";

// The route runs outside Next here, built by the edge composition on the test database with Stripe's local fake.

const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
const providers = providersFor("stripe", db, fakes);
composeTestEdges(db, { payments: providers });
const { POST } = await import("@/app/api/stripe/webhook/route");

function deliver({ body, signature }: { body: string; signature: string }) {
  return POST(new Request("http://lakou.test/api/stripe/webhook", { method: "POST", headers: { "stripe-signature": signature }, body }));
}

async function confirmedIntent() {
  const { fan, request } = await videoRequest(db);
  const { paymentIntentId } = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
  await fakes.stripe.confirm(paymentIntentId);
  return { request, paymentIntentId, events: fakes.stripe.eventsFor(paymentIntentId) };
}

const eventOf = (events: Stripe.Event[], type: string) => events.find((e) => e.type === type)!;

describe("POST /api/stripe/webhook", () => {
  it("applies a verified event after re-reading the PaymentIntent: the card is held", async () => {
    const { request, events } = await confirmedIntent();
    const response = await deliver(fakes.stripe.signed(eventOf(events, "payment_intent.amount_capturable_updated")));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, result: "applied" });
    const [payment] = await paymentOf(db, request.id);
    expect(payment!.status).toBe("held");
    expect(await requestStatus(db, request.id)).toBe("pending");
  });

  it("answers 400 to a bad signature and changes nothing", async () => {
    const { request, events } = await confirmedIntent();
    const response = await deliver(fakes.stripe.signed(eventOf(events, "payment_intent.amount_capturable_updated"), { secret: "whsec_wrong" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "BAD_REQUEST" });
    const [payment] = await paymentOf(db, request.id);
    expect(payment!.status).toBe("pending");
    const [recorded] = await db.select({ n: count() }).from(webhookEvents).where(eq(webhookEvents.eventId, eventOf(events, "payment_intent.amount_capturable_updated").id));
    expect(recorded!.n).toBe(0);
  });

  it("answers 400 to a body altered after signing", async () => {
    const { events } = await confirmedIntent();
    const signed = fakes.stripe.signed(eventOf(events, "payment_intent.amount_capturable_updated"));
    expect((await deliver({ ...signed, body: signed.body.replace("requires_capture", "succeeded") })).status).toBe(400);
  });

  it("answers 400 to a timestamp older than 300 s and changes nothing", async () => {
    const { request, events } = await confirmedIntent();
    const stale = Math.floor(Date.now() / 1000) - 301;
    const response = await deliver(fakes.stripe.signed(eventOf(events, "payment_intent.amount_capturable_updated"), { timestamp: stale }));
    expect(response.status).toBe(400);
    expect((await paymentOf(db, request.id))[0]!.status).toBe("pending");
  });

  it("applies a duplicated event once", async () => {
    const { request, events } = await confirmedIntent();
    const event = eventOf(events, "payment_intent.amount_capturable_updated");
    const answers = await Promise.all([1, 2, 3].map(() => deliver(fakes.stripe.signed(event)).then((r) => r.json())));
    expect(answers.filter((a) => a.result === "applied")).toHaveLength(1);
    expect(answers.filter((a) => a.result === "duplicate")).toHaveLength(2);
    const [payment] = await paymentOf(db, request.id);
    expect(await ledgerKinds(db, payment!.id)).toEqual(["hold"]);
  });

  it("copes with events out of order: succeeded before created ends captured, with hold and capture entries", async () => {
    const { request, paymentIntentId } = await confirmedIntent();
    await fakes.stripe.sdk.paymentIntents.capture(paymentIntentId); // captured on Stripe's side, no event delivered yet
    const events = fakes.stripe.eventsFor(paymentIntentId);
    expect(events.map((e) => e.type)).toEqual([
      "payment_intent.created",
      "payment_intent.amount_capturable_updated",
      "payment_intent.succeeded",
    ]);
    const answers = [];
    for (const event of [...events].reverse()) answers.push(await (await deliver(fakes.stripe.signed(event))).json());
    expect(answers.map((a) => a.result)).toEqual(["applied", "applied", "applied"]);
    const [payment] = await paymentOf(db, request.id);
    expect(payment).toMatchObject({ status: "captured", capturedCents: 18750 });
    expect((await ledgerKinds(db, payment!.id)).sort()).toEqual(["capture", "hold"]); // one transaction
    expect(await requestStatus(db, request.id)).toBe("pending");
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("acknowledges an event type it does not handle (200) and ignores it", async () => {
    const event = { id: "evt_unknown_1", object: "event", type: "customer.created", data: { object: { id: "cus_1", object: "customer" } } };
    const response = await deliver(fakes.stripe.signed(event as unknown as Stripe.Event));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, ignored: true });
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });
});
