import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { media, mediaShareLinks, videoRequests } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { ByteRange, Storage } from "@/server/storage";
import { deliveredVideoFileName } from "@/lib/media/player";
import { MEDIA_FILE_PATTERN, pictureWidthOf } from "@/lib/media/renditions";
import { pictureRendition } from "@/server/media/picture-renditions";
import { creatorNameOf } from "@/server/services/video-requests/end-request";
import { canViewMedia } from "./access";
import { SHARE_TOKEN } from "./share-links";

const CONTENT_TYPES: Record<string, string> = {
  m3u8: "application/vnd.apple.mpegurl",
  ts: "video/mp2t",
  mp4: "video/mp4",
  jpg: "image/jpeg",
  webp: "image/webp",
};

export type MediaAddress = { mediaId: string } | { shareToken: string };

/** Reads `bytes=a-b`, `bytes=a-` or `bytes=-n`; null without a header; "invalid" when it cannot be met. */
function parseRange(header: string | null, size: number): ByteRange | null | "invalid" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return "invalid";
  let start: number;
  let end: number;
  if (!match[1]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  return start > end || start >= size ? "invalid" : { start, end };
}

async function findMedia(db: Db, address: MediaAddress) {
  if ("mediaId" in address) {
    if (!z.uuid().safeParse(address.mediaId).success) return null;
    const [row] = await db.select().from(media).where(eq(media.id, address.mediaId));
    return row ?? null;
  }
  if (!SHARE_TOKEN.test(address.shareToken)) return null;
  const [row] = await db
    .select({ media })
    .from(mediaShareLinks)
    .innerJoin(media, eq(media.id, mediaShareLinks.mediaId))
    .where(and(eq(mediaShareLinks.token, address.shareToken), isNull(mediaShareLinks.revokedAt)));
  return row?.media ?? null;
}

/** A delivered video's download keeps a readable name, creator-occasion-date.mp4; other media have none. */
async function downloadNameOf(db: Db, item: { ownerId: string; videoRequestId: string | null }): Promise<string | null> {
  if (!item.videoRequestId) return null;
  const [request] = await db
    .select({ occasion: videoRequests.occasion, completedAt: videoRequests.completedAt, createdAt: videoRequests.createdAt })
    .from(videoRequests)
    .where(eq(videoRequests.id, item.videoRequestId));
  if (!request) return null;
  return deliveredVideoFileName(await creatorNameOf(db, item.ownerId), request.occasion, request.completedAt ?? request.createdAt);
}

/**
 * Opens one file of a media for whoever may view it (the one check, `canViewMedia`), with an optional
 * byte range. Whatever the reason for refusal, the answer is the same "not found", so nothing leaks.
 * `openToAll`: a guest could open it too (a profile picture, a public post's picture or video, a sample), so the
 * reader's browser may keep it; a share link's file is not, since the link can be revoked.
 */
export async function openMediaFile({
  db,
  storage,
  actor,
  address,
  file,
  rangeHeader,
}: {
  db: Db;
  storage: Storage;
  actor: Actor | null;
  address: MediaAddress;
  file: string;
  rangeHeader: string | null;
}) {
  const notFound = new AppError("NOT_FOUND", "uploads.errors.mediaNotFound");
  if (!MEDIA_FILE_PATTERN.test(file)) throw notFound;
  const row = await findMedia(db, address);
  const token = "shareToken" in address ? address.shareToken : null;
  if (!row || row.status === "uploading") throw notFound;
  // What a guest may open, every reader may: asking for a guest first answers a public file in one check.
  const openToAll = token === null && (await canViewMedia(db, null, row));
  if (!openToAll && !(await canViewMedia(db, actor, row, token))) throw notFound;

  let key = file === "original" ? row.storageKey : `media/${row.id}/${file}`;
  let contentType = file === "original" ? row.mimeType! : CONTENT_TYPES[file.split(".").pop()!]!;
  if (file === "download.mp4" && !row.renditions.mp4) {
    key = row.storageKey;
    contentType = row.mimeType!;
  }
  const width = pictureWidthOf(file);
  if (width !== null) {
    // A picture's smaller widths are only pictures' and are made on first request, after the same check.
    const rendition = row.mimeType?.startsWith("image/") ? await pictureRendition(storage, row, width) : null;
    if (!rendition) throw notFound;
    key = rendition;
  }
  const size = await storage.size(key);
  if (size === null) throw notFound;
  const range = parseRange(rangeHeader, size);
  if (range === "invalid") return { kind: "unsatisfiable" as const, size };
  const stream = await storage.get(key, range ?? undefined);
  const downloadName = file === "download.mp4" ? await downloadNameOf(db, row) : null;
  return { kind: "file" as const, stream, size, range, contentType, downloadName, openToAll };
}
