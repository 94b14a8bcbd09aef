import "server-only";
import { canReadOrder } from "@/server/auth/authorize";
import type { z } from "zod";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { media, mediaShareLinks, videoRequests } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { mediaIdOfFileUrl } from "@/lib/media/renditions";
import { requestActionInput } from "@/lib/video-requests/request-action-input";

/**
 * The video a request was delivered with, for those who may watch it: the request's fan, its creator and
 * admins (the media route checks each file again). Anyone else, or a request not delivered, is not found.
 * The video's live share link comes along for its fan, so the fan can copy or revoke it. A seeded demo delivery
 * answers with that sample as a plain `file`.
 */
export async function getDeliveredVideo({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof requestActionInput> }) {
  const viewer = requireActor(actor);
  const { requestId } = parseInput(requestActionInput, input);
  const [row] = await db
    .select({ fanId: videoRequests.fanId, creatorId: videoRequests.creatorId, status: videoRequests.status, videoUrl: videoRequests.videoUrl, media })
    .from(videoRequests)
    .leftJoin(media, eq(media.id, videoRequests.deliveredMediaId))
    .where(eq(videoRequests.id, requestId));
  const allowed = row && canReadOrder(viewer, row);
  // The demo's seeded deliveries between accounts nobody signs in as play a creator's sample (its MP4, public).
  const seeded = row?.status === "completed" && !row.media && row.videoUrl && mediaIdOfFileUrl(row.videoUrl, "download.mp4") ? row.videoUrl : null;
  if (!allowed || (!row.media && !seeded)) throw new AppError("NOT_FOUND", "orders.errors.videoNotFound");
  if (!row.media) return { mediaId: null, file: seeded!, processing: false, hasHls: false, hasPoster: false, thumbnailId: null, shareLink: null };
  // The thumbnail the creator chose in the studio is the video's poster.
  const [thumbnail] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.parentId, row.media.id), eq(media.kind, "thumbnail"), eq(media.status, "ready")))
    .orderBy(desc(media.createdAt))
    .limit(1);
  const [link] = await db
    .select({ id: mediaShareLinks.id, token: mediaShareLinks.token })
    .from(mediaShareLinks)
    .where(and(eq(mediaShareLinks.mediaId, row.media.id), isNull(mediaShareLinks.revokedAt)))
    .orderBy(desc(mediaShareLinks.createdAt))
    .limit(1);
  return {
    mediaId: row.media.id,
    file: null,
    processing: row.media.status === "processing",
    hasHls: Boolean(row.media.renditions.hls?.length),
    hasPoster: Boolean(row.media.renditions.poster),
    thumbnailId: thumbnail?.id ?? null,
    /** Sharing is the fan's to turn on or off: only they get its live link. */
    shareLink: viewer.id === row.fanId ? (link ?? null) : null,
  };
}
