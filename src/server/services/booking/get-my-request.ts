import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { creatorProfiles, profiles, videoRequests } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { myRequestFields } from "./list-my-requests";

export const requestIdInput = z.object({ requestId: z.uuid("orders.errors.notFound") });

/**
 * One of the signed-in fan's requests with its price lines. Anyone else's request, or an unknown id,
 * is NOT_FOUND: a fan cannot learn that another fan's request exists.
 */
export async function getMyRequest({ db, actor, input }: { db: Db; actor: Actor | null; input: unknown }) {
  const fan = requireActor(actor);
  const { requestId } = parseInput(requestIdInput, input);
  const [row] = await db
    .select({
      ...myRequestFields,
      requestType: videoRequests.requestType,
      instructions: videoRequests.instructions,
      basePriceCents: videoRequests.basePriceCents,
      deliveryFeeCents: videoRequests.deliveryFeeCents,
      serviceFeeCents: videoRequests.serviceFeeCents,
      discountCents: videoRequests.discountCents,
      paymentFeeCents: videoRequests.paymentFeeCents,
      promoCode: videoRequests.promoCode,
      completedAt: videoRequests.completedAt,
    })
    .from(videoRequests)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, videoRequests.creatorId))
    .leftJoin(profiles, eq(profiles.id, videoRequests.creatorId))
    .where(and(eq(videoRequests.id, requestId), eq(videoRequests.fanId, fan.id)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "orders.errors.notFound");
  return row;
}
