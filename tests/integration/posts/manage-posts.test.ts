import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "@/server/db/schema";
import { listCreatorPosts } from "@/server/services/posts/list-posts";
import { getOwnPost, listOwnPosts } from "@/server/services/posts/own-posts";
import { getPost } from "@/server/services/posts/read-post";
import { createPost, deletePost, updatePost } from "@/server/services/posts/save-post";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { createTier } from "./support";
import { clientInput } from "../support/client-input";
import { PNG_BYTES, uploadBytes, useScratchStorage } from "../media/support";
import { mediaFileUrl } from "@/lib/media/renditions";

const db = await useTestDb();
const storage = useScratchStorage();

const draft = {
  title: "  Studio notes ",
  description: "What we recorded",
  body: "The whole story.",
  images: [] as string[],
  videos: [],
  isPublic: true,
  accessTierIds: [] as string[],
  status: "published" as const,
};

async function stored(id: string) {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  return row!;
}

describe("creators' own posts", () => {
  it("writes a post with its type and thumbnail from its media, then edits it to one tier, as a draft", async () => {
    const creator = await createCreator(db);
    const gold = await createTier(db, creator.id, "Gold", 2500);
    const pictures = await Promise.all([1, 2].map(async () => mediaFileUrl((await uploadBytes(db, storage, creator, { kind: "post_image" }, PNG_BYTES)).id, "original")));
    const { id } = await createPost({ db, actor: creator, input: { ...draft, images: pictures } });
    expect(await stored(id)).toMatchObject({
      title: "Studio notes",
      contentType: "image",
      thumbnailUrl: pictures[0],
      isPublic: true,
      status: "published",
    });

    await updatePost({
      db,
      actor: creator,
      input: { ...draft, postId: id, images: [], isPublic: false, accessTierIds: [gold], status: "draft" },
    });
    expect(await stored(id)).toMatchObject({ contentType: "text", thumbnailUrl: null, accessTierIds: [gold], status: "draft" });
    const own = await listOwnPosts({ db, actor: creator });
    expect(own.posts.map((post) => post.id)).toEqual([id]);
    expect(own.tiers).toEqual([{ id: gold, name: "Gold" }]);
  });

  it("refuses to edit, read for editing or delete another creator's post, and fans and guests", async () => {
    const owner = await createCreator(db);
    const other = await createCreator(db);
    const fan = await createUser(db);
    const { id } = await createPost({ db, actor: owner, input: draft });
    await expect(updatePost({ db, actor: other, input: { ...draft, postId: id, title: "Mine now" } })).rejects.toMatchObject({
      code: "FORBIDDEN",
      messageKey: "posts.errors.notYours",
    });
    await expect(getOwnPost({ db, actor: other, input: { postId: id } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(deletePost({ db, actor: other, input: { postId: id } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(createPost({ db, actor: fan, input: draft })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(createPost({ db, actor: null, input: draft })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    expect((await stored(id)).title).toBe("Studio notes");

    await deletePost({ db, actor: owner, input: { postId: id } });
    await expect(getPost({ db, actor: owner, input: { postId: id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses bad input field by field, and tiers that are not the creator's", async () => {
    const creator = await createCreator(db);
    const other = await createCreator(db);
    const foreignTier = await createTier(db, other.id, "Theirs", 500);
    await expect(
      createPost({ db, actor: creator, input: clientInput({ ...draft, title: "   ", images: ["javascript:alert(1)"], status: "live" }) }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: {
        title: "posts.validation.titleRequired",
        "images.0": "posts.validation.mediaUrl",
        status: "posts.validation.status",
      },
    });
    await expect(
      createPost({ db, actor: creator, input: { ...draft, isPublic: false, accessTierIds: [foreignTier] } }),
    ).rejects.toMatchObject({ code: "VALIDATION", fieldErrors: { accessTierIds: "posts.validation.tier" } });
    expect((await listOwnPosts({ db, actor: creator })).posts).toEqual([]);
  });
});

describe("a creator's posts on their page", () => {
  it("come 3 first, then 6 at a time, newest first", async () => {
    const creator = await createCreator(db);
    for (let i = 0; i < 10; i++) {
      await createPost({ db, actor: creator, input: { ...draft, title: `Post ${i}` } });
    }
    const first = await listCreatorPosts({ db, actor: null, input: { creatorId: creator.id } });
    expect(first.posts.map((post) => post.title)).toEqual(["Post 9", "Post 8", "Post 7"]);
    expect(first).toMatchObject({ total: 10, hasMore: true });
    const second = await listCreatorPosts({ db, actor: null, input: { creatorId: creator.id, offset: 3 } });
    expect(second.posts).toHaveLength(6);
    const third = await listCreatorPosts({ db, actor: null, input: { creatorId: creator.id, offset: 9 } });
    expect(third).toMatchObject({ hasMore: false });
    expect(third.posts.map((post) => post.title)).toEqual(["Post 0"]);
  });
});
