import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { media } from "@/server/db/schema";
import { deliverRequest } from "@/server/services/video-requests/creator/deliver-request";
import { getRequestUpload, listStudioRequests } from "@/server/services/video-requests/creator/studio-requests";
import { getDeliveredVideo } from "@/server/services/video-requests/delivered-video";
import { acceptRequest } from "@/server/services/video-requests/move-request";
import { createCreator, createUser } from "../../support/factories";
import { useTestDb } from "../../support/test-db";
import { paymentOf } from "../../payments/support";
import { paidRequest, requestRow, uploadedVideo } from "../support";

const db = await useTestDb();

async function accepted() {
  const paid = await paidRequest(db);
  await acceptRequest({ db, actor: paid.creator, input: { requestId: paid.request.id } });
  return paid;
}

async function thumbnailOf(ownerId: string, parentId: string, status: "uploading" | "ready" = "ready") {
  const id = crypto.randomUUID();
  await db.insert(media).values({ id, ownerId, kind: "thumbnail", parentId, sizeBytes: 10, receivedBytes: status === "ready" ? 10 : 0, status, storageKey: `media/${id}/original` });
  return id;
}

describe("the studio's requests", () => {
  it("lists the creator's open requests with the fan's brief and the video already uploaded, with its thumbnail", async () => {
    const { creator, request } = await accepted();
    const pending = await paidRequest(db, { creator });
    let [listed] = await listStudioRequests({ db, actor: creator });
    expect(listed).toMatchObject({ id: request.id, status: "accepted", recipientName: "Nadège", instructions: expect.stringContaining("Jacmel"), upload: null });

    await uploadedVideo(db, creator.id, request.id, "uploading");
    const older = await uploadedVideo(db, creator.id, request.id, "ready");
    await db.update(media).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(media.id, older));
    const video = await uploadedVideo(db, creator.id, request.id, "processing");
    const thumbnail = await thumbnailOf(creator.id, video);
    await thumbnailOf(creator.id, video, "uploading");
    const all = await listStudioRequests({ db, actor: creator });
    expect(all.map((row) => row.id)).toEqual([request.id]);
    expect(all.map((row) => row.id)).not.toContain(pending.request.id);
    [listed] = all;
    expect(listed!.upload).toEqual({ mediaId: video, status: "processing", thumbnailId: thumbnail });
    expect(await getRequestUpload({ db, actor: creator, input: { requestId: request.id } })).toEqual(listed!.upload);
  });

  it("is the creator's alone: a fan is refused the list, another creator the request's upload", async () => {
    const { fan, request } = await accepted();
    await expect(listStudioRequests({ db, actor: fan })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listStudioRequests({ db, actor: null })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    const other = await createCreator(db);
    expect(await listStudioRequests({ db, actor: other })).toEqual([]);
    await expect(getRequestUpload({ db, actor: other, input: { requestId: request.id } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(getRequestUpload({ db, actor: await createUser(db), input: { requestId: "nope" } })).rejects.toMatchObject({ code: "VALIDATION" });
  });

  it("delivers an accepted request straight from the studio, and the fan's player shows the chosen thumbnail", async () => {
    const { fan, creator, request, providers } = await accepted();
    const video = await uploadedVideo(db, creator.id, request.id, "processing");
    const thumbnail = await thumbnailOf(creator.id, video);
    await expect(deliverRequest({ db, actor: fan, input: { requestId: request.id, mediaId: video }, providers })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await requestRow(db, request.id)).status).toBe("accepted");

    const delivered = await deliverRequest({ db, actor: creator, input: { requestId: request.id, mediaId: video }, providers });
    expect(delivered).toMatchObject({ status: "completed", deliveredMediaId: video });
    expect((await paymentOf(db, request.id))[0]!.status).toBe("captured");
    expect(await getDeliveredVideo({ db, actor: fan, input: { requestId: request.id } })).toMatchObject({ mediaId: video, processing: true, thumbnailId: thumbnail });
    expect(await listStudioRequests({ db, actor: creator })).toEqual([]);
  });
});
