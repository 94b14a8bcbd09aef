import { describe, expect, it } from "vitest";
import { createComment } from "@/server/services/comments/create-comment";
import { deleteComment, hideComment } from "@/server/services/comments/delete-comment";
import { listComments } from "@/server/services/comments/list-comments";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { createPost } from "./support";

const db = await useTestDb();

async function thread() {
  const creator = await createCreator(db, { displayName: "Thread Creator" });
  const postId = await createPost(db, creator.id, { title: "Thread" });
  const fan = await createUser(db, { name: "Fan One" });
  const other = await createUser(db, { name: "Fan Two" });
  const top = await createComment({ db, actor: fan, input: { postId, content: "First!" } });
  return { creator, postId, fan, other, top };
}

const contents = async (actor: Parameters<typeof listComments>[0]["actor"], postId: string) =>
  (await listComments({ db, actor, input: { postId } })).comments.map((item) => ({
    content: item.content,
    replies: item.replies.map((reply) => reply.content),
  }));

describe("deleting a comment keeps other people's replies", () => {
  it("with others' replies, the author's delete empties the comment and keeps the thread", async () => {
    const { postId, fan, other, top } = await thread();
    await createComment({ db, actor: other, input: { postId, content: "Agreed", parentCommentId: top.id } });
    expect(await deleteComment({ db, actor: fan, input: { postId, commentId: top.id } })).toMatchObject({ repliesKept: 1 });
    const [shown] = (await listComments({ db, actor: other, input: { postId } })).comments;
    expect(shown).toMatchObject({ id: top.id, deleted: true, content: "", canDelete: false, canHide: false, isOwn: false });
    expect(shown!.replies.map((reply) => reply.content)).toEqual(["Agreed"]);
    await expect(deleteComment({ db, actor: fan, input: { postId, commentId: top.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("with only the author's own replies, the comment is deleted with them", async () => {
    const { postId, fan, top } = await thread();
    await createComment({ db, actor: fan, input: { postId, content: "Also me", parentCommentId: top.id } });
    expect(await deleteComment({ db, actor: fan, input: { postId, commentId: top.id } })).toMatchObject({ repliesKept: 0 });
    expect((await listComments({ db, actor: fan, input: { postId } })).total).toBe(0);
  });
});

describe("the post's creator hides a comment", () => {
  it("hides it (and its replies) from everyone else and shows it again; only the creator still sees it, marked", async () => {
    const { creator, postId, fan, other, top } = await thread();
    await createComment({ db, actor: other, input: { postId, content: "Reply", parentCommentId: top.id } });
    const kept = await createComment({ db, actor: other, input: { postId, content: "Nice post" } });
    expect(await hideComment({ db, actor: creator, input: { postId, commentId: top.id, hidden: true } })).toEqual({ id: top.id, hidden: true });

    expect(await contents(fan, postId)).toEqual([{ content: "Nice post", replies: [] }]);
    expect(await contents(null, postId)).toEqual([{ content: "Nice post", replies: [] }]);
    expect((await listComments({ db, actor: other, input: { postId } })).total).toBe(1);
    const asCreator = await listComments({ db, actor: creator, input: { postId } });
    expect(asCreator.total).toBe(2);
    expect(asCreator.comments.find((item) => item.id === top.id)).toMatchObject({ hidden: true, canHide: true, replies: [{ content: "Reply" }] });
    expect(asCreator.comments.find((item) => item.id === kept.id)).toMatchObject({ hidden: false, canHide: true });
    // Nobody replies under a hidden comment, the creator included; nothing is written.
    for (const actor of [fan, creator]) {
      await expect(createComment({ db, actor, input: { postId, content: "Still here?", parentCommentId: top.id } })).rejects.toMatchObject({
        code: "VALIDATION",
        fieldErrors: { parentCommentId: "comments.validation.parent" },
      });
    }
    const after = await listComments({ db, actor: creator, input: { postId } });
    expect(after.comments.find((item) => item.id === top.id)!.replies.map((reply) => reply.content)).toEqual(["Reply"]);

    await hideComment({ db, actor: creator, input: { postId, commentId: top.id, hidden: false } });
    expect((await contents(fan, postId)).map((item) => item.content)).toEqual(["Nice post", "First!"]);
  });

  it("refuses the comment's author, another creator, an admin and guests; the creator's own comments are not hidden", async () => {
    const { creator, postId, fan, top } = await thread();
    const input = { postId, commentId: top.id, hidden: true };
    await expect(hideComment({ db, actor: fan, input })).rejects.toMatchObject({ code: "FORBIDDEN", messageKey: "comments.errors.hideNotYours" });
    await expect(hideComment({ db, actor: await createCreator(db), input })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(hideComment({ db, actor: await createUser(db, { role: "admin" }), input })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(hideComment({ db, actor: null, input })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await expect(hideComment({ db, actor: creator, input: { ...input, hidden: "yes" as unknown as boolean } })).rejects.toMatchObject({
      fieldErrors: { hidden: "comments.validation.hidden" },
    });
    const own = await createComment({ db, actor: creator, input: { postId, content: "Thanks all" } });
    await expect(hideComment({ db, actor: creator, input: { ...input, commentId: own.id } })).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await listComments({ db, actor: fan, input: { postId } })).comments.every((item) => !item.hidden && !item.canHide)).toBe(true);
  });
});
