import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { profileViews } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { assertCreatorExists, creatorIdInput } from "./get-creator-page";

/** A viewer's views of one creator's page count once per window of this length (an hour). */
export const PROFILE_VIEW_WINDOW_MS = 3_600_000;

/** A guest's visitor cookie: a random UUID the views endpoint sets on a guest's first view. */
export const visitorIdSchema = z.uuid("errors.badRequest");

/** The pseudonymous key a view is stored under: the signed-in user, else the guest's visitor cookie, hashed. */
export function viewerKey(viewer: { userId: string } | { visitorId: string }) {
  const name = "userId" in viewer ? `user:${viewer.userId}` : `visitor:${viewer.visitorId}`;
  return createHash("sha256").update(name).digest("base64url");
}

/**
 * Counts a view of a creator's public page (POST /api/public/creators/{id}/views, sent by the page's
 * beacon after it loaded): once per viewer, creator and PROFILE_VIEW_WINDOW_MS window. A signed-in viewer is
 * known by their account, a guest by their visitor cookie (a guest without one is refused); the creator's
 * own views do not count. An unknown creator answers NOT_FOUND.
 */
export async function trackProfileView({
  db,
  actor,
  input,
  visitorId,
  now = new Date(),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof creatorIdInput>;
  visitorId: string | null;
  now?: Date;
}) {
  const { creatorId } = parseInput(creatorIdInput, input);
  await assertCreatorExists(db, creatorId);
  if (actor?.id === creatorId) return { counted: false };
  let viewer: { userId: string } | { visitorId: string };
  if (actor) viewer = { userId: actor.id };
  else {
    const visitor = visitorIdSchema.safeParse(visitorId);
    if (!visitor.success) throw new AppError("BAD_REQUEST", "errors.badRequest");
    viewer = { visitorId: visitor.data };
  }
  const windowStart = new Date(Math.floor(now.getTime() / PROFILE_VIEW_WINDOW_MS) * PROFILE_VIEW_WINDOW_MS);
  const inserted = await db
    .insert(profileViews)
    .values({ creatorId, viewerKey: viewerKey(viewer), windowStart, createdAt: now })
    .onConflictDoNothing()
    .returning({ creatorId: profileViews.creatorId });
  return { counted: inserted.length > 0 };
}
