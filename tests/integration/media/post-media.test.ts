import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaFileUrl } from "@/lib/media/renditions";
import { mediaResponse } from "@/server/http/media-response";
import { openMediaFile } from "@/server/services/media/open-media-file";
import { createPost, updatePost } from "@/server/services/posts/save-post";
import { createUpload } from "@/server/services/media/uploads";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { createPost as insertPost, createTier, subscribe } from "../posts/support";
import { PNG_BYTES, generateClip, uploadBytes, useScratchStorage } from "./support";

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

  it("a browser keeps a public post's picture for an hour, and never keeps a members-only one", async () => {
    const creator = await createCreator(db);
    const tierId = await createTier(db, creator.id, "Gold", 500);
    const publicPic = await uploadBytes(db, storage, creator, { kind: "post_image" }, PNG_BYTES);
    const lockedPic = await uploadBytes(db, storage, creator, { kind: "post_image" }, PNG_BYTES);
    await createPost({ db, actor: creator, input: { ...post, images: [mediaFileUrl(publicPic.id, "original")] } });
    await createPost({ db, actor: creator, input: { ...post, isPublic: false, accessTierIds: [tierId], images: [mediaFileUrl(lockedPic.id, "original")] } });
    const subscriber = await createUser(db);
    await subscribe(db, { userId: subscriber.id, creatorId: creator.id, tierId, status: "active" });
    const cacheControl = async (actor: Parameters<typeof open>[0], mediaId: string) => mediaResponse(await open(actor, mediaId)).headers.get("cache-control");

    for (const reader of [null, subscriber, creator]) expect(await cacheControl(reader, publicPic.id)).toBe("private, max-age=3600");
    for (const reader of [subscriber, creator]) expect(await cacheControl(reader, lockedPic.id)).toBe("private, no-store");
  });
});

describe("a post's picture in the widths a screen needs", () => {
  const file = (actor: Parameters<typeof openMediaFile>[0]["actor"], mediaId: string, name: string) =>
    openMediaFile({ db, storage, actor, address: { mediaId }, file: name, rangeHeader: null });
  const bytesOf = async (opened: Awaited<ReturnType<typeof file>>) => {
    if (opened.kind !== "file") throw new Error("expected a file");
    return Buffer.concat(await opened.stream.toArray());
  };
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
      .jpeg()
      .toBuffer();

  it("makes each width once, as WebP no wider than the original, for whoever may read the post", async () => {
    const creator = await createCreator(db);
    const tierId = await createTier(db, creator.id, "Gold", 500);
    const photo = await picture(2000, 1125);
    const large = await uploadBytes(db, storage, creator, { kind: "post_image" }, photo);
    const small = await uploadBytes(db, storage, creator, { kind: "post_image" }, await picture(300, 200));
    const locked = await uploadBytes(db, storage, creator, { kind: "post_image" }, photo);
    await createPost({ db, actor: creator, input: { ...post, images: [mediaFileUrl(large.id, "original"), mediaFileUrl(small.id, "original")] } });
    await createPost({ db, actor: creator, input: { ...post, isPublic: false, accessTierIds: [tierId], images: [mediaFileUrl(locked.id, "original")] } });

    const opened = await file(null, large.id, "w640.webp");
    expect(opened).toMatchObject({ kind: "file", contentType: "image/webp" });
    const resized = await bytesOf(opened);
    expect(await sharp(resized).metadata()).toMatchObject({ format: "webp", width: 640, height: 360 });
    expect(resized.length).toBeLessThan(photo.length);
    // Made once, then read back from storage.
    expect(await storage.size(`media/${large.id}/w640.webp`)).toBe(resized.length);
    expect((await bytesOf(await file(null, large.id, "w640.webp"))).equals(resized)).toBe(true);
    // Never enlarged.
    expect(await sharp(await bytesOf(await file(null, small.id, "w1080.webp"))).metadata()).toMatchObject({ width: 300, height: 200 });

    // A members-only picture's widths open for a subscriber and stay closed to a guest and another fan.
    const subscriber = await createUser(db);
    await subscribe(db, { userId: subscriber.id, creatorId: creator.id, tierId, status: "active" });
    await expect(file(subscriber, locked.id, "w384.webp")).resolves.toMatchObject({ kind: "file", contentType: "image/webp" });
    for (const actor of [null, await createUser(db)]) {
      await expect(file(actor, locked.id, "w384.webp")).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    // Other widths, and a picture width of something that is not a picture, are refused.
    await expect(file(null, large.id, "w500.webp")).rejects.toMatchObject({ code: "NOT_FOUND" });
    const clip = await uploadBytes(db, storage, creator, { kind: "post_video" }, generateClip());
    await expect(file(creator, clip.id, "w640.webp")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
