import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoDatePlusDays } from "@/lib/video-requests/rules";
import type { Actor } from "@/server/auth/actor";
import { callBookings, creatorProfiles, exchangeRates, payments } from "@/server/db/schema";
import { bookCall } from "@/server/services/calls/book-call";
import { listCallSlots } from "@/server/services/calls/list-call-slots";
import { getCheckoutPrice } from "@/server/services/payments/checkout-price";
import { confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { startMoncashPayment } from "@/server/services/payments/start-moncash-payment";
import { decideTestMoncash } from "@/server/services/payments/test-moncash";
import { verifyMoncashReturn, verifyPayment } from "@/server/services/payments/verify-payment";
import { createCreator, createUser } from "../support/factories";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useJobRunner } from "../support/jobs";
import { useTestDatabase } from "../support/test-db";
import { key, ledgerDiscrepancies, ledgerKinds, providersFor } from "./support";

const { db, url } = await useTestDatabase();
const jobs = await useJobRunner(url, db);
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
const test = providersFor("test", db, fakes);
const stripe = providersFor("stripe", db, fakes);
const date = isoDatePlusDays(4);
const VISA = "4242424242424242";
let creator: Actor;

beforeAll(async () => {
  await db.insert(exchangeRates).values({ htgPerUsd: "132.0000", source: "seed" });
  creator = await createCreator(db, { displayName: "Ti Wobè" });
  await db
    .update(creatorProfiles)
    .set({ callPricePerMinuteCents: 1500, paymentMethodsEnabled: ["stripe", "moncash"] })
    .where(eq(creatorProfiles.userId, creator.id));
});

async function book(time: string, fan?: Actor) {
  const who = fan ?? (await createUser(db));
  const call = await bookCall({ db, actor: who, input: { creatorId: creator.id, durationMinutes: 10, date, time } });
  return { fan: who, call };
}

async function callStatus(id: string) {
  const [row] = await db.select({ status: callBookings.status }).from(callBookings).where(eq(callBookings.id, id));
  return row!.status;
}

/** The release job's time has come (the worker's next pass). */
async function releaseWindowPassed(id: string) {
  await db.execute(sql`update pgboss.job set start_after = now() where name = 'calls.releaseUnpaid' and singleton_key = ${id}`);
  await jobs.runDue();
}

