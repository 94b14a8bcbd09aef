import { routeMethods } from "@/server/http/methods";
import { commentJson } from "@/server/http/content-json";
import { rest, unparsed } from "@/server/http/rest";
import { createComment } from "@/server/services/comments/create-comment";
import { deleteComment } from "@/server/services/comments/delete-comment";
import { listComments } from "@/server/services/comments/list-comments";

const queryOf = (req: Request) => Object.fromEntries(new URL(req.url).searchParams);

/** GET /api/creator/posts/{postId}/comments?offset&limit=20 -> { comments, total, has_more } */
export const GET = rest<{ postId: string }>(async ({ req, db, actor }, { postId }) => {
  const page = await listComments({ db, actor: await actor(), input: { ...queryOf(req), postId } });
  return { comments: page.comments.map(commentJson), total: page.total, has_more: page.hasMore };
});

/** POST /api/creator/posts/{postId}/comments { content, parent_comment_id? } -> { comment } */
export const POST = rest<{ postId: string }>(async ({ db, actor, body }, { postId }) => {
  const fields = (body ?? {}) as { content?: unknown; parent_comment_id?: unknown };
  const comment = await createComment({
    db,
    actor: await actor(),
    input: unparsed({ postId, content: fields.content, parentCommentId: fields.parent_comment_id }),
  });
  return { comment: commentJson(comment) };
});

/** DELETE /api/creator/posts/{postId}/comments?commentId -> { success } */
export const DELETE = rest<{ postId: string }>(async ({ req, db, actor }, { postId }) => {
  await deleteComment({ db, actor: await actor(), input: unparsed({ postId, commentId: queryOf(req).commentId }) });
  return { success: true };
});

export const { PUT, PATCH } = routeMethods({ GET, POST, DELETE });
