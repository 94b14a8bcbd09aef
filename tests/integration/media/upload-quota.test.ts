import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { media } from "@/server/db/schema";
import { appendUploadChunk, createUpload } from "@/server/services/media/uploads";
import { MAX_IMAGE_BYTES, MAX_OPEN_UPLOADS, MAX_VIDEO_BYTES, UPLOAD_BYTES_PER_DAY } from "@/lib/media/limits";
import { translateKey } from "@/server/http/translate";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { createVideoRequest, PNG_BYTES, useScratchStorage } from "./support";

const db = await useTestDb({ max: 8 });
const storage = useScratchStorage();

const mediaOf = (ownerId: string) => db.select().from(media).where(eq(media.ownerId, ownerId));

describe("upload quota", () => {
  it(`300 uploads started at once by one fan: ${MAX_OPEN_UPLOADS} open, the rest refused with 429`, async () => {
    const fan = await createUser(db);
    const results = await Promise.allSettled(
      Array.from({ length: 300 }, () => createUpload({ db, actor: fan, input: { target: { kind: "avatar" }, sizeBytes: MAX_IMAGE_BYTES } })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(MAX_OPEN_UPLOADS);
    const refusals = results.filter((result) => result.status === "rejected").map((result) => result.reason);
    expect(refusals).toHaveLength(300 - MAX_OPEN_UPLOADS);
    for (const reason of refusals) expect(reason).toMatchObject({ code: "RATE_LIMITED", messageKey: "edges.tooManyOpenUploads" });
    expect(await mediaOf(fan.id)).toHaveLength(MAX_OPEN_UPLOADS);

    // Another account is not affected by this one's quota.
    const other = await createUser(db);
    await expect(createUpload({ db, actor: other, input: { target: { kind: "avatar" }, sizeBytes: 100 } })).resolves.toMatchObject({
      receivedBytes: 0,
    });
  });

  it("a finished upload frees its place; an upload untouched for a day no longer counts as open", async () => {
    const fan = await createUser(db);
    const started = await Promise.all(
      Array.from({ length: MAX_OPEN_UPLOADS }, () => createUpload({ db, actor: fan, input: { target: { kind: "avatar" }, sizeBytes: PNG_BYTES.byteLength } })),
    );
    const next = () => createUpload({ db, actor: fan, input: { target: { kind: "avatar" }, sizeBytes: PNG_BYTES.byteLength } });
    await expect(next()).rejects.toMatchObject({ code: "RATE_LIMITED" });
    await appendUploadChunk({ db, storage, actor: fan, input: { mediaId: started[0]!.id, offset: 0 }, chunk: PNG_BYTES });
    await expect(next()).resolves.toBeTruthy();
    await expect(next()).rejects.toMatchObject({ code: "RATE_LIMITED" });
    await db.update(media).set({ updatedAt: sql`now() - interval '25 hours'` }).where(eq(media.id, started[1]!.id));
    await expect(next()).resolves.toBeTruthy();
  });

  it(`bytes declared in a day are capped at ${UPLOAD_BYTES_PER_DAY / 2 ** 30} GiB per account, with a translated message`, async () => {
    const creator = await createCreator(db);
    const fan = await createUser(db);
    const requestId = await createVideoRequest(db, { fanId: fan.id, creatorId: creator.id });
    const video = { target: { kind: "request" as const, requestId }, sizeBytes: MAX_VIDEO_BYTES };
    const fits = Math.floor(UPLOAD_BYTES_PER_DAY / MAX_VIDEO_BYTES);
    for (let i = 0; i < fits; i++) await createUpload({ db, actor: creator, input: video });
    const refused = await createUpload({ db, actor: creator, input: video }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "RATE_LIMITED", messageKey: "edges.dailyUploadLimit" });
    for (const locale of ["en", "fr", "ht"] as const) {
      expect(translateKey(locale, "edges.dailyUploadLimit")).not.toBe("edges.dailyUploadLimit");
    }
    // Uploads started more than a day ago no longer count.
    await db.update(media).set({ createdAt: sql`now() - interval '25 hours'`, updatedAt: sql`now() - interval '25 hours'` }).where(eq(media.ownerId, creator.id));
    await expect(createUpload({ db, actor: creator, input: video })).resolves.toBeTruthy();
  });
});

describe("the same chunk sent several times at once", () => {
  it("is written once: one answer completes the upload, the copies answer 409, none fails", async () => {
    const fan = await createUser(db);
    for (let round = 0; round < 5; round++) {
      const { id } = await createUpload({ db, actor: fan, input: { target: { kind: "avatar" }, sizeBytes: PNG_BYTES.byteLength } });
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () => appendUploadChunk({ db, storage, actor: fan, input: { mediaId: id, offset: 0 }, chunk: PNG_BYTES })),
      );
      const fulfilled = results.filter((result) => result.status === "fulfilled");
      expect(fulfilled).toHaveLength(1);
      for (const result of results) {
        if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "CONFLICT" });
      }
      const [row] = await db.select().from(media).where(eq(media.id, id));
      expect(row).toMatchObject({ status: "ready", receivedBytes: PNG_BYTES.byteLength });
      expect(await storage.size(row!.storageKey)).toBe(PNG_BYTES.byteLength);
    }
  });
});
