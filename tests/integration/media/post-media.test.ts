import { describe, expect, it } from "vitest";
import { mediaFileUrl } from "@/lib/media/renditions";
import { openMediaFile } from "@/server/services/media/open-media-file";
import { createPost, updatePost } from "@/server/services/posts/save-post";
import { createUpload } from "@/server/services/media/uploads";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { createPost as insertPost, createTier, subscribe } from "../posts/support";
import { PNG_BYTES, uploadBytes, useScratchStorage } from "./support";

const db = await useTestDb();
const storage = useScratchStorage();

const post = { title: "Behind the scenes", isPublic: true, status: "published" as const };
const open = (actor: Parameters<typeof openMediaFile>[0]["actor"], mediaId: string) =>
  openMediaFile({ db, storage, actor, address: { mediaId }, file: "original", rangeHeader: null });

describe("a post's media go through the checked uploads", () => {
  it("a creator uploads a picture and puts it in a post; a fan may not upload post media", async () => {
    const creator = await createCreator(db);
    const { id, result } = await uploadBytes(db, storage, creator, { kind: "post_image" }, PNG_BYTES);
    expect(result.status).toBe("ready");
    const url = mediaFileUrl(id, "original");
    const { id: postId } = await createPost({ db, actor: creator, input: { ...post, images: [url] } });
    expect(postId).toBeTruthy();
    await expect(
      createUpload({ db, actor: await createUser(db), input: { target: { kind: "post_image" }, sizeBytes: PNG_BYTES.byteLength } }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("refuses a pasted address, someone else's upload, a picture as a video, and an unfinished upload", async () => {
    const creator = await createCreator(db);
    const other = await createCreator(db);
    const theirs = await uploadBytes(db, storage, other, { kind: "post_image" }, PNG_BYTES);
    const mine = await uploadBytes(db, storage, creator, { kind: "post_image" }, PNG_BYTES);
    const avatar = await uploadBytes(db, storage, creator, { kind: "avatar" }, PNG_BYTES);
    const unfinished = await createUpload({ db, actor: creator, input: { target: { kind: "post_image" }, sizeBytes: 10_000 } });
    await expect(
      createPost({
        db,
        actor: creator,
        input: {
          ...post,
          images: [
            "https://example.com/cat.jpg",
            mediaFileUrl(theirs.id, "original"),
            mediaFileUrl(avatar.id, "original"),
            mediaFileUrl(unfinished.id, "original"),
          ],
          videos: [mediaFileUrl(mine.id, "original")],
        },
      }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: {
        "images.0": "posts.validation.upload",
        "images.1": "posts.validation.upload",
        "images.2": "posts.validation.upload",
        "images.3": "posts.validation.upload",
        "videos.0": "posts.validation.upload",
      },
    });
  });

  it("an edit keeps the addresses a post already holds, and adds only uploads", async () => {
    const creator = await createCreator(db);
    const postId = await insertPost(db, creator.id, { title: "Old post", images: ["/media/posts/post-01.svg"] });
    const upload = await uploadBytes(db, storage, creator, { kind: "post_image" }, PNG_BYTES);
    const images = ["/media/posts/post-01.svg", mediaFileUrl(upload.id, "original")];
    await expect(updatePost({ db, actor: creator, input: { ...post, postId, images } })).resolves.toEqual({ id: postId });
    await expect(
      updatePost({ db, actor: creator, input: { ...post, postId, images: [...images, "/media/posts/post-02.svg"] } }),
    ).rejects.toMatchObject({ fieldErrors: { "images.2": "posts.validation.upload" } });
  });

  it("a post's picture opens for whoever may read the post, and stays closed with a locked post", async () => {
    const creator = await createCreator(db);
    const tierId = await createTier(db, creator.id, "Gold", 500);
    const publicPic = await uploadBytes(db, storage, creator, { kind: "post_image" }, PNG_BYTES);
    const lockedPic = await uploadBytes(db, storage, creator, { kind: "post_image" }, PNG_BYTES);
    const loosePic = await uploadBytes(db, storage, creator, { kind: "post_image" }, PNG_BYTES);
    await createPost({ db, actor: creator, input: { ...post, images: [mediaFileUrl(publicPic.id, "original")] } });
    await createPost({ db, actor: creator, input: { ...post, isPublic: false, accessTierIds: [tierId], images: [mediaFileUrl(lockedPic.id, "original")] } });

    const fan = await createUser(db);
    const subscriber = await createUser(db);
    await subscribe(db, { userId: subscriber.id, creatorId: creator.id, tierId, status: "active" });
    await expect(open(null, publicPic.id)).resolves.toMatchObject({ kind: "file" });
    await expect(open(fan, publicPic.id)).resolves.toMatchObject({ kind: "file" });
    await expect(open(subscriber, lockedPic.id)).resolves.toMatchObject({ kind: "file" });
    await expect(open(creator, lockedPic.id)).resolves.toMatchObject({ kind: "file" });
    await expect(open(fan, lockedPic.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(open(null, lockedPic.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    // An upload in no post is the creator's alone.
    await expect(open(fan, loosePic.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(open(creator, loosePic.id)).resolves.toMatchObject({ kind: "file" });
  });
});
