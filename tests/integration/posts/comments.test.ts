import { describe, expect, it } from "vitest";
import { createComment } from "@/server/services/comments/create-comment";
import { deleteComment } from "@/server/services/comments/delete-comment";
import { listComments } from "@/server/services/comments/list-comments";
import { getPost } from "@/server/services/posts/read-post";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { createPost } from "./support";

const db = await useTestDb();

async function setup() {
  const creator = await createCreator(db, { displayName: "Comment Creator" });
  const postId = await createPost(db, creator.id, { title: "Talk" });
  const fan = await createUser(db, { name: "Fan Talker" });
  return { creator, postId, fan };
}

describe("comments", () => {
  it("posts trimmed comments and one level of replies, marks the creator's and counts them all", async () => {
    const { creator, postId, fan } = await setup();
    const top = await createComment({ db, actor: fan, input: { postId, content: "  Bèl travay!\nMèsi  " } });
    expect(top).toMatchObject({ content: "Bèl travay!\nMèsi", isOwn: true, isCreator: false, parentCommentId: null });
    expect(top.user.displayName).toBe("Fan Talker");
    const reply = await createComment({ db, actor: creator, input: { postId, content: "Mèsi anpil", parentCommentId: top.id } });
    expect(reply).toMatchObject({ isCreator: true, parentCommentId: top.id });
    expect(reply.user).toMatchObject({ displayName: "Comment Creator" });

    await expect(
      createComment({ db, actor: fan, input: { postId, content: "Too deep", parentCommentId: reply.id } }),
    ).rejects.toMatchObject({ code: "VALIDATION", fieldErrors: { parentCommentId: "comments.validation.parent" } });
    const otherPost = await createPost(db, creator.id, { title: "Other" });
    await expect(
      createComment({ db, actor: fan, input: { postId: otherPost, content: "Wrong post", parentCommentId: top.id } }),
    ).rejects.toMatchObject({ code: "VALIDATION" });

    const page = await listComments({ db, actor: fan, input: { postId } });
    expect(page.total).toBe(1);
    expect(page.comments[0]!.replies.map((item) => item.content)).toEqual(["Mèsi anpil"]);
    expect((await getPost({ db, actor: fan, input: { postId } })).commentsCount).toBe(2);
  });

  it("refuses empty text after trimming, text too long, and guests, changing nothing", async () => {
    const { postId, fan } = await setup();
    await expect(createComment({ db, actor: fan, input: { postId, content: " \n\t " } })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { content: "comments.validation.empty" },
    });
    await expect(createComment({ db, actor: fan, input: { postId, content: "x".repeat(2001) } })).rejects.toMatchObject({
      fieldErrors: { content: "comments.validation.tooLong" },
    });
    await expect(createComment({ db, actor: null, input: { postId, content: "Hi" } })).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
      messageKey: "comments.errors.signInToComment",
    });
    expect((await listComments({ db, actor: null, input: { postId } })).total).toBe(0);
  });

  it("pages top-level comments by 20, newest first", async () => {
    const { postId, fan } = await setup();
    for (let i = 0; i < 25; i++) await createComment({ db, actor: fan, input: { postId, content: `Comment ${i}` } });
    const first = await listComments({ db, actor: null, input: { postId } });
    expect(first.comments).toHaveLength(20);
    expect(first.comments[0]!.content).toBe("Comment 24");
    expect(first).toMatchObject({ total: 25, hasMore: true });
    const second = await listComments({ db, actor: null, input: { postId, offset: 20 } });
    expect(second.comments.map((item) => item.content)).toEqual(["Comment 4", "Comment 3", "Comment 2", "Comment 1", "Comment 0"]);
    expect(second.hasMore).toBe(false);
  });

  it("lets the author or the post's creator delete a comment, and refuses anyone else", async () => {
    const { creator, postId, fan } = await setup();
    const stranger = await createUser(db);
    const first = await createComment({ db, actor: fan, input: { postId, content: "Delete me" } });
    const second = await createComment({ db, actor: fan, input: { postId, content: "Creator removes me" } });
    const reply = await createComment({ db, actor: stranger, input: { postId, content: "Reply", parentCommentId: second.id } });

    await expect(deleteComment({ db, actor: stranger, input: { postId, commentId: first.id } })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const admin = await createUser(db, { role: "admin" });
    await expect(deleteComment({ db, actor: admin, input: { postId, commentId: first.id } })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const asStranger = await listComments({ db, actor: stranger, input: { postId } });
    expect(asStranger.comments.map((item) => item.canDelete)).toEqual([false, false]);
    expect(asStranger.comments[0]!.replies[0]).toMatchObject({ isOwn: true, canDelete: true });

    await deleteComment({ db, actor: fan, input: { postId, commentId: first.id } });
    expect((await listComments({ db, actor: creator, input: { postId } })).comments.map((item) => item.canDelete)).toEqual([true]);
    // Someone else's reply stands, so the deleted comment keeps its place, empty (comments-moderation.test.ts).
    await deleteComment({ db, actor: creator, input: { postId, commentId: second.id } });
    const after = await listComments({ db, actor: fan, input: { postId } });
    expect(after.comments[0]).toMatchObject({ id: second.id, deleted: true, content: "", canDelete: false });
    await deleteComment({ db, actor: stranger, input: { postId, commentId: reply.id } });
    await expect(deleteComment({ db, actor: fan, input: { postId, commentId: reply.id } })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
