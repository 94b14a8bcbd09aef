import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
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

export const shareMediaInput = z.object({ mediaId: z.uuid() });

/** Turns on a share link to a video (its owner or the request's fan); the token opens it for anyone holding it. */
export async function createShareLink({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof shareMediaInput> }) {
  const sharer = requireActor(actor);
  const { mediaId } = parseInput(shareMediaInput, input);
  await shareableMedia(db, sharer, mediaId);
  const [link] = await db
    .insert(mediaShareLinks)
    .values({ mediaId, token: newToken(), createdBy: sharer.id })
    .returning({ id: mediaShareLinks.id, token: mediaShareLinks.token, createdAt: mediaShareLinks.createdAt });
  return link!;
}

export const revokeShareLinkInput = z.object({ linkId: z.uuid() });

/** Turns a share link off for good; revoking it twice is the same as once. */
export async function revokeShareLink({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof revokeShareLinkInput> }) {
  const sharer = requireActor(actor);
  const { linkId } = parseInput(revokeShareLinkInput, input);
  const [link] = await db.select().from(mediaShareLinks).where(eq(mediaShareLinks.id, linkId));
  if (!link) throw new AppError("NOT_FOUND", "uploads.errors.mediaNotFound");
  await shareableMedia(db, sharer, link.mediaId);
  await db
    .update(mediaShareLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(mediaShareLinks.id, linkId), isNull(mediaShareLinks.revokedAt)));
  return { linkId, revoked: true as const };
}
