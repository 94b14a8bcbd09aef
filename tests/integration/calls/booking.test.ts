import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { isoDatePlusDays } from "@/lib/video-requests/rules";
import type { Actor } from "@/server/auth/actor";
import { callBookings, creatorProfiles } from "@/server/db/schema";
import { bookCall } from "@/server/services/calls/book-call";
import { listCallSlots } from "@/server/services/calls/list-call-slots";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { clientInput } from "../support/client-input";

const db = await useTestDb();

let creator: Actor;
let fans: Actor[];
const date = isoDatePlusDays(3);

beforeAll(async () => {
  creator = await createCreator(db, { displayName: "Ti Wobè" });
  await db.update(creatorProfiles).set({ callPricePerMinuteCents: 1500 }).where(eq(creatorProfiles.userId, creator.id));
  fans = await Promise.all([createUser(db), createUser(db), createUser(db)]);
});

describe("calls.slots", () => {
  it("lists the day's 16 slots in the creator's zone with the per-minute prices", async () => {
    const day = await listCallSlots({ db, actor: null, input: { creatorId: creator.id, date } });
    expect(day.slots).toHaveLength(16);
    expect(day.slots.every((slot) => slot.available)).toBe(true);
    expect(day.timeZone).toBe("America/Port-au-Prince");
    expect(day.prices).toEqual([
      { minutes: 5, amountCents: 7500, currency: "USD" },
      { minutes: 10, amountCents: 15000, currency: "USD" },
      { minutes: 15, amountCents: 22500, currency: "USD" },
      { minutes: 30, amountCents: 45000, currency: "USD" },
    ]);
  });

  it("marks a duration most popular only once paid calls say so (pending bookings do not count)", async () => {
    const busy = await createCreator(db);
    await db.update(creatorProfiles).set({ callPricePerMinuteCents: 100 }).where(eq(creatorProfiles.userId, busy.id));
    expect((await listCallSlots({ db, actor: null, input: { creatorId: busy.id, date } })).popularMinutes).toBeNull();
    const at = (hours: number) => new Date(Date.now() + (48 + hours) * 3_600_000);
    const row = (hours: number, durationMinutes: number, status: "pending" | "confirmed" | "completed") => ({
      fanId: fans[0]!.id,
      creatorId: busy.id,
      durationMinutes,
      scheduledAt: at(hours),
      amountCents: durationMinutes * 100,
      status,
    });
    await db.insert(callBookings).values([row(1, 15, "confirmed"), row(2, 15, "completed"), row(3, 30, "confirmed"), row(4, 5, "pending"), row(5, 5, "pending"), row(6, 5, "pending")]);
    expect((await listCallSlots({ db, actor: null, input: { creatorId: busy.id, date } })).popularMinutes).toBeNull();
    await db.insert(callBookings).values(row(7, 15, "completed"));
    expect((await listCallSlots({ db, actor: null, input: { creatorId: busy.id, date } })).popularMinutes).toBe(15);
  });

  it("refuses a creator who takes no calls", async () => {
    const quiet = await createCreator(db);
    await expect(listCallSlots({ db, actor: null, input: { creatorId: quiet.id, date } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "calls.errors.noCalls",
    });
  });
});

describe("calls.book", () => {
  it("stores a fan's call pending payment at the slot's instant and price, and marks the slot taken", async () => {
    const booking = await bookCall({ db, actor: fans[0]!, input: { creatorId: creator.id, durationMinutes: 10, date, time: "09:00" } });
    expect(booking).toMatchObject({ durationMinutes: 10, amountCents: 15000, status: "pending", creatorName: "Ti Wobè" });
    const day = await listCallSlots({ db, actor: null, input: { creatorId: creator.id, date } });
    expect(day.slots.find((slot) => slot.time === "09:00")).toMatchObject({ available: false, startsAt: booking.scheduledAt });
  });

  it("gives a slot raced for by several fans to exactly one of them", async () => {
    const results = await Promise.allSettled(
      fans.map((fan) => bookCall({ db, actor: fan, input: { creatorId: creator.id, durationMinutes: 15, date, time: "14:30" } })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(fans.length - 1);
    for (const r of refused) expect(r.reason).toMatchObject({ code: "CONFLICT", messageKey: "calls.errors.slotTaken" });
    const rows = await db.select().from(callBookings).where(eq(callBookings.creatorId, creator.id));
    expect(rows.filter((row) => row.durationMinutes === 15)).toHaveLength(1);
  });

  it("frees a slot when its booking is cancelled", async () => {
    const first = await bookCall({ db, actor: fans[1]!, input: { creatorId: creator.id, durationMinutes: 5, date, time: "16:00" } });
    await db.update(callBookings).set({ status: "cancelled" }).where(eq(callBookings.id, first.id));
    await expect(bookCall({ db, actor: fans[2]!, input: { creatorId: creator.id, durationMinutes: 5, date, time: "16:00" } })).resolves.toBeTruthy();
  });

  it.each([
    [{ time: "12:30" }, "time", "calls.errors.slotInvalid"],
    [{ time: "08:30" }, "time", "calls.errors.slotInvalid"],
    [{ durationMinutes: 20 }, "durationMinutes", "calls.errors.durationInvalid"],
    [{ date: isoDatePlusDays(-1) }, "date", "calls.errors.pastDate"],
    [{ date: "tomorrow" }, "date", "calls.errors.dateInvalid"],
  ])("refuses %j with %s: %s", async (overrides, field, messageKey) => {
    const input = { creatorId: creator.id, durationMinutes: 10, date, time: "10:00", ...overrides };
    await expect(bookCall({ db, actor: fans[0]!, input: clientInput(input) })).rejects.toMatchObject({ code: "VALIDATION", fieldErrors: { [field]: messageKey } });
  });

  it("refuses a guest and a creator calling themself", async () => {
    const input = { creatorId: creator.id, durationMinutes: 10 as const, date, time: "10:30" };
    await expect(bookCall({ db, actor: null, input })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await expect(bookCall({ db, actor: creator, input })).rejects.toMatchObject({ code: "FORBIDDEN", messageKey: "calls.errors.ownCall" });
  });
});
