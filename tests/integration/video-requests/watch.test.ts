import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { videoRequests } from "@/server/db/schema";
import { createShareLink, revokeShareLink } from "@/server/services/media/share-links";
import { getSharedVideo } from "@/server/services/media/shared-video";
import { getDeliveredVideo } from "@/server/services/video-requests/delivered-video";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { deliveredRequest, paidRequest, requestRow } from "./support";

const db = await useTestDb();

describe("the delivered video on the order page", () => {
  it("is recorded on delivery and shown to the fan, the creator and an admin", async () => {
    const { fan, creator, request, mediaId } = await deliveredRequest(db);
    expect((await requestRow(db, request.id)).deliveredMediaId).toBe(mediaId);
    const admin = await createUser(db, { role: "admin", adminKind: "content_moderator" });
    for (const actor of [fan, creator, admin]) {
      expect(await getDeliveredVideo({ db, actor, input: { requestId: request.id } })).toMatchObject({ mediaId, hasHls: false, shareLink: null });
    }
  });

  it("is not found for another fan, another creator, a guest, or a request not delivered", async () => {
    const { request } = await deliveredRequest(db);
    for (const actor of [await createUser(db), await createCreator(db)]) {
      await expect(getDeliveredVideo({ db, actor, input: { requestId: request.id } })).rejects.toMatchObject({
        code: "NOT_FOUND",
        messageKey: "orders.errors.videoNotFound",
      });
    }
    await expect(getDeliveredVideo({ db, actor: null, input: { requestId: request.id } })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    const paid = await paidRequest(db);
    await expect(getDeliveredVideo({ db, actor: paid.fan, input: { requestId: paid.request.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getDeliveredVideo({ db, actor: paid.fan, input: { requestId: "nope" } })).rejects.toMatchObject({ code: "VALIDATION" });
  });

  it("carries the fan's live share link, which opens the recipient's page until it is revoked", async () => {
    const { fan, creator, request, mediaId } = await deliveredRequest(db);
    const link = await createShareLink({ db, actor: fan, input: { mediaId } });
    expect(await getDeliveredVideo({ db, actor: fan, input: { requestId: request.id } })).toMatchObject({ shareLink: { id: link.id, token: link.token } });
    expect(await getDeliveredVideo({ db, actor: creator, input: { requestId: request.id } })).toMatchObject({ shareLink: null });
    expect(await getSharedVideo({ db, input: { token: link.token } })).toMatchObject({ recipientName: "Nadège", occasion: "birthday", hasHls: false });

    await revokeShareLink({ db, actor: fan, input: { linkId: link.id } });
    expect(await getDeliveredVideo({ db, actor: fan, input: { requestId: request.id } })).toMatchObject({ shareLink: null });
    await expect(getSharedVideo({ db, input: { token: link.token } })).rejects.toMatchObject({ code: "NOT_FOUND", messageKey: "sharedVideo.notFound" });
    await expect(getSharedVideo({ db, input: { token: "../../etc" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("a seeded demo delivery (no upload behind it) plays a creator's sample, to its fan only", async () => {
    const { fan, request } = await paidRequest(db);
    const sample = "/api/media/5e9f1c2a-1b2c-4d3e-8f4a-0123456789ab/download.mp4";
    await db.update(videoRequests).set({ status: "completed", videoUrl: sample }).where(eq(videoRequests.id, request.id));
    expect(await getDeliveredVideo({ db, actor: fan, input: { requestId: request.id } })).toMatchObject({ mediaId: null, file: sample });
    await expect(getDeliveredVideo({ db, actor: await createUser(db), input: { requestId: request.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await db.update(videoRequests).set({ videoUrl: "https://elsewhere.example/x.mp4" }).where(eq(videoRequests.id, request.id));
    await expect(getDeliveredVideo({ db, actor: fan, input: { requestId: request.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
