import "server-only";
import { and, desc, eq, exists, inArray, or } from "drizzle-orm";
import type { z } from "zod";
import { canCancelCallAt, CALL_CANCEL_NOTICE_HOURS } from "@/lib/calls/call-rules";
import type { Actor } from "@/server/auth/actor";
import { canReadOrder } from "@/server/auth/authorize";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { callBookings, creatorProfiles, payments, profiles } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { creatorNameSql } from "@/server/services/creators/get-creator-page";
import { cancelPayment } from "@/server/services/payments/settle-payment";
import type { PaymentProviders } from "@/server/payments";
import { callBookingIdInput } from "@/lib/calls/call-change-input";

const callFields = {
  id: callBookings.id,
  creatorId: callBookings.creatorId,
  fanId: callBookings.fanId,
  creatorName: creatorNameSql,
  durationMinutes: callBookings.durationMinutes,
  scheduledAt: callBookings.scheduledAt,
  amountCents: callBookings.amountCents,
  currency: callBookings.currency,
  status: callBookings.status,
};

/**
 * The signed-in fan's calls once paid: confirmed, completed, and cancelled after payment (an unpaid booking
 * whose slot was given back is not an order). Each says whether it may still be cancelled and until when.
 */
export async function listMyCalls({ db, actor }: { db: Db; actor: Actor | null }) {
  const fan = requireActor(actor);
  const paid = db.select({ id: payments.id }).from(payments).where(eq(payments.callBookingId, callBookings.id));
  const rows = await db
    .select(callFields)
    .from(callBookings)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, callBookings.creatorId))
    .leftJoin(profiles, eq(profiles.id, callBookings.creatorId))
    .where(
      and(
        eq(callBookings.fanId, fan.id),
        or(inArray(callBookings.status, ["confirmed", "completed"]), and(eq(callBookings.status, "cancelled"), exists(paid))),
      ),
    )
    .orderBy(desc(callBookings.scheduledAt))
    .limit(50);
  const now = new Date();
  return rows.map(({ fanId: _fan, ...row }) => ({
    ...row,
    canCancel: row.status === "confirmed" && canCancelCallAt(row.scheduledAt, now),
    cancelUntil: new Date(row.scheduledAt.getTime() - CALL_CANCEL_NOTICE_HOURS * 3_600_000),
  }));
}

/**
 * The fan cancels a paid call at least CALL_CANCEL_NOTICE_HOURS before it starts: its money goes back (a
 * card hold released, MonCash money owed back) and, in the same transaction, the call is cancelled and its
 * slot freed. Only the call's fan; later than the notice, or a call not confirmed, is refused.
 */
export async function cancelMyCall({
  db,
  actor,
  input,
  providers,
  now = new Date(),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof callBookingIdInput>;
  providers?: PaymentProviders;
  now?: Date;
}) {
  const fan = requireActor(actor);
  const { callBookingId } = parseInput(callBookingIdInput, input);
  const [call] = await db.select().from(callBookings).where(eq(callBookings.id, callBookingId));
  if (!call || call.fanId !== fan.id) throw new AppError("NOT_FOUND", "calls.errors.notFound");
  if (call.status !== "confirmed") throw new AppError("CONFLICT", "callOrders.errors.notCancellable");
  if (!canCancelCallAt(call.scheduledAt, now)) throw new AppError("CONFLICT", "callOrders.errors.tooLate");
  await cancelPayment({
    db,
    providers,
    input: { callBookingId },
    inTransaction: async (tx) => {
      const moved = await tx
        .update(callBookings)
        .set({ status: "cancelled" })
        .where(and(eq(callBookings.id, callBookingId), eq(callBookings.status, "confirmed")))
        .returning({ id: callBookings.id });
      if (moved.length === 0) throw new AppError("CONFLICT", "callOrders.errors.notCancellable");
    },
  });
  return { id: callBookingId, status: "cancelled" as const };
}

const icsText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");
const icsTime = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/**
 * A paid call as an iCalendar file (UTC times, so every calendar shows it in its own zone): for the call's
 * fan and creator (and admins who read orders); anyone else, or an unpaid booking, is NOT_FOUND.
 */
export async function callCalendarFile({
  db,
  actor,
  input,
  text,
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof callBookingIdInput>;
  /** The event's title and description, in the reader's language. */
  text: (call: { creatorName: string; durationMinutes: number }) => { summary: string; description: string };
}) {
  const viewer = requireActor(actor);
  const { callBookingId } = parseInput(callBookingIdInput, input);
  const [call] = await db
    .select(callFields)
    .from(callBookings)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, callBookings.creatorId))
    .leftJoin(profiles, eq(profiles.id, callBookings.creatorId))
    .where(eq(callBookings.id, callBookingId));
  if (!call || !canReadOrder(viewer, call) || !["confirmed", "completed"].includes(call.status)) {
    throw new AppError("NOT_FOUND", "calls.errors.notFound");
  }
  const { summary, description } = text({ creatorName: call.creatorName ?? "Lakou", durationMinutes: call.durationMinutes });
  const end = new Date(call.scheduledAt.getTime() + call.durationMinutes * 60_000);
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Lakou//Calls//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:call-${call.id}@lakou`,
    `DTSTAMP:${icsTime(new Date())}`,
    `DTSTART:${icsTime(call.scheduledAt)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(summary)}`,
    `DESCRIPTION:${icsText(description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
