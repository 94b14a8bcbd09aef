import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { comments, posts } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { parseId, postIdInput } from "@/server/services/posts/post-id";

export const deleteCommentInput = postIdInput.extend({ commentId: z.string().max(100) });

const COMMENT_NOT_FOUND = "comments.errors.notFound";

/** The comment's author or the post's creator deletes a comment (its replies go with it). */
export async function deleteComment({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof deleteCommentInput> }) {
  if (!actor) throw new AppError("UNAUTHENTICATED", "comments.errors.signInToComment");
  const { postId, commentId } = parseInput(deleteCommentInput, input);
  const [found] = await db
    .select({ id: comments.id, authorId: comments.userId, postCreatorId: posts.creatorId })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(
      and(eq(comments.id, parseId(commentId, COMMENT_NOT_FOUND)), eq(comments.postId, parseId(postId, COMMENT_NOT_FOUND))),
    );
  if (!found) throw new AppError("NOT_FOUND", COMMENT_NOT_FOUND);
  if (found.authorId !== actor.id && found.postCreatorId !== actor.id) {
    throw new AppError("FORBIDDEN", "comments.errors.notYours");
  }
  await db.delete(comments).where(eq(comments.id, found.id));
  return { id: found.id, deleted: true as const };
}
