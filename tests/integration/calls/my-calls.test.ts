import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { isoDatePlusDays } from "@/lib/video-requests/rules";
import type { Actor } from "@/server/auth/actor";
import { callBookings, creatorProfiles, payments } from "@/server/db/schema";
import { bookCall } from "@/server/services/calls/book-call";
import { callCalendarFile, cancelMyCall, listMyCalls } from "@/server/services/calls/my-calls";
import { confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { key, ledgerDiscrepancies } from "../payments/support";
import { testProviders } from "../video-requests/support";

const db = await useTestDb();
const providers = testProviders(db);
let creator: Actor;

beforeAll(async () => {
  creator = await createCreator(db, { displayName: "Ti Wobè" });
  await db.update(creatorProfiles).set({ callPricePerMinuteCents: 1500 }).where(eq(creatorProfiles.userId, creator.id));
});

let day = 3;
async function paidCall() {
  const fan = await createUser(db);
  const call = await bookCall({ db, actor: fan, input: { creatorId: creator.id, durationMinutes: 10, date: isoDatePlusDays(day++), time: "09:00" } });
  const intent = await startCardPayment({ db, actor: fan, input: { callBookingId: call.id, idempotencyKey: key() }, providers });
  await confirmTestCard({ db, actor: fan, input: { paymentIntentId: intent.paymentIntentId, cardNumber: "4242424242424242", expiry: "12/34" }, providers });
  return { fan, call };
}

const statusOf = async (id: string) => (await db.select().from(callBookings).where(eq(callBookings.id, id)))[0]!.status;
const paymentStatusOf = async (id: string) => (await db.select().from(payments).where(eq(payments.callBookingId, id)))[0]!.status;

describe("a fan's calls after payment", () => {
  it("lists the fan's paid calls (not an unpaid booking, not anyone else's) with the cancel rule", async () => {
    const { fan, call } = await paidCall();
    await bookCall({ db, actor: fan, input: { creatorId: creator.id, durationMinutes: 5, date: isoDatePlusDays(day++), time: "10:00" } });
    const mine = await listMyCalls({ db, actor: fan });
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: call.id, creatorName: "Ti Wobè", durationMinutes: 10, status: "confirmed", amountCents: 15000, canCancel: true });
    expect(mine[0]!.cancelUntil.getTime()).toBe(call.scheduledAt.getTime() - 24 * 3_600_000);
    expect(await listMyCalls({ db, actor: await createUser(db) })).toEqual([]);
    await expect(listMyCalls({ db, actor: null })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("the fan cancels up to 24 hours before: the hold is released and the call stays listed as cancelled", async () => {
    const { fan, call } = await paidCall();
    await expect(cancelMyCall({ db, actor: await createUser(db), input: { callBookingId: call.id }, providers })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(cancelMyCall({ db, actor: creator, input: { callBookingId: call.id }, providers })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const late = new Date(call.scheduledAt.getTime() - 23 * 3_600_000);
    await expect(cancelMyCall({ db, actor: fan, input: { callBookingId: call.id }, providers, now: late })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "callOrders.errors.tooLate",
    });
    expect(await statusOf(call.id)).toBe("confirmed");
    expect(await paymentStatusOf(call.id)).toBe("held");

    expect(await cancelMyCall({ db, actor: fan, input: { callBookingId: call.id }, providers })).toEqual({ id: call.id, status: "cancelled" });
    expect(await statusOf(call.id)).toBe("cancelled");
    expect(await paymentStatusOf(call.id)).toBe("cancelled");
    expect((await listMyCalls({ db, actor: fan }))[0]).toMatchObject({ id: call.id, status: "cancelled", canCancel: false });
    await expect(cancelMyCall({ db, actor: fan, input: { callBookingId: call.id }, providers })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "callOrders.errors.notCancellable",
    });
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("gives the call's fan and creator an .ics file in UTC; anyone else is not found", async () => {
    const { fan, call } = await paidCall();
    const text = ({ creatorName, durationMinutes }: { creatorName: string; durationMinutes: number }) => ({
      summary: `Call with ${creatorName}`,
      description: `${durationMinutes} minutes; bring questions, please`,
    });
    const ics = await callCalendarFile({ db, actor: fan, input: { callBookingId: call.id }, text });
    const start = call.scheduledAt.toISOString().replace(/[-:]/g, "").replace(".000", "");
    expect(ics).toContain(`DTSTART:${start}`);
    expect(ics).toMatch(/DTEND:\d{8}T\d{6}Z/);
    expect(ics).toContain("SUMMARY:Call with Ti Wobè");
    expect(ics).toContain("DESCRIPTION:10 minutes\\; bring questions\\, please");
    expect(ics.split("\r\n")[0]).toBe("BEGIN:VCALENDAR");
    expect(await callCalendarFile({ db, actor: creator, input: { callBookingId: call.id }, text })).toContain(`DTSTART:${start}`);
    await expect(callCalendarFile({ db, actor: await createUser(db), input: { callBookingId: call.id }, text })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(callCalendarFile({ db, actor: null, input: { callBookingId: call.id }, text })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});
