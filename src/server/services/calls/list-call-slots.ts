import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lt, ne } from "drizzle-orm";
import { z } from "zod";
import { callDateSchema } from "@/lib/calls/book-call-input";
import { CALL_DURATIONS, CALL_SLOTS, POPULAR_CALL_MIN_BOOKINGS, todayIn, zonedInstant } from "@/lib/calls/call-rules";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { callBookings } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { loadCallOffer } from "./call-offer";

export const listCallSlotsInput = z.object({ creatorId: z.string().trim().min(1).max(200), date: callDateSchema });

/**
 * A creator's call offer and one day's 16 slots in their time zone, each with its instant and whether
 * it can still be booked (not taken, not past), and the duration fans book most. Anyone may look.
 */
export async function listCallSlots({ db, input }: { db: Db; actor: Actor | null; input: z.input<typeof listCallSlotsInput> }) {
  const { creatorId, date } = parseInput(listCallSlotsInput, input);
  const offer = await loadCallOffer(db, creatorId);
  const slots = CALL_SLOTS.map((time) => ({ time, startsAt: zonedInstant(date, time, offer.timeZone) }));
  const taken = await db
    .select({ scheduledAt: callBookings.scheduledAt })
    .from(callBookings)
    .where(
      and(
        eq(callBookings.creatorId, creatorId),
        ne(callBookings.status, "cancelled"),
        gte(callBookings.scheduledAt, slots[0]!.startsAt),
        lt(callBookings.scheduledAt, new Date(slots.at(-1)!.startsAt.getTime() + 1)),
      ),
    );
  const takenAt = new Set(taken.map((row) => row.scheduledAt.getTime()));
  const [popular] = await db
    .select({ minutes: callBookings.durationMinutes })
    .from(callBookings)
    .where(and(eq(callBookings.creatorId, creatorId), inArray(callBookings.status, ["confirmed", "completed"])))
    .groupBy(callBookings.durationMinutes)
    .having(gte(count(), POPULAR_CALL_MIN_BOOKINGS))
    .orderBy(desc(count()), asc(callBookings.durationMinutes))
    .limit(1);
  const now = Date.now();
  return {
    creatorId,
    name: offer.name,
    timeZone: offer.timeZone,
    today: todayIn(offer.timeZone),
    /** The most booked duration, when the creator's paid calls say so (else none is marked). */
    popularMinutes: popular?.minutes ?? null,
    prices: CALL_DURATIONS.map((minutes) => ({ minutes, amountCents: minutes * offer.pricePerMinuteCents, currency: "USD" as const })),
    slots: slots.map((slot) => ({ ...slot, available: !takenAt.has(slot.startsAt.getTime()) && slot.startsAt.getTime() > now })),
  };
}
