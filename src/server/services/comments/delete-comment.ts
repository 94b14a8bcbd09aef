import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { comments, posts } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { parseId, postIdInput } from "@/server/services/posts/post-id";

export const deleteCommentInput = postIdInput.extend({ commentId: z.string().max(100) });
export const hideCommentInput = deleteCommentInput.extend({ hidden: z.boolean("comments.validation.hidden") });

const COMMENT_NOT_FOUND = "comments.errors.notFound";

async function findComment(db: Db, input: { postId: string; commentId: string }) {
  const [found] = await db
    .select({ id: comments.id, authorId: comments.userId, postCreatorId: posts.creatorId, deletedAt: comments.deletedAt })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(
      and(
        eq(comments.id, parseId(input.commentId, COMMENT_NOT_FOUND)),
        eq(comments.postId, parseId(input.postId, COMMENT_NOT_FOUND)),
      ),
    );
  if (!found || found.deletedAt) throw new AppError("NOT_FOUND", COMMENT_NOT_FOUND);
  return found;
}

/**
 * The comment's author or the post's creator deletes a comment. Replies by other people are never
 * removed with it: while any stand, the comment stays in its place as "deleted" (its text gone) and the
 * thread keeps them; with none, the comment (and its author's own replies) is deleted.
 */
export async function deleteComment({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof deleteCommentInput> }) {
  if (!actor) throw new AppError("UNAUTHENTICATED", "comments.errors.signInToComment");
  const found = await findComment(db, parseInput(deleteCommentInput, input));
  if (found.authorId !== actor.id && found.postCreatorId !== actor.id) {
    throw new AppError("FORBIDDEN", "comments.errors.notYours");
  }
  const [others] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(eq(comments.parentCommentId, found.id), ne(comments.userId, found.authorId)));
  if ((others?.count ?? 0) > 0) {
    await db.update(comments).set({ deletedAt: new Date() }).where(eq(comments.id, found.id));
    return { id: found.id, deleted: true as const, repliesKept: others!.count };
  }
  await db.delete(comments).where(eq(comments.id, found.id));
  return { id: found.id, deleted: true as const, repliesKept: 0 };
}

/**
 * The post's creator hides a comment on their post (or shows it again): out of sight for everyone but
 * the creator, with its replies. Nobody else may, and the creator's own comments are deleted, not hidden.
 */
export async function hideComment({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof hideCommentInput> }) {
  if (!actor) throw new AppError("UNAUTHENTICATED", "comments.errors.signInToComment");
  const { hidden, ...ids } = parseInput(hideCommentInput, input);
  const found = await findComment(db, ids);
  if (found.postCreatorId !== actor.id) throw new AppError("FORBIDDEN", "comments.errors.hideNotYours");
  if (found.authorId === actor.id) throw new AppError("CONFLICT", "comments.errors.hideOwn");
  await db.update(comments).set({ hiddenAt: hidden ? new Date() : null }).where(eq(comments.id, found.id));
  return { id: found.id, hidden };
}
