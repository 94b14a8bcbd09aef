import "server-only";
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { comments, creatorProfiles, profiles, users } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { COMMENTS_PAGE_SIZE, MAX_PAGE_SIZE } from "@/lib/post-limits";
import { viewerOf } from "@/server/services/posts/post-access";
import { postIdInput } from "@/server/services/posts/post-id";
import { requireOpenPost } from "@/server/services/posts/read-post";
import { commentAuthorJoins, commentColumns, type PresentedComment, presentComment, visibleCommentsSql } from "./comment-fields";

export const listCommentsInput = postIdInput.extend({
  offset: z.coerce.number("comments.validation.offset").int("comments.validation.offset").min(0, "comments.validation.offset").max(100_000, "comments.validation.offset").default(0),
  limit: z.coerce.number("comments.validation.limit").int("comments.validation.limit").min(1, "comments.validation.limit").max(MAX_PAGE_SIZE, "comments.validation.limit").default(COMMENTS_PAGE_SIZE),
});

function selectComments(db: Db) {
  return db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, commentAuthorJoins.user)
    .innerJoin(profiles, commentAuthorJoins.profile)
    .leftJoin(creatorProfiles, commentAuthorJoins.creatorProfile);
}

/**
 * A post's comments (screen 10): top-level ones newest first, by page, each with all its replies
 * oldest first (replies are one level deep), leaving out those removed by moderation and, except for the
 * post's creator, those the creator hid. Only readers the access rule lets in may read them.
 */
export async function listComments({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof listCommentsInput> }) {
  const { postId, offset, limit } = parseInput(listCommentsInput, input);
  const post = await requireOpenPost(db, viewerOf(actor), postId, "comments.errors.locked");
  const visible = visibleCommentsSql(actor?.id ?? null, post.creatorId);
  const topLevel = and(eq(comments.postId, post.id), isNull(comments.parentCommentId), visible);
  const [rows, [total]] = await Promise.all([
    selectComments(db).where(topLevel).orderBy(desc(comments.createdAt), desc(comments.id)).offset(offset).limit(limit),
    db.select({ value: count() }).from(comments).where(topLevel),
  ]);
  const replies =
    rows.length === 0
      ? []
      : await selectComments(db)
          .where(and(inArray(comments.parentCommentId, rows.map((row) => row.id)), visible))
          .orderBy(asc(comments.createdAt), asc(comments.id));
  const context = { readerId: actor?.id ?? null, postCreatorId: post.creatorId };
  const repliesByParent = new Map<string, PresentedComment[]>();
  for (const reply of replies) {
    const list = repliesByParent.get(reply.parentCommentId!) ?? [];
    list.push(presentComment(reply, context));
    repliesByParent.set(reply.parentCommentId!, list);
  }
  const totalCount = total?.value ?? 0;
  return {
    comments: rows.map((row) => ({ ...presentComment(row, context), replies: repliesByParent.get(row.id) ?? [] })),
    total: totalCount,
    hasMore: offset + rows.length < totalCount,
  };
}

/** One comment as its reader sees it (after posting it). */
export async function readComment(db: Db, commentId: string, context: { readerId: string; postCreatorId: string }) {
  const [row] = await selectComments(db).where(eq(comments.id, commentId));
  return { ...presentComment(row!, context), replies: [] as PresentedComment[] };
}
