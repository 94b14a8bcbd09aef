import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { canActAsCreator } from "@/lib/creator-rule";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import { creatorPreviewVideos, media, mediaShareLinks, posts, videoRequests } from "@/server/db/schema";
import type { MediaKind } from "@/lib/media/limits";
import { mediaFileUrl } from "@/lib/media/renditions";
import { hasAccessSql, listedPostSql, viewerOf } from "@/server/services/posts/post-access";
import { isOpenForVideo } from "@/server/services/video-requests/request-transitions";

export const uploadTargetInput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("request"), requestId: z.uuid() }),
  z.object({ kind: z.literal("thumbnail"), mediaId: z.uuid() }),
  z.object({ kind: z.literal("avatar") }),
  z.object({ kind: z.literal("banner") }),
  z.object({ kind: z.literal("post_image") }),
  z.object({ kind: z.literal("post_video") }),
]);
export type UploadTarget = z.infer<typeof uploadTargetInput>;

/** The kind of media each target takes. */
export const mediaKindOf = (target: UploadTarget): MediaKind => (target.kind === "request" ? "video" : target.kind);

/**
 * Who may upload to what, in one place: a request's video only by that request's creator while the request is
 * open for it; a thumbnail only for one's own video; an avatar by anyone signed in; a banner and a post's
 * pictures and videos by creators.
 */
export async function canUploadFor(db: Queryable, actor: Actor | null, target: UploadTarget): Promise<boolean> {
  if (!actor) return false;
  switch (target.kind) {
    case "request": {
      if (!canActAsCreator(actor)) return false;
      const [request] = await db
        .select({ creatorId: videoRequests.creatorId, status: videoRequests.status })
        .from(videoRequests)
        .where(eq(videoRequests.id, target.requestId));
      return request?.creatorId === actor.id && isOpenForVideo(request.status);
    }
    case "thumbnail": {
      const [video] = await db
        .select({ ownerId: media.ownerId, kind: media.kind })
        .from(media)
        .where(eq(media.id, target.mediaId));
      return video?.kind === "video" && video.ownerId === actor.id;
    }
    case "avatar":
      return true;
    case "banner":
    case "post_image":
    case "post_video":
      return canActAsCreator(actor);
  }
}

export interface ViewableMedia {
  id: string;
  ownerId: string;
  kind: MediaKind;
  videoRequestId: string | null;
  parentId: string | null;
}

/** The request a media answers: its own, or its parent video's for a thumbnail. */
async function requestFanOf(db: Queryable, item: ViewableMedia): Promise<string | null> {
  let requestId = item.videoRequestId;
  if (!requestId && item.parentId) {
    const [parent] = await db.select({ requestId: media.videoRequestId }).from(media).where(eq(media.id, item.parentId));
    requestId = parent?.requestId ?? null;
  }
  if (!requestId) return null;
  const [request] = await db
    .select({ fanId: videoRequests.fanId })
    .from(videoRequests)
    .where(eq(videoRequests.id, requestId));
  return request?.fanId ?? null;
}

/** Whether a share token opens this media (or the video a thumbnail belongs to): it exists and is not revoked. */
async function shareTokenOpens(db: Queryable, item: ViewableMedia, token: string): Promise<boolean> {
  const [link] = await db
    .select({ mediaId: mediaShareLinks.mediaId })
    .from(mediaShareLinks)
    .where(and(eq(mediaShareLinks.token, token), isNull(mediaShareLinks.revokedAt)));
  return Boolean(link) && (link!.mediaId === item.id || link!.mediaId === item.parentId);
}

/**
 * Whether a post's picture or video is in a listed post of its owner that the viewer may open (the posts'
 * one access rule): a locked post's media stay closed, as its text does.
 */
async function postOpensMedia(db: Queryable, actor: Actor | null, item: ViewableMedia): Promise<boolean> {
  const url = mediaFileUrl(item.id, "original");
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.creatorId, item.ownerId),
        listedPostSql(),
        sql`(${url} = any(${posts.images}) or ${url} = any(${posts.videos}))`,
        hasAccessSql(viewerOf(actor), new Date()),
      ),
    )
    .limit(1);
  return Boolean(post);
}

/** Whether a video is a creator's sample (a preview row plays its MP4): samples are shown to everyone. */
async function isPreviewSample(db: Queryable, item: ViewableMedia): Promise<boolean> {
  const [preview] = await db
    .select({ id: creatorPreviewVideos.id })
    .from(creatorPreviewVideos)
    .where(eq(creatorPreviewVideos.videoUrl, mediaFileUrl(item.id, "download.mp4")))
    .limit(1);
  return Boolean(preview);
}

/**
 * Who may watch a media file, in one place: its owner, the fan of the request it answers, admins, or anyone
 * holding a live share link to it. Avatars and banners are public pictures, and so are creators' samples;
 * a post's media open with the post. What a guest may open, every reader may: `openMediaFile` asks for a guest first.
 */
export async function canViewMedia(
  db: Queryable,
  actor: Actor | null,
  item: ViewableMedia,
  shareToken?: string | null,
): Promise<boolean> {
  if (item.kind === "avatar" || item.kind === "banner") return true;
  if (actor && (actor.id === item.ownerId || actor.role === "admin")) return true;
  if (item.kind === "post_image" || item.kind === "post_video") return postOpensMedia(db, actor, item);
  if (actor && (await requestFanOf(db, item)) === actor.id) return true;
  if (item.kind === "video" && !item.videoRequestId && (await isPreviewSample(db, item))) return true;
  return shareToken ? shareTokenOpens(db, item, shareToken) : false;
}

/**
 * Who may turn a delivered video's sharing on or off: the fan of its request only (it is their gift to
 * show or keep private); its creator and other fans may not.
 */
export async function canShareMedia(db: Queryable, actor: Actor | null, item: ViewableMedia): Promise<boolean> {
  if (!actor || item.kind !== "video") return false;
  return (await requestFanOf(db, item)) === actor.id;
}
