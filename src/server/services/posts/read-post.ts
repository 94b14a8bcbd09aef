import "server-only";
import type { z } from "zod";
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import { creatorProfiles, posts, profiles } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { canReadPost, isListedPost, subscriptionsTo, type Viewer, viewerOf } from "./post-access";
import { postAuthorJoins, postColumns, presentPost } from "./post-fields";
import { parseId, postIdInput } from "./post-id";

const POST_NOT_FOUND = "posts.errors.notFound";

/**
 * One post as its reader may see it. Drafts, archived and removed posts exist only for their creator
 * and admins; for anyone else they are not found, like unknown ids.
 */
async function loadPost(db: Queryable, viewer: Viewer, postId: string, now = new Date()) {
  const [row] = await db
    .select({ ...postColumns(viewer), accessTierIds: posts.accessTierIds, removedAt: posts.removedAt })
    .from(posts)
    .innerJoin(creatorProfiles, postAuthorJoins.creatorProfile)
    .innerJoin(profiles, postAuthorJoins.profile)
    .where(eq(posts.id, parseId(postId, POST_NOT_FOUND)))
    .limit(1);
  const isOwner = viewer.id !== null && row?.creatorId === viewer.id;
  if (!row || (!isListedPost(row) && !isOwner && !viewer.isAdmin)) {
    throw new AppError("NOT_FOUND", POST_NOT_FOUND);
  }
  const hasAccess = canReadPost(viewer, row, await subscriptionsTo(db, viewer, row.creatorId), now);
  return presentPost(row, hasAccess);
}

/**
 * For likes, views and comments: the post must exist for the reader and be open to them; a locked
 * post answers FORBIDDEN with `lockedKey` (each action says what the reader tried).
 */
export async function requireOpenPost(db: Queryable, viewer: Viewer, postId: string, lockedKey: string) {
  const post = await loadPost(db, viewer, postId);
  if (!post.hasAccess) throw new AppError("FORBIDDEN", lockedKey);
  return post;
}

/** A post page's read: the post, locked or whole. */
export async function getPost({ db, actor, input }: { db: Queryable; actor: Actor | null; input: z.input<typeof postIdInput> }) {
  const { postId } = parseInput(postIdInput, input);
  return loadPost(db, viewerOf(actor), postId);
}

/** Only the creator of `postId` may change it: missing posts are 404, anyone else's are 403. */
export async function requireOwnPost(db: Queryable, actor: Actor, postId: string) {
  const [row] = await db
    .select({ id: posts.id, creatorId: posts.creatorId, thumbnailUrl: posts.thumbnailUrl, images: posts.images, videos: posts.videos })
    .from(posts)
    .where(eq(posts.id, parseId(postId, POST_NOT_FOUND)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", POST_NOT_FOUND);
  if (row.creatorId !== actor.id) throw new AppError("FORBIDDEN", "posts.errors.notYours");
  return row;
}
