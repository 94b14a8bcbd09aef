import "server-only";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { callBookingIdInput } from "@/lib/calls/call-change-input";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { callBookings, creatorProfiles, profiles } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { creatorNameSql } from "@/server/services/creators/get-creator-page";

/** One of the signed-in fan's booked calls, for its checkout; anyone else's, or an unknown id, is NOT_FOUND. */
export async function getMyCall({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof callBookingIdInput> }) {
  const fan = requireActor(actor);
  const { callBookingId } = parseInput(callBookingIdInput, input);
  const [row] = await db
    .select({
      id: callBookings.id,
      creatorId: callBookings.creatorId,
      creatorName: creatorNameSql,
      timeZone: creatorProfiles.timeZone,
      durationMinutes: callBookings.durationMinutes,
      scheduledAt: callBookings.scheduledAt,
      amountCents: callBookings.amountCents,
      currency: callBookings.currency,
      status: callBookings.status,
    })
    .from(callBookings)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, callBookings.creatorId))
    .leftJoin(profiles, eq(profiles.id, callBookings.creatorId))
    .where(and(eq(callBookings.id, callBookingId), eq(callBookings.fanId, fan.id)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "calls.errors.notFound");
  return row;
}
