import { describe, expect, it } from "vitest";
import { reconcileLedger } from "@/server/ledger/reconcile";
import { deliverRequest } from "@/server/services/video-requests/creator/deliver-request";
import { acceptRequest, markRequestInProgress } from "@/server/services/video-requests/move-request";
import { createCreator, createUser } from "../../support/factories";
import { useTestDb } from "../../support/test-db";
import { ledgerKinds, paymentOf } from "../../payments/support";
import { notificationTypes, paidRequest, requestRow, uploadedVideo } from "../support";

const db = await useTestDb();

async function inProgress(currency?: "HTG") {
  const paid = await paidRequest(db, { currency });
  await acceptRequest({ db, actor: paid.creator, input: { requestId: paid.request.id } });
  await markRequestInProgress({ db, actor: paid.creator, input: { requestId: paid.request.id } });
  return paid;
}

describe("delivering a request", () => {
  it("captures the hold, completes the request and tells the fan, with a balanced ledger", async () => {
    const { fan, creator, request } = await inProgress();
    const mediaId = await uploadedVideo(db, creator.id, request.id);
    const delivered = await deliverRequest({ db, actor: creator, input: { requestId: request.id, mediaId } });
    expect(delivered.status).toBe("completed");
    expect(delivered.completedAt).toBeInstanceOf(Date);
    const [payment] = await paymentOf(db, request.id);
    expect(payment!.status).toBe("captured");
    expect(await ledgerKinds(db, payment!.id)).toEqual(["hold", "capture"]);
    expect(await notificationTypes(db, fan.id)).toEqual(["videoRequest.delivered"]);
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
    await expect(deliverRequest({ db, actor: creator, input: { requestId: request.id, mediaId } })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("a MonCash request (money taken at payment) completes without a second capture", async () => {
    const { creator, request } = await inProgress("HTG");
    const mediaId = await uploadedVideo(db, creator.id, request.id, "processing");
    await deliverRequest({ db, actor: creator, input: { requestId: request.id, mediaId } });
    expect((await requestRow(db, request.id)).status).toBe("completed");
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });

  it("is refused before the request is in progress, and to anyone but its creator, and nothing is captured", async () => {
    const paid = await paidRequest(db);
    const early = await uploadedVideo(db, paid.creator.id, paid.request.id);
    await expect(deliverRequest({ db, actor: paid.creator, input: { requestId: paid.request.id, mediaId: early } })).rejects.toMatchObject({ code: "CONFLICT" });

    const { fan, creator, request } = await inProgress();
    const mediaId = await uploadedVideo(db, creator.id, request.id);
    for (const actor of [await createCreator(db), fan, await createUser(db)]) {
      await expect(deliverRequest({ db, actor, input: { requestId: request.id, mediaId } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    await expect(deliverRequest({ db, actor: null, input: { requestId: request.id, mediaId } })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    expect((await paymentOf(db, request.id))[0]!.status).toBe("held");
  });

  it("refuses a video that is not the creator's for this request, or not fully uploaded", async () => {
    const { creator, request } = await inProgress();
    const other = await inProgress();
    const foreign = await uploadedVideo(db, other.creator.id, other.request.id);
    const elsewhere = await uploadedVideo(db, creator.id, other.request.id);
    const partial = await uploadedVideo(db, creator.id, request.id, "uploading");
    for (const mediaId of [foreign, elsewhere]) {
      await expect(deliverRequest({ db, actor: creator, input: { requestId: request.id, mediaId } })).rejects.toMatchObject({
        code: "NOT_FOUND",
        messageKey: "inbox.errors.videoNotFound",
      });
    }
    await expect(deliverRequest({ db, actor: creator, input: { requestId: request.id, mediaId: partial } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "inbox.errors.videoNotUploaded",
    });
    expect((await requestRow(db, request.id)).status).toBe("in_progress");
    expect((await paymentOf(db, request.id))[0]!.status).toBe("held");
  });
});
