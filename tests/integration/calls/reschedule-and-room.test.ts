import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { isoDatePlusDays } from "@/lib/video-requests/rules";
import type { Actor } from "@/server/auth/actor";
import { callBookings, creatorProfiles, notifications } from "@/server/db/schema";
import { bookCall } from "@/server/services/calls/book-call";
import { getCallRoom, listCreatorCalls, setCallJoinUrl } from "@/server/services/calls/creator-calls";
import { rescheduleMyCall } from "@/server/services/calls/reschedule-call";
import { confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { key } from "../payments/support";
import { testProviders } from "../video-requests/support";

const db = await useTestDb();
const providers = testProviders(db);
let creator: Actor;

beforeAll(async () => {
  creator = await createCreator(db, { displayName: "Ti Wobè" });
  await db.update(creatorProfiles).set({ callPricePerMinuteCents: 1500, timeZone: "America/Port-au-Prince" }).where(eq(creatorProfiles.userId, creator.id));
});

/** A call paid by test card, two days out at 9:00 (each on its own day so slots never collide). */
let day = 2;
async function paidCall() {
  const fan = await createUser(db, { name: "Wadson Pierre" });
  const date = isoDatePlusDays(day);
  day += 1;
  const call = await bookCall({ db, actor: fan, input: { creatorId: creator.id, durationMinutes: 10, date, time: "09:00" } });
  const intent = await startCardPayment({ db, actor: fan, input: { callBookingId: call.id, idempotencyKey: key() }, providers });
  await confirmTestCard({ db, actor: fan, input: { paymentIntentId: intent.paymentIntentId, cardNumber: "4242424242424242", expiry: "12/34" }, providers });
  return { fan, call, date };
}

const callRow = async (id: string) => (await db.select().from(callBookings).where(eq(callBookings.id, id)))[0]!;
async function completionJobs(id: string) {
  const rows = await db.execute<{ start_after: Date }>(
    sql`select start_after from pgboss.job where name = 'calls.complete' and data->>'callBookingId' = ${id} order by start_after`,
  );
  return [...rows].map((row) => new Date(row.start_after).getTime());
}

describe("moving a paid call", () => {
  it("the fan moves the call to another open slot; the creator is told and the settlement follows the new time", async () => {
    const { fan, call, date } = await paidCall();
    const moved = await rescheduleMyCall({ db, actor: fan, input: { callBookingId: call.id, date, time: "10:30" } });
    expect(moved.scheduledAt.getTime()).toBe(call.scheduledAt.getTime() + 90 * 60_000);
    expect((await callRow(call.id)).scheduledAt.getTime()).toBe(moved.scheduledAt.getTime());
    expect(await completionJobs(call.id)).toContain(moved.scheduledAt.getTime() + 10 * 60_000);
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, creator.id));
    expect(notice).toMatchObject({ type: "call.rescheduled", params: { callBookingId: call.id, fanName: "Wadson Pierre" } });
  });

  it("refuses anyone but the call's fan, a taken slot, a time under 24 hours away, and a move within 24 hours", async () => {
    const { fan, call, date } = await paidCall();
    const other = await paidCall();
    const input = { callBookingId: call.id, date, time: "11:00" };
    await expect(rescheduleMyCall({ db, actor: creator, input })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(rescheduleMyCall({ db, actor: await createUser(db), input })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(rescheduleMyCall({ db, actor: null, input })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await expect(rescheduleMyCall({ db, actor: fan, input: { ...input, date: other.date, time: "09:00" } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "calls.errors.slotTaken",
    });
    await expect(rescheduleMyCall({ db, actor: fan, input: { ...input, date: isoDatePlusDays(0), time: "09:00" } })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { time: "callOrders.errors.newTimeTooSoon" },
    });
    await expect(rescheduleMyCall({ db, actor: fan, input: { ...input, time: "09:00" } })).rejects.toMatchObject({
      fieldErrors: { time: "callOrders.errors.sameTime" },
    });
    await expect(rescheduleMyCall({ db, actor: fan, input: { ...input, time: "25:00" } })).rejects.toMatchObject({ code: "VALIDATION" });
    const late = new Date(call.scheduledAt.getTime() - 23 * 3_600_000);
    await expect(rescheduleMyCall({ db, actor: fan, input, now: late })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "callOrders.errors.rescheduleTooLate",
    });
    expect((await callRow(call.id)).scheduledAt.getTime()).toBe(call.scheduledAt.getTime());
  });

  it("keeps a card-held call inside the hold's reach", async () => {
    const { fan, call } = await paidCall();
    await expect(rescheduleMyCall({ db, actor: fan, input: { callBookingId: call.id, date: isoDatePlusDays(9), time: "09:00" } })).rejects.toMatchObject({
      fieldErrors: { time: "callOrders.errors.beyondHold" },
    });
  });
});

describe("the creator's calls and the call room", () => {
  it("lists the creator's own paid calls, upcoming and past, in the creator's zone; a fan is refused", async () => {
    const { call } = await paidCall();
    const upcoming = await listCreatorCalls({ db, actor: creator, input: { when: "upcoming" } });
    expect(upcoming.timeZone).toBe("America/Port-au-Prince");
    expect(upcoming.calls.map((row) => row.id)).toContain(call.id);
    expect(upcoming.calls.find((row) => row.id === call.id)).toMatchObject({ fanName: "Wadson Pierre", status: "confirmed", durationMinutes: 10 });
    const later = new Date(call.scheduledAt.getTime() + 11 * 60_000);
    const past = await listCreatorCalls({ db, actor: creator, input: { when: "past" }, now: later });
    expect(past.calls.map((row) => row.id)).toContain(call.id);
    expect((await listCreatorCalls({ db, actor: await createCreator(db), input: {} })).calls).toEqual([]);
    await expect(listCreatorCalls({ db, actor: await createUser(db), input: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("only the call's creator sets an https meeting link; the fan gets it once the room opens", async () => {
    const { fan, call } = await paidCall();
    const input = { callBookingId: call.id, joinUrl: "https://meet.jit.si/lakou-ti-wobe" };
    await expect(setCallJoinUrl({ db, actor: fan, input })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(setCallJoinUrl({ db, actor: await createCreator(db), input })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(setCallJoinUrl({ db, actor: creator, input: { ...input, joinUrl: "http://insecure.example" } })).rejects.toMatchObject({
      fieldErrors: { joinUrl: "callRoom.validation.joinUrl" },
    });
    await expect(setCallJoinUrl({ db, actor: creator, input: { ...input, joinUrl: "javascript:alert(1)" } })).rejects.toMatchObject({ code: "VALIDATION" });
    expect(await setCallJoinUrl({ db, actor: creator, input })).toEqual({ id: call.id, joinUrl: input.joinUrl });

    const early = await getCallRoom({ db, actor: fan, input: { callBookingId: call.id } });
    expect(early).toMatchObject({ role: "fan", state: "early", joinUrl: null, hasJoinUrl: true, creatorName: "Ti Wobè", fanName: "Wadson Pierre" });
    const open = await getCallRoom({ db, actor: fan, input: { callBookingId: call.id }, now: new Date(call.scheduledAt.getTime() - 5 * 60_000) });
    expect(open).toMatchObject({ state: "open", joinUrl: input.joinUrl });
    const ended = await getCallRoom({ db, actor: fan, input: { callBookingId: call.id }, now: new Date(call.scheduledAt.getTime() + 10 * 60_000) });
    expect(ended).toMatchObject({ state: "ended", joinUrl: null });
    expect(await getCallRoom({ db, actor: creator, input: { callBookingId: call.id } })).toMatchObject({ role: "creator", joinUrl: input.joinUrl });
    await expect(getCallRoom({ db, actor: await createUser(db), input: { callBookingId: call.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getCallRoom({ db, actor: null, input: { callBookingId: call.id } })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});
