import "server-only";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireCreator } from "@/server/auth/authorize";
import type { Db, Queryable } from "@/server/db";
import { media, videoRequests } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { requestActionInput } from "@/lib/video-requests/request-action-input";
import { creatorRequest, requestBriefFields } from "./creator-request";
import { STATUSES_OPEN_FOR_VIDEO } from "../request-transitions";

/** How many open requests the studio offers at once. */
const STUDIO_REQUESTS_LIMIT = 50;

export interface RequestUpload {
  mediaId: string;
  status: (typeof media.$inferSelect)["status"];
  /** The thumbnail the creator chose for it (the latest one fully uploaded), if any. */
  thumbnailId: string | null;
}

/**
 * The latest video the creator fully uploaded for each request, with its chosen thumbnail: what the studio
 * and the inbox offer to deliver without asking for the file again.
 */
async function latestUploads(db: Queryable, creatorId: string, requestIds: string[]): Promise<Map<string, RequestUpload>> {
  const found = new Map<string, RequestUpload>();
  if (requestIds.length === 0) return found;
  const videos = await db
    .select({ id: media.id, requestId: media.videoRequestId, status: media.status })
    .from(media)
    .where(and(eq(media.ownerId, creatorId), eq(media.kind, "video"), inArray(media.videoRequestId, requestIds), ne(media.status, "uploading")))
    .orderBy(desc(media.createdAt));
  const latest = videos.filter((video, index) => videos.findIndex((other) => other.requestId === video.requestId) === index);
  const thumbs = latest.length
    ? await db
        .select({ id: media.id, parentId: media.parentId })
        .from(media)
        .where(and(inArray(media.parentId, latest.map((video) => video.id)), eq(media.kind, "thumbnail"), eq(media.status, "ready")))
        .orderBy(desc(media.createdAt))
    : [];
  for (const video of latest) {
    const thumbnailId = thumbs.find((thumb) => thumb.parentId === video.id)?.id ?? null;
    found.set(video.requestId!, { mediaId: video.id, status: video.status, thumbnailId });
  }
  return found;
}

/**
 * The creator's requests the studio records for (open for a video), nearest deadline first, each with the
 * fan's brief shown beside the camera (occasion, recipient, pronouns, special details such as how to say a
 * name, instructions) and the video already uploaded for it, if any.
 */
export async function listStudioRequests({ db, actor }: { db: Db; actor: Actor | null }) {
  const creator = requireCreator(actor);
  const rows = await db
    .select({
      id: videoRequests.id,
      status: videoRequests.status,
      requestType: videoRequests.requestType,
      ...requestBriefFields,
      dueAt: videoRequests.dueAt,
    })
    .from(videoRequests)
    .where(and(eq(videoRequests.creatorId, creator.id), inArray(videoRequests.status, [...STATUSES_OPEN_FOR_VIDEO])))
    .orderBy(videoRequests.dueAt)
    .limit(STUDIO_REQUESTS_LIMIT);
  const uploads = await latestUploads(db, creator.id, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, upload: uploads.get(row.id) ?? null }));
}

/** The video already uploaded for one of the creator's requests (null when none): only that request's creator asks. */
export async function getRequestUpload({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof requestActionInput> }) {
  const { requestId } = parseInput(requestActionInput, input);
  const request = await creatorRequest(db, actor, requestId);
  return (await latestUploads(db, request.creatorId, [request.id])).get(request.id) ?? null;
}
