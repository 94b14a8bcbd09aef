import "server-only";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { callEndsAt, canCancelCallAt, canRescheduleTo, zonedInstant } from "@/lib/calls/call-rules";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { callBookings, profiles, users } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { scheduleJob } from "@/server/jobs/enqueue";
import { notify } from "@/server/services/notifications/notify";
import { holdOutlives } from "@/server/services/payments/payment-hold-rule";
import { paymentFor } from "@/server/services/payments/find-payment";
import { isSlotTaken } from "./book-call";
import { loadCallOffer } from "./call-offer";
import { rescheduleCallInput } from "@/lib/calls/call-change-input";

/**
 * The fan moves a paid call to another of the creator's open slots (the rule: `canRescheduleTo` and the
 * notice in call-rules). The slot's uniqueness is the database's (a race is refused like a taken slot);
 * the settlement is scheduled again for the new end (the old job finds nothing due and does nothing);
 * the creator is told. Only the call's fan.
 */
export async function rescheduleMyCall({
  db,
  actor,
  input,
  now = new Date(),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof rescheduleCallInput>;
  now?: Date;
}) {
  const fan = requireActor(actor);
  const { callBookingId, date, time } = parseInput(rescheduleCallInput, input);
  const [call] = await db.select().from(callBookings).where(eq(callBookings.id, callBookingId));
  if (!call || call.fanId !== fan.id) throw new AppError("NOT_FOUND", "calls.errors.notFound");
  if (call.status !== "confirmed") throw new AppError("CONFLICT", "callOrders.errors.notReschedulable");
  if (!canCancelCallAt(call.scheduledAt, now)) throw new AppError("CONFLICT", "callOrders.errors.rescheduleTooLate");
  const offer = await loadCallOffer(db, call.creatorId);
  const startsAt = zonedInstant(date, time, offer.timeZone);
  if (!canRescheduleTo(startsAt, now)) {
    throw new AppError("VALIDATION", "errors.validation", { time: "callOrders.errors.newTimeTooSoon" });
  }
  if (startsAt.getTime() === call.scheduledAt.getTime()) {
    throw new AppError("VALIDATION", "errors.validation", { time: "callOrders.errors.sameTime" });
  }
  const moved = { scheduledAt: startsAt, durationMinutes: call.durationMinutes };
  const payment = await paymentFor(db, { callBookingId });
  if (payment?.status === "held" && !holdOutlives(callEndsAt(moved), payment.createdAt)) {
    throw new AppError("VALIDATION", "errors.validation", { time: "callOrders.errors.beyondHold" });
  }
  try {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(callBookings)
        .set({ scheduledAt: startsAt })
        .where(and(eq(callBookings.id, callBookingId), eq(callBookings.status, "confirmed"), eq(callBookings.scheduledAt, call.scheduledAt)))
        .returning({ id: callBookings.id });
      if (updated.length === 0) throw new AppError("CONFLICT", "callOrders.errors.notReschedulable");
      await scheduleJob(tx, "calls.complete", { callBookingId }, { at: callEndsAt(moved), key: `${callBookingId}@${startsAt.toISOString()}` });
      const [who] = await tx
        .select({ name: users.name, firstName: profiles.firstName })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, fan.id));
      await notify(tx, {
        userId: call.creatorId,
        type: "call.rescheduled",
        params: { callBookingId, fanName: who?.firstName?.trim() || who?.name?.trim() || "—" },
      });
    });
  } catch (error) {
    if (isSlotTaken(error)) throw new AppError("CONFLICT", "calls.errors.slotTaken");
    throw error;
  }
  return { id: callBookingId, scheduledAt: startsAt };
}
