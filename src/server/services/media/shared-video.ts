import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/server/db";
import { media, mediaShareLinks, videoRequests } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { creatorNameOf } from "@/server/services/video-requests/end-request";
import { SHARE_TOKEN } from "./share-links";


export const sharedVideoInput = z.object({ token: z.string().max(200) });

/**
 * What the recipient's page needs to play a video shared by a live link, without an account: how to play
 * it and whose message it is (with the creator to book). A revoked or unknown token is not found, the same answer either way.
 */
export async function getSharedVideo({ db, input }: { db: Db; input: z.input<typeof sharedVideoInput> }) {
  const notFound = new AppError("NOT_FOUND", "sharedVideo.notFound");
  const { token } = parseInput(sharedVideoInput, input);
  if (!SHARE_TOKEN.test(token)) throw notFound;
  const [row] = await db
    .select({ media, recipientName: videoRequests.recipientName, occasion: videoRequests.occasion })
    .from(mediaShareLinks)
    .innerJoin(media, eq(media.id, mediaShareLinks.mediaId))
    .leftJoin(videoRequests, eq(videoRequests.id, media.videoRequestId))
    .where(and(eq(mediaShareLinks.token, token), isNull(mediaShareLinks.revokedAt)));
  if (!row || row.media.status === "uploading") throw notFound;
  return {
    creatorId: row.media.ownerId,
    creatorName: await creatorNameOf(db, row.media.ownerId),
    recipientName: row.recipientName,
    occasion: row.occasion,
    hasHls: Boolean(row.media.renditions.hls?.length),
    hasPoster: Boolean(row.media.renditions.poster),
  };
}
