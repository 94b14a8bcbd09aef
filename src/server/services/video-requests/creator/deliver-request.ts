import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { media, videoRequests } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import type { PaymentProviders } from "@/server/payments";
import { notify } from "@/server/services/notifications/notify";
import { requestIdInput } from "@/lib/payments/payment-ids";
import { capturePayment } from "@/server/services/payments/settle-payment";
import { creatorRequest, type VideoRequestRow } from "./creator-request";
import { enqueue } from "@/server/jobs/enqueue";
import { creatorNameOf } from "../end-request";
import { isSentGift } from "../send-gift";
import { nextStatus } from "../request-transitions";

export const deliverInput = z.object({ requestId: requestIdInput, mediaId: z.uuid("inbox.validation.mediaId") });

/** Media a request can be delivered with: the creator's own video for this request, fully uploaded. */
async function deliverableVideo(db: Db, actor: Actor, requestId: string, mediaId: string) {
  const [video] = await db.select().from(media).where(eq(media.id, mediaId));
  if (!video || video.ownerId !== actor.id || video.kind !== "video" || video.videoRequestId !== requestId) {
    throw new AppError("NOT_FOUND", "inbox.errors.videoNotFound");
  }
  if (video.status === "uploading") throw new AppError("CONFLICT", "inbox.errors.videoNotUploaded");
  return video;
}

/**
 * The creator delivers a request with an uploaded video: the payment is captured (the hold taken, the
 * ledger splitting earnings and the platform's share) and, in the same transaction, the request is
 * completed with that video (the one its fan watches) and the fan notified (and e-mailed unless they turned it off);
 * a gift by e-mail or SMS is queued to its recipient.
 */
export async function deliverRequest({
  db,
  actor,
  input,
  providers,
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof deliverInput>;
  providers?: PaymentProviders;
}): Promise<VideoRequestRow> {
  const { requestId, mediaId } = parseInput(deliverInput, input);
  const request = await creatorRequest(db, actor, requestId);
  nextStatus(request.status, "deliver");
  await deliverableVideo(db, actor!, requestId, mediaId);
  let delivered: VideoRequestRow | undefined;
  await capturePayment({
    db,
    providers,
    input: { requestId },
    inTransaction: async (tx) => {
      const [current] = await tx.select().from(videoRequests).where(eq(videoRequests.id, requestId)).for("update");
      const now = new Date();
      [delivered] = await tx
        .update(videoRequests)
        .set({ status: nextStatus(current!.status, "deliver"), deliveredMediaId: mediaId, completedAt: now, updatedAt: now })
        .where(eq(videoRequests.id, requestId))
        .returning();
      const params = { requestId, creatorName: await creatorNameOf(tx, request.creatorId) };
      await notify(tx, { userId: request.fanId, type: "videoRequest.delivered", params });
      if (isSentGift(current!.giftMethod)) await enqueue(tx, "gifts.send", { requestId });
    },
  });
  return delivered!;
}
