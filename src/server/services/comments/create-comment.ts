import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { comments } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { commentContentInput } from "@/lib/comments/comment-input";
import { viewerOf } from "@/server/services/posts/post-access";
import { postIdInput } from "@/server/services/posts/post-id";
import { requireOpenPost } from "@/server/services/posts/read-post";
import { readComment } from "./list-comments";

export const createCommentInput = postIdInput.extend({
  ...commentContentInput.shape,
  parentCommentId: z.uuid("comments.validation.parent").nullish(),
});

/**
 * A signed-in reader comments on a post they may open, or replies to one of its top-level comments
 * (replies are one level deep) that is neither hidden nor removed. The text must hold something once trimmed.
 */
export async function createComment({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof createCommentInput> }) {
  if (!actor) throw new AppError("UNAUTHENTICATED", "comments.errors.signInToComment");
  const { postId, content, parentCommentId } = parseInput(createCommentInput, input);
  const post = await requireOpenPost(db, viewerOf(actor), postId, "comments.errors.locked");
  if (parentCommentId) {
    const [parent] = await db
      .select({ parentCommentId: comments.parentCommentId, hiddenAt: comments.hiddenAt, removedAt: comments.removedAt })
      .from(comments)
      .where(and(eq(comments.id, parentCommentId), eq(comments.postId, post.id)));
    // A comment hidden by the post's creator or removed by moderation takes no new replies.
    if (!parent || parent.parentCommentId !== null || parent.hiddenAt !== null || parent.removedAt !== null) {
      throw new AppError("VALIDATION", "errors.validation", { parentCommentId: "comments.validation.parent" });
    }
  }
  const [created] = await db
    .insert(comments)
    .values({ postId: post.id, userId: actor.id, content, parentCommentId: parentCommentId ?? null })
    .returning({ id: comments.id });
  return readComment(db, created!.id, { readerId: actor.id, postCreatorId: post.creatorId });
}
