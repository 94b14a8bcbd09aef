import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { creatorProfiles, profiles, videoRequests } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { myRequestFields } from "./list-my-requests";
import { orderPriceFields, withPayment } from "./paid-orders";

export const requestIdInput = z.object({ requestId: z.uuid("orders.errors.notFound") });

/**
 * One of the signed-in fan's requests with its price lines and how it was paid. Anyone else's request, or an unknown id,
 * is NOT_FOUND: a fan cannot learn that another fan's request exists.
 */
export async function getMyRequest({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof requestIdInput> }) {
  const fan = requireActor(actor);
  const { requestId } = parseInput(requestIdInput, input);
  const [row] = await db
    .select({
      ...myRequestFields,
      requestType: videoRequests.requestType,
      instructions: videoRequests.instructions,
      ...orderPriceFields,
      completedAt: videoRequests.completedAt,
      declineReason: videoRequests.declineReason,
      /** A gift's way to the recipient, and when and where it was sent (e-mail or SMS, on delivery). */
      giftMethod: videoRequests.giftMethod,
      recipientEmail: videoRequests.recipientEmail,
      recipientPhone: videoRequests.recipientPhone,
      giftSentAt: videoRequests.giftSentAt,
      giftSentTo: videoRequests.giftSentTo,
      /** The creator's stated response time, for the confirmation's "usually within …". */
      creatorResponseHours: creatorProfiles.responseTimeHours,
    })
    .from(videoRequests)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, videoRequests.creatorId))
    .leftJoin(profiles, eq(profiles.id, videoRequests.creatorId))
    .where(and(eq(videoRequests.id, requestId), eq(videoRequests.fanId, fan.id)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "orders.errors.notFound");
  const [order] = await withPayment(db, [row]);
  return order!;
}
