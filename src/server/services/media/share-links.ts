import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db, Queryable } from "@/server/db";
import { media, mediaShareLinks } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { canShareMedia } from "./access";

/** 32 random bytes: a token nobody can guess or enumerate. */
const newToken = () => randomBytes(32).toString("base64url");
/** What a share token looks like (32 bytes in base64url); anything else cannot be one and is never looked up. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

async function shareableMedia(db: Db, actor: Actor, mediaId: string) {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  if (!row || !(await canShareMedia(db, actor, row))) throw new AppError("NOT_FOUND", "uploads.errors.mediaNotFound");
  return row;
}

/**
 * Sharing on for a video: its live link, or a new one made by `sharerId` when it is private. Turning it on
 * twice keeps the one link (the address the fan already sent stays valid). No permission check: callers check.
 */
export async function liveShareLink(db: Queryable, mediaId: string, sharerId: string) {
  const columns = { id: mediaShareLinks.id, token: mediaShareLinks.token, createdAt: mediaShareLinks.createdAt };
  const [live] = await db
    .select(columns)
    .from(mediaShareLinks)
    .where(and(eq(mediaShareLinks.mediaId, mediaId), isNull(mediaShareLinks.revokedAt)))
    .orderBy(desc(mediaShareLinks.createdAt))
    .limit(1);
  if (live) return live;
  const [link] = await db.insert(mediaShareLinks).values({ mediaId, token: newToken(), createdBy: sharerId }).returning(columns);
  return link!;
}

export const shareMediaInput = z.object({ mediaId: z.uuid() });

/** Turns sharing on for a delivered video (the request's fan only): the link's token opens it for anyone holding it. */
export async function createShareLink({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof shareMediaInput> }) {
  const sharer = requireActor(actor);
  const { mediaId } = parseInput(shareMediaInput, input);
  await shareableMedia(db, sharer, mediaId);
  return liveShareLink(db, mediaId, sharer.id);
}

export const revokeShareLinkInput = z.object({ linkId: z.uuid() });

/** Makes the video private again: its link (and any other live one) stops opening it for good; twice is the same as once. */
export async function revokeShareLink({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof revokeShareLinkInput> }) {
  const sharer = requireActor(actor);
  const { linkId } = parseInput(revokeShareLinkInput, input);
  const [link] = await db.select().from(mediaShareLinks).where(eq(mediaShareLinks.id, linkId));
  if (!link) throw new AppError("NOT_FOUND", "uploads.errors.mediaNotFound");
  await shareableMedia(db, sharer, link.mediaId);
  await db
    .update(mediaShareLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(mediaShareLinks.mediaId, link.mediaId), isNull(mediaShareLinks.revokedAt)));
  return { linkId, revoked: true as const };
}
