import "server-only";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { media, videoRequests } from "@/server/db/schema";

/** How many of the creator's videos the studio lists. */
const STUDIO_MEDIA_LIMIT = 20;

/** The creator's own videos, newest first, each with its request and latest thumbnail. */
export async function listMyMedia({ db, actor }: { db: Db; actor: Actor }) {
  const thumbnail = alias(media, "thumbnail");
  const rows = await db
    .select({
      id: media.id,
      status: media.status,
      mimeType: media.mimeType,
      sizeBytes: media.sizeBytes,
      durationMs: media.durationMs,
      width: media.width,
      height: media.height,
      renditions: media.renditions,
      createdAt: media.createdAt,
      recipientName: videoRequests.recipientName,
      occasion: videoRequests.occasion,
    })
    .from(media)
    .leftJoin(videoRequests, eq(videoRequests.id, media.videoRequestId))
    .where(and(eq(media.ownerId, actor.id), eq(media.kind, "video"), isNull(media.parentId)))
    .orderBy(desc(media.createdAt))
    .limit(STUDIO_MEDIA_LIMIT);
  const ids = rows.map((r) => r.id);
  const thumbs = ids.length
    ? await db
        .select({ id: thumbnail.id, parentId: thumbnail.parentId })
        .from(thumbnail)
        .where(and(inArray(thumbnail.parentId, ids), eq(thumbnail.status, "ready")))
        .orderBy(desc(thumbnail.createdAt))
    : [];
  return rows.map((row) => ({ ...row, thumbnailId: thumbs.find((t) => t.parentId === row.id)?.id ?? null }));
}

/** One of the creator's own videos, for following its processing. */
export async function getMyMedia({ db, actor, mediaId }: { db: Db; actor: Actor; mediaId: string }) {
  const [row] = await db
    .select({ id: media.id, status: media.status, renditions: media.renditions, durationMs: media.durationMs })
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.ownerId, actor.id)));
  return row ?? null;
}
