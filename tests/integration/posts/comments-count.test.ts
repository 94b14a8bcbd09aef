import { describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { createComment } from "@/server/services/comments/create-comment";
import { deleteComment, hideComment } from "@/server/services/comments/delete-comment";
import { listComments } from "@/server/services/comments/list-comments";
import { removeSubject } from "@/server/services/moderation/subjects";
import { getPost } from "@/server/services/posts/read-post";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { createPost } from "./support";

const db = await useTestDb();

/** The post's comment count as a fan reads it, and the comments that fan actually sees (replies included, "deleted" places not). */
async function countAndVisible(reader: Actor, postId: string) {
  const { commentsCount } = await getPost({ db, actor: reader, input: { postId } });
  const { comments } = await listComments({ db, actor: reader, input: { postId, limit: 50 } });
  const visible = comments.flatMap((item) => [item, ...item.replies]).filter((item) => !item.deleted).length;
  return { commentsCount, visible };
}

describe("a post's comment count is the comments its readers see", () => {
  it("follows hiding and showing again, moderation removal and deletion that leaves a 'deleted' place", async () => {
    const creator = await createCreator(db);
    const postId = await createPost(db, creator.id, { title: "Counted" });
    const fan = await createUser(db);
    const other = await createUser(db);
    const reader = await createUser(db);

    const first = await createComment({ db, actor: fan, input: { postId, content: "First" } });
    await createComment({ db, actor: other, input: { postId, content: "Reply", parentCommentId: first.id } });
    const second = await createComment({ db, actor: other, input: { postId, content: "Second" } });
    const third = await createComment({ db, actor: fan, input: { postId, content: "Third" } });
    expect(await countAndVisible(reader, postId)).toEqual({ commentsCount: 4, visible: 4 });

    // Hidden by the creator: the comment and its reply go out of sight, and out of the count; shown again, back in.
    await hideComment({ db, actor: creator, input: { postId, commentId: first.id, hidden: true } });
    expect(await countAndVisible(reader, postId)).toEqual({ commentsCount: 2, visible: 2 });
    await hideComment({ db, actor: creator, input: { postId, commentId: first.id, hidden: false } });
    expect(await countAndVisible(reader, postId)).toEqual({ commentsCount: 4, visible: 4 });

    // Removed by moderation.
    await removeSubject(db, "comment", second.id);
    expect(await countAndVisible(reader, postId)).toEqual({ commentsCount: 3, visible: 3 });

    // Deleted by its author while another's reply stands: its place stays, empty, and is not counted.
    await deleteComment({ db, actor: fan, input: { postId, commentId: first.id } });
    expect(await countAndVisible(reader, postId)).toEqual({ commentsCount: 2, visible: 2 });

    // Deleted outright.
    await deleteComment({ db, actor: fan, input: { postId, commentId: third.id } });
    expect(await countAndVisible(reader, postId)).toEqual({ commentsCount: 1, visible: 1 });
  });

  it("stays right when a hidden comment is deleted with its replies", async () => {
    const creator = await createCreator(db);
    const postId = await createPost(db, creator.id, { title: "Cascade" });
    const fan = await createUser(db);
    const reader = await createUser(db);
    const top = await createComment({ db, actor: fan, input: { postId, content: "Mine" } });
    await createComment({ db, actor: fan, input: { postId, content: "Mine too", parentCommentId: top.id } });
    await createComment({ db, actor: reader, input: { postId, content: "Kept" } });
    await hideComment({ db, actor: creator, input: { postId, commentId: top.id, hidden: true } });
    expect(await countAndVisible(reader, postId)).toEqual({ commentsCount: 1, visible: 1 });
    await deleteComment({ db, actor: fan, input: { postId, commentId: top.id } });
    expect(await countAndVisible(reader, postId)).toEqual({ commentsCount: 1, visible: 1 });
  });
});
