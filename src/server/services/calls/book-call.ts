import "server-only";
import type { z } from "zod";
import { bookCallInput } from "@/lib/calls/book-call-input";
import { CALL_PAYMENT_WINDOW_MINUTES, todayIn, zonedInstant } from "@/lib/calls/call-rules";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { callBookings } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { scheduleJob } from "@/server/jobs/enqueue";
import { loadCallOffer } from "./call-offer";

/** PostgreSQL's unique_violation on the creator's slot index. */
export function isSlotTaken(error: unknown) {
  const cause = (error as { cause?: { code?: string; constraint_name?: string } }).cause ?? (error as { code?: string; constraint_name?: string });
  return cause?.code === "23505" && cause.constraint_name === "call_bookings_creator_slot_unique";
}

/**
 * A signed-in fan books a call at one of the creator's slots, priced at the creator's per-minute rate,
 * kept `pending` until it is paid at checkout (its slot released if still unpaid after the payment
 * window). Past days and past slots are refused; a slot someone else holds, even in a race, is refused
 * by the database's unique slot with a clear message.
 */
export async function bookCall({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof bookCallInput> }) {
  if (!actor) throw new AppError("UNAUTHENTICATED", "booking.errors.loginRequired");
  const { creatorId, durationMinutes, date, time } = parseInput(bookCallInput, input);
  if (creatorId === actor.id) throw new AppError("FORBIDDEN", "calls.errors.ownCall");
  const offer = await loadCallOffer(db, creatorId);
  const startsAt = zonedInstant(date, time, offer.timeZone);
  if (date < todayIn(offer.timeZone) || startsAt.getTime() <= Date.now()) {
    throw new AppError("VALIDATION", "errors.validation", { date: "calls.errors.pastDate" });
  }
  try {
    const booking = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(callBookings)
        .values({
          fanId: actor.id,
          creatorId,
          durationMinutes,
          scheduledAt: startsAt,
          amountCents: durationMinutes * offer.pricePerMinuteCents,
          currency: "USD",
          status: "pending",
        })
        .returning({
          id: callBookings.id,
          creatorId: callBookings.creatorId,
          durationMinutes: callBookings.durationMinutes,
          scheduledAt: callBookings.scheduledAt,
          amountCents: callBookings.amountCents,
          currency: callBookings.currency,
          status: callBookings.status,
        });
      const at = new Date(Date.now() + CALL_PAYMENT_WINDOW_MINUTES * 60_000);
      await scheduleJob(tx, "calls.releaseUnpaid", { callBookingId: row!.id }, { at, key: row!.id });
      return row!;
    });
    return { ...booking, creatorName: offer.name };
  } catch (error) {
    if (isSlotTaken(error)) throw new AppError("CONFLICT", "calls.errors.slotTaken");
    throw error;
  }
}
