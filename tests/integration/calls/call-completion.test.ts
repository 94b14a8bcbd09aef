import { eq, sql } from "drizzle-orm";
import { CALL_SLOTS } from "@/lib/calls/call-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoDatePlusDays } from "@/lib/video-requests/rules";
import type { Actor } from "@/server/auth/actor";
import { callBookings, creatorProfiles, exchangeRates, payments } from "@/server/db/schema";
import { bookCall } from "@/server/services/calls/book-call";
import { completeCall } from "@/server/services/calls/complete-call";
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
import { key, ledgerDiscrepancies, ledgerKinds, providersFor } from "../payments/support";

const { db, url } = await useTestDatabase();
const jobs = await useJobRunner(url, db);
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
const test = providersFor("test", db, fakes);
const stripe = providersFor("stripe", db, fakes);
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

/** Each booking takes the next free slot from 2 days out, so every call ends inside the card hold window. */
let booked = 0;
async function book() {
  const fan = await createUser(db);
  const [date, time] = [isoDatePlusDays(2 + Math.floor(booked / CALL_SLOTS.length)), CALL_SLOTS[booked++ % CALL_SLOTS.length]!];
  const call = await bookCall({ db, actor: fan, input: { creatorId: creator.id, durationMinutes: 10, date, time } });
  return { fan, call };
}

async function paidByTestCard() {
  const { fan, call } = await book();
  const intent = await startCardPayment({ db, actor: fan, input: { callBookingId: call.id, idempotencyKey: key() }, providers: test });
  const view = await confirmTestCard({ db, actor: fan, input: { paymentIntentId: intent.paymentIntentId, cardNumber: VISA, expiry: "12/34" }, providers: test });
  expect(view).toMatchObject({ paid: true, status: "held" });
  return { fan, call, paymentId: view.paymentId };
}

async function callRow(id: string) {
  const [row] = await db.select().from(callBookings).where(eq(callBookings.id, id));
  return row!;
}
async function paymentRow(id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row!;
}
async function completionJobs(id: string) {
  const rows = await db.execute<{ start_after: Date }>(
    sql`select start_after from pgboss.job where name = 'calls.complete' and singleton_key = ${id}`,
  );
  return [...rows];
}

/** The slot is over: the call started an hour ago, and its completion job is due (the worker's next pass). */
async function slotEnded(id: string) {
  await db.update(callBookings).set({ scheduledAt: new Date(Date.now() - 60 * 60_000) }).where(eq(callBookings.id, id));
  await db.execute(sql`update pgboss.job set start_after = now() where name = 'calls.complete' and singleton_key = ${id}`);
  await jobs.runDue();
}

describe("a paid call once its slot has ended", () => {
  it("is scheduled for completion at the end of its slot when paid", async () => {
    const { call } = await paidByTestCard();
    const scheduled = await completionJobs(call.id);
    expect(scheduled).toHaveLength(1);
    expect(new Date(scheduled[0]!.start_after).getTime()).toBe(call.scheduledAt.getTime() + 10 * 60_000);
  });

  it("captures a card hold, records the creator's earnings, completes the call, and does it once", async () => {
    const { call, paymentId } = await paidByTestCard();
    await slotEnded(call.id);
    expect((await callRow(call.id)).status).toBe("completed");
    expect(await paymentRow(paymentId)).toMatchObject({ status: "captured", capturedCents: 15000 });
    expect(await ledgerKinds(db, paymentId)).toEqual(["hold", "capture"]);
    expect(await ledgerDiscrepancies(db)).toEqual([]);

    expect(await completeCall({ db, callBookingId: call.id, providers: test })).toBe("nothing");
    expect(await ledgerKinds(db, paymentId)).toEqual(["hold", "capture"]);
  });

  it("takes nothing before the slot has ended", async () => {
    const { call, paymentId } = await paidByTestCard();
    expect(await completeCall({ db, callBookingId: call.id, now: call.scheduledAt, providers: test })).toBe("nothing");
    expect((await callRow(call.id)).status).toBe("confirmed");
    expect((await paymentRow(paymentId)).status).toBe("held");
  });

  it("captures a Stripe hold the same way", async () => {
    const { fan, call } = await book();
    const intent = await startCardPayment({ db, actor: fan, input: { callBookingId: call.id, idempotencyKey: key() }, providers: stripe });
    await fakes.stripe.confirm(intent.paymentIntentId);
    const view = await verifyPayment({ db, actor: fan, input: { callBookingId: call.id }, providers: stripe });
    expect(view).toMatchObject({ paid: true, status: "held" });
    const ended = new Date(call.scheduledAt.getTime() + 10 * 60_000);
    expect(await completeCall({ db, callBookingId: call.id, now: ended, providers: stripe })).toBe("completed");
    expect(await paymentRow(view.paymentId)).toMatchObject({ status: "captured", capturedCents: 15000 });
    expect(await ledgerKinds(db, view.paymentId)).toEqual(["hold", "capture"]);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("completes a MonCash call without a second capture (its money was taken when verified)", async () => {
    const { fan, call } = await book();
    const started = await startMoncashPayment({
      db,
      actor: fan,
      input: { callBookingId: call.id, idempotencyKey: key(), phoneNumber: "50937001234", amountCents: 1_980_000 + 59_400 + 1_000 },
      providers: test,
    });
    const token = new URL(started.redirectUrl, "http://x").searchParams.get("token")!;
    const { returnPath } = await decideTestMoncash({ db, actor: fan, input: { token, approve: true }, providers: test });
    const transactionId = new URL(returnPath, "http://x").searchParams.get("transactionId")!;
    const paid = await verifyMoncashReturn({ db, actor: fan, input: { transactionId }, providers: test });
    const before = await ledgerKinds(db, paid.paymentId);
    await slotEnded(call.id);
    expect((await callRow(call.id)).status).toBe("completed");
    expect((await paymentRow(paid.paymentId)).status).toBe("captured");
    expect(await ledgerKinds(db, paid.paymentId)).toEqual(before);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("releases the hold of a call cancelled before it ended, once", async () => {
    const { call, paymentId } = await paidByTestCard();
    await db.update(callBookings).set({ status: "cancelled" }).where(eq(callBookings.id, call.id));
    await slotEnded(call.id);
    expect((await callRow(call.id)).status).toBe("cancelled");
    expect((await paymentRow(paymentId)).status).toBe("cancelled");
    expect(await ledgerKinds(db, paymentId)).toEqual(["hold", "hold_released"]);
    expect(await completeCall({ db, callBookingId: call.id, providers: test })).toBe("nothing");
    expect(await ledgerKinds(db, paymentId)).toEqual(["hold", "hold_released"]);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("leaves an unpaid call alone", async () => {
    const { call } = await book();
    expect(await completeCall({ db, callBookingId: call.id, now: new Date(call.scheduledAt.getTime() + 3_600_000), providers: test })).toBe("nothing");
    expect((await callRow(call.id)).status).toBe("pending");
    expect(await completionJobs(call.id)).toEqual([]);
  });
});
