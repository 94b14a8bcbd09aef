import "server-only";
import { and, asc, desc, eq, exists, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { callRoomState } from "@/lib/calls/call-rules";
import type { Actor } from "@/server/auth/actor";
import { canReadOrder, requireCreator } from "@/server/auth/authorize";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { callBookings, creatorProfiles, payments, profiles, users } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { creatorNameSql } from "@/server/services/creators/get-creator-page";
import { callBookingIdInput, setCallJoinUrlInput } from "@/lib/calls/call-change-input";

/** The fan's profile, beside the creator's (`profiles`) in one query. */
const fanProfiles = alias(profiles, "fan_profile");

/** A fan's name as a creator sees it on a call: first and last name, else the account name (never the e-mail). */
const fanNameSql = sql<string | null>`coalesce(
  nullif(btrim(concat_ws(' ', ${fanProfiles.firstName}, ${fanProfiles.lastName})), ''),
  nullif(btrim(${users.name}), '')
)`;

export const creatorCallsInput = z.object({ when: z.enum(["upcoming", "past"], "callOrders.validation.when").default("upcoming") });

/**
 * The creator's own paid calls: upcoming (confirmed, not yet ended; soonest first) or past (ended,
 * completed, or cancelled after payment; latest first), with the fan's name, the creator's time zone (the
 * page shows every time in it) and the meeting link they set. Creators only; each sees only their own.
 */
export async function listCreatorCalls({ db, actor, input, now = new Date() }: { db: Db; actor: Actor | null; input: z.input<typeof creatorCallsInput>; now?: Date }) {
  const creator = requireCreator(actor);
  const { when } = parseInput(creatorCallsInput, input);
  const paid = db.select({ id: payments.id }).from(payments).where(eq(payments.callBookingId, callBookings.id));
  const endsAt = sql`${callBookings.scheduledAt} + make_interval(mins => ${callBookings.durationMinutes})`;
  const filter =
    when === "upcoming"
      ? and(eq(callBookings.status, "confirmed"), sql`${endsAt} > ${now.toISOString()}::timestamptz`)
      : or(
          and(eq(callBookings.status, "confirmed"), sql`${endsAt} <= ${now.toISOString()}::timestamptz`),
          eq(callBookings.status, "completed"),
          and(eq(callBookings.status, "cancelled"), exists(paid)),
        );
  const [zone] = await db.select({ timeZone: creatorProfiles.timeZone }).from(creatorProfiles).where(eq(creatorProfiles.userId, creator.id));
  const rows = await db
    .select({
      id: callBookings.id,
      fanName: fanNameSql,
      durationMinutes: callBookings.durationMinutes,
      scheduledAt: callBookings.scheduledAt,
      amountCents: callBookings.amountCents,
      currency: callBookings.currency,
      status: callBookings.status,
      joinUrl: callBookings.joinUrl,
    })
    .from(callBookings)
    .innerJoin(users, eq(users.id, callBookings.fanId))
    .leftJoin(fanProfiles, eq(fanProfiles.id, callBookings.fanId))
    .where(and(eq(callBookings.creatorId, creator.id), inArray(callBookings.status, ["confirmed", "completed", "cancelled"]), filter))
    .orderBy(when === "upcoming" ? asc(callBookings.scheduledAt) : desc(callBookings.scheduledAt))
    .limit(100);
  return { timeZone: zone?.timeZone ?? "UTC", calls: rows };
}

/**
 * The creator sets (or clears, with "") the meeting address of one of their confirmed calls: the video
 * service they use (Lakou hosts no video). Only the call's creator; a call that is not confirmed is refused.
 */
export async function setCallJoinUrl({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof setCallJoinUrlInput> }) {
  const creator = requireCreator(actor);
  const { callBookingId, joinUrl } = parseInput(setCallJoinUrlInput, input);
  const [call] = await db.select({ creatorId: callBookings.creatorId, status: callBookings.status }).from(callBookings).where(eq(callBookings.id, callBookingId));
  if (!call || call.creatorId !== creator.id) throw new AppError("NOT_FOUND", "calls.errors.notFound");
  if (call.status !== "confirmed") throw new AppError("CONFLICT", "callRoom.errors.notConfirmed");
  await db.update(callBookings).set({ joinUrl: joinUrl || null }).where(eq(callBookings.id, callBookingId));
  return { id: callBookingId, joinUrl: joinUrl || null };
}

/**
 * A paid call's room, for its fan, its creator and admins who read orders (anyone else, or an unpaid
 * booking, is NOT_FOUND): when it is, where the room stands (early, open, ended), and the meeting link,
 * which the fan receives only while the room is open.
 */
export async function getCallRoom({ db, actor, input, now = new Date() }: { db: Db; actor: Actor | null; input: z.input<typeof callBookingIdInput>; now?: Date }) {
  const viewer = requireActor(actor);
  const { callBookingId } = parseInput(callBookingIdInput, input);
  const [call] = await db
    .select({
      id: callBookings.id,
      fanId: callBookings.fanId,
      creatorId: callBookings.creatorId,
      creatorName: creatorNameSql,
      fanName: fanNameSql,
      durationMinutes: callBookings.durationMinutes,
      scheduledAt: callBookings.scheduledAt,
      status: callBookings.status,
      joinUrl: callBookings.joinUrl,
    })
    .from(callBookings)
    .innerJoin(users, eq(users.id, callBookings.fanId))
    .leftJoin(fanProfiles, eq(fanProfiles.id, callBookings.fanId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, callBookings.creatorId))
    .leftJoin(profiles, eq(profiles.id, callBookings.creatorId))
    .where(eq(callBookings.id, callBookingId));
  if (!call || !canReadOrder(viewer, call) || call.status === "pending") throw new AppError("NOT_FOUND", "calls.errors.notFound");
  const role = viewer.id === call.creatorId ? ("creator" as const) : viewer.id === call.fanId ? ("fan" as const) : ("admin" as const);
  const state = call.status === "confirmed" ? callRoomState(call, now) : ("ended" as const);
  const { fanId: _fan, creatorId: _creator, ...shown } = call;
  return {
    ...shown,
    creatorName: call.creatorName ?? "Lakou",
    role,
    state,
    joinUrl: role === "fan" && state !== "open" ? null : call.joinUrl,
    hasJoinUrl: call.joinUrl !== null,
  };
}