describe("paying a booked call through the checkout", () => {
  it("holds the call's price on a test card and confirms the call", async () => {
    const { fan, call } = await book("09:00");
    const intent = await startCardPayment({ db, actor: fan, input: { callBookingId: call.id, idempotencyKey: key(), amountCents: 15000, currency: "USD" }, providers: test });
    const view = await confirmTestCard({ db, actor: fan, input: { paymentIntentId: intent.paymentIntentId, cardNumber: VISA, expiry: "12/34" }, providers: test });
    expect(view).toMatchObject({ paid: true, status: "held", amountCents: 15000, currency: "USD" });
    expect(await callStatus(call.id)).toBe("confirmed");
    expect(await ledgerKinds(db, view.paymentId)).toEqual(["hold"]);
    // Paid: the release job finds nothing to release.
    await releaseWindowPassed(call.id);
    expect(await callStatus(call.id)).toBe("confirmed");
  });

  it("takes MonCash in gourdes (the call's price at the stored rate plus MonCash's fee) and confirms on the verified return", async () => {
    const { fan, call } = await book("09:30");
    const price = await getCheckoutPrice({ db, actor: fan, input: { callBookingId: call.id, method: "moncash" } });
    // $150 at 132 = 19 800 G; 3% = 594 G; + 10 G
    expect(price.lines.total).toEqual({ amount: 1_980_000 + 59_400 + 1_000, currency: "HTG" });
    const started = await startMoncashPayment({
      db,
      actor: fan,
      input: { callBookingId: call.id, idempotencyKey: key(), phoneNumber: "50937001234", amountCents: price.lines.total.amount },
      providers: test,
    });
    const token = new URL(started.redirectUrl, "http://x").searchParams.get("token")!;
    const { returnPath } = await decideTestMoncash({ db, actor: fan, input: { token, approve: true }, providers: test });
    const transactionId = new URL(returnPath, "http://x").searchParams.get("transactionId")!;
    expect(await verifyMoncashReturn({ db, actor: fan, input: { transactionId }, providers: test })).toMatchObject({
      paid: true,
      callBookingId: call.id,
      requestId: null,
    });
    expect(await callStatus(call.id)).toBe("confirmed");
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("verifies a Stripe payment on the server after Stripe.js confirms it (the Payment Element's return)", async () => {
    const { fan, call } = await book("10:00");
    const intent = await startCardPayment({ db, actor: fan, input: { callBookingId: call.id, idempotencyKey: key() }, providers: stripe });
    expect(intent.clientSecret).toMatch(/_secret_/);
    expect((await verifyPayment({ db, actor: fan, input: { callBookingId: call.id }, providers: stripe })).paid).toBe(false);
    await fakes.stripe.confirm(intent.paymentIntentId);
    expect(await verifyPayment({ db, actor: fan, input: { callBookingId: call.id }, providers: stripe })).toMatchObject({ paid: true, status: "held" });
    expect(await callStatus(call.id)).toBe("confirmed");
  });

  it("lets only the call's fan pay it; someone else's call is not found and nothing is stored", async () => {
    const { call } = await book("10:30");
    const stranger = await createUser(db);
    await expect(
      startCardPayment({ db, actor: stranger, input: { callBookingId: call.id, idempotencyKey: key() }, providers: test }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(startCardPayment({ db, actor: null, input: { callBookingId: call.id, idempotencyKey: key() }, providers: test })).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    await expect(
      startCardPayment({ db, actor: stranger, input: { callBookingId: call.id, requestId: call.id, idempotencyKey: key() }, providers: test }),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    expect(await db.select().from(payments).where(eq(payments.callBookingId, call.id))).toEqual([]);
  });
});

describe("unpaid call slots", () => {
  it("are released when the payment window passes, and the slot can be booked again", async () => {
    const { call } = await book("11:00");
    await releaseWindowPassed(call.id);
    expect(await callStatus(call.id)).toBe("cancelled");
    const day = await listCallSlots({ db, actor: null, input: { creatorId: creator.id, date } });
    expect(day.slots.find((slot) => slot.time === "11:00")?.available).toBe(true);
    const again = await book("11:00");
    expect(again.call.status).toBe("pending");
  });

  it("give back a card held after the slot was released, and refuse to start paying a released call", async () => {
    const { fan, call } = await book("16:00");
    const intent = await startCardPayment({ db, actor: fan, input: { callBookingId: call.id, idempotencyKey: key() }, providers: test });
    await releaseWindowPassed(call.id);
    const late = await confirmTestCard({ db, actor: fan, input: { paymentIntentId: intent.paymentIntentId, cardNumber: VISA, expiry: "12/34" }, providers: test });
    expect(late).toMatchObject({ paid: false, status: "cancelled" });
    expect(await ledgerKinds(db, late.paymentId)).toEqual(["hold", "hold_released"]);
    expect(await callStatus(call.id)).toBe("cancelled");
    await expect(
      startCardPayment({ db, actor: fan, input: { callBookingId: call.id, idempotencyKey: key() }, providers: test }),
    ).rejects.toMatchObject({ code: "CONFLICT", messageKey: "errors.requestNotAwaitingPayment" });
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("still refuse a slot two fans race for, with the clear message", async () => {
    const fans = await Promise.all([createUser(db), createUser(db)]);
    const results = await Promise.allSettled(fans.map((fan) => book("15:00", fan)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "CONFLICT", messageKey: "calls.errors.slotTaken" } });
  });
});
