import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { media } from "@/server/db/schema";
import { canUploadFor } from "@/server/services/media/access";
import { appendUploadChunk, createUpload, getUploadOffset } from "@/server/services/media/uploads";
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from "@/lib/media/limits";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { createVideoRequest, PNG_BYTES, uploadBytes, useScratchStorage } from "./support";

const db = await useTestDb();
const storage = useScratchStorage();

const WEBM_HEAD = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0, 0, 0, 0]);

describe("uploads", () => {
  let creator: Actor;
  let otherCreator: Actor;
  let fan: Actor;
  let requestId: string;

  beforeAll(async () => {
    creator = await createCreator(db);
    otherCreator = await createCreator(db);
    fan = await createUser(db);
    requestId = await createVideoRequest(db, { fanId: fan.id, creatorId: creator.id });
  });

  const countMedia = async () => (await db.select({ id: media.id }).from(media)).length;

  it("lets the request's creator upload a video, recording its type from the bytes", async () => {
    const { id, result } = await uploadBytes(db, storage, creator, { kind: "request", requestId }, WEBM_HEAD);
    expect(result.status).toBe("processing");
    const [row] = await db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({ ownerId: creator.id, kind: "video", mimeType: "video/webm", sizeBytes: 16, videoRequestId: requestId });
    expect(await storage.size(row!.storageKey)).toBe(16);
  });

  it("refuses another creator, the fan and a guest, and changes nothing", async () => {
    const before = await countMedia();
    const target = { kind: "request" as const, requestId };
    for (const actor of [otherCreator, fan]) {
      await expect(createUpload({ db, actor, input: { target, sizeBytes: 16 } })).rejects.toMatchObject({
        code: "FORBIDDEN",
        messageKey: "uploads.errors.notAllowed",
      });
    }
    await expect(createUpload({ db, actor: null, input: { target, sizeBytes: 16 } })).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect(await countMedia()).toBe(before);
  });

  it("refuses a request that is not open for a video yet", async () => {
    const pending = await createVideoRequest(db, { fanId: fan.id, creatorId: creator.id, status: "pending" });
    expect(await canUploadFor(db, creator, { kind: "request", requestId: pending })).toBe(false);
    const done = await createVideoRequest(db, { fanId: fan.id, creatorId: creator.id, status: "completed" });
    expect(await canUploadFor(db, creator, { kind: "request", requestId: done })).toBe(false);
  });

  it("refuses a PNG sent as a video and a text file, by their bytes, removing the upload", async () => {
    const before = await countMedia();
    const text = new TextEncoder().encode("just some text in a file named clip.webm");
    for (const bytes of [PNG_BYTES, text]) {
      await expect(uploadBytes(db, storage, creator, { kind: "request", requestId }, bytes)).rejects.toMatchObject({
        code: "VALIDATION",
        fieldErrors: { file: "uploads.validation.wrongType" },
      });
    }
    expect(await countMedia()).toBe(before);
  });

  it("takes the PNG as an avatar, and refuses a video as one", async () => {
    const { result } = await uploadBytes(db, storage, fan, { kind: "avatar" }, PNG_BYTES);
    expect(result.status).toBe("ready");
    await expect(uploadBytes(db, storage, fan, { kind: "avatar" }, WEBM_HEAD)).rejects.toMatchObject({
      fieldErrors: { file: "uploads.validation.wrongType" },
    });
  });

  it("refuses an oversized file up front, and bytes past the declared size", async () => {
    await expect(
      createUpload({ db, actor: creator, input: { target: { kind: "request", requestId }, sizeBytes: MAX_VIDEO_BYTES + 1 } }),
    ).rejects.toMatchObject({ code: "VALIDATION", fieldErrors: { sizeBytes: "uploads.validation.tooLarge" } });
    await expect(
      createUpload({ db, actor: fan, input: { target: { kind: "avatar" }, sizeBytes: MAX_IMAGE_BYTES + 1 } }),
    ).rejects.toMatchObject({ fieldErrors: { sizeBytes: "uploads.validation.tooLarge" } });

    const { id } = await createUpload({ db, actor: creator, input: { target: { kind: "request", requestId }, sizeBytes: 8 } });
    await expect(
      appendUploadChunk({ db, storage, actor: creator, input: { mediaId: id, offset: 0 }, chunk: WEBM_HEAD }),
    ).rejects.toMatchObject({ fieldErrors: { sizeBytes: "uploads.validation.tooLarge" } });
  });

  it("resumes at the server's offset and refuses a chunk at any other", async () => {
    const { id } = await createUpload({ db, actor: creator, input: { target: { kind: "request", requestId }, sizeBytes: 16 } });
    const append = (offset: number, chunk: Uint8Array, actor: Actor = creator) =>
      appendUploadChunk({ db, storage, actor, input: { mediaId: id, offset }, chunk });
    const processingJobs = async () =>
      (await db.execute<{ id: string }>(sql`select id from pgboss.job where name = 'media.processVideo' and data->>'mediaId' = ${id}`)).length;
    await append(0, WEBM_HEAD.subarray(0, 10));
    expect(await processingJobs()).toBe(0);
    await expect(append(4, WEBM_HEAD.subarray(4))).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(append(10, WEBM_HEAD.subarray(10), otherCreator)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await getUploadOffset({ db, actor: creator, input: { mediaId: id } })).toMatchObject({ receivedBytes: 10 });
    await expect(append(10, WEBM_HEAD.subarray(10))).resolves.toMatchObject({ receivedBytes: 16, status: "processing" });
    expect(await processingJobs()).toBe(1);
  });

  it("lets a creator add a thumbnail only to their own video", async () => {
    const { id: videoId } = await uploadBytes(db, storage, creator, { kind: "request", requestId }, WEBM_HEAD);
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
    const { result } = await uploadBytes(db, storage, creator, { kind: "thumbnail", mediaId: videoId }, jpeg);
    expect(result.status).toBe("ready");
    await expect(uploadBytes(db, storage, otherCreator, { kind: "thumbnail", mediaId: videoId }, jpeg)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
