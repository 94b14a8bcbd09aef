import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELIVERY_GRACE_HOURS } from "@/lib/request-deadline";
import { createUpload } from "@/server/services/media/uploads";
import { expireRequest } from "@/server/services/video-requests/expire-request";
import { acceptRequest, markRequestInProgress } from "@/server/services/video-requests/move-request";
import { useJobRunner } from "../support/jobs";
import { useTestDatabase } from "../support/test-db";
import { ledgerDiscrepancies, ledgerKinds, paymentOf } from "../payments/support";
import { expiryJobs, notificationTypes, paidRequest, requestRow, setStatus } from "./support";

const { db, url } = await useTestDatabase();
const jobs = await useJobRunner(url, db);
const HOUR = 60 * 60 * 1000;

/** Makes the request's expiry job due now, as if its deadline and grace had passed. */
async function makeLate(requestId: string) {
  await db.execute(sql`update video_requests set due_at = now() - interval '${sql.raw(String(DELIVERY_GRACE_HOURS + 1))} hours' where id = ${requestId}`);
  await db.execute(sql`update pgboss.job set start_after = now() where name = 'videoRequests.expire' and singleton_key = ${requestId}`);
}

describe("a request's deadline and expiry", () => {
  it("on payment: the deadline is the tier's promise (express: 3 days), the expiry is keyed at deadline + grace, the creator is told", async () => {
    const before = Date.now();
    const { creator, request } = await paidRequest(db);
    const row = await requestRow(db, request.id);
    const days = (row.dueAt!.getTime() - before) / (24 * HOUR);
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThan(3.01);
    const [job] = await expiryJobs(db, request.id);
    expect(new Date(job!.start_after).getTime() - row.dueAt!.getTime()).toBe(DELIVERY_GRACE_HOURS * HOUR);
    expect(await notificationTypes(db, creator.id)).toEqual(["videoRequest.paid"]);
  });

  it("the job expires an undelivered request: the hold released, fan and creator told, and a second run changes nothing", async () => {
    const { fan, creator, request } = await paidRequest(db);
    await acceptRequest({ db, actor: creator, input: { requestId: request.id } });
    await makeLate(request.id);
    expect(await jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect((await requestRow(db, request.id)).status).toBe("expired");
    const [payment] = await paymentOf(db, request.id);
    expect(payment!.status).toBe("cancelled");
    expect(await ledgerKinds(db, payment!.id)).toEqual(["hold", "hold_released"]);
    expect(await notificationTypes(db, fan.id)).toEqual(["videoRequest.expired"]);
    expect(await notificationTypes(db, creator.id)).toEqual(["videoRequest.expired", "videoRequest.paid"]);

    expect(await expireRequest({ db, requestId: request.id })).toBe(false);
    expect(await ledgerKinds(db, payment!.id)).toEqual(["hold", "hold_released"]);
    // Expired, the request no longer takes a video (the upload rule follows the state machine).
    await expect(createUpload({ db, actor: creator, input: { target: { kind: "request", requestId: request.id }, sizeBytes: 1000 } })).rejects.toMatchObject({
      code: "FORBIDDEN",
      messageKey: "uploads.errors.notAllowed",
    });
    expect(await notificationTypes(db, fan.id)).toEqual(["videoRequest.expired"]);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("expires an in-progress MonCash request as a refund owed", async () => {
    const { fan, creator, request } = await paidRequest(db, { currency: "HTG" });
    await acceptRequest({ db, actor: creator, input: { requestId: request.id } });
    await markRequestInProgress({ db, actor: creator, input: { requestId: request.id } });
    await makeLate(request.id);
    expect(await expireRequest({ db, requestId: request.id })).toBe(true);
    expect((await paymentOf(db, request.id))[0]!.status).toBe("refund_owed");
    expect(await notificationTypes(db, fan.id)).toEqual(["payment.refundOwed", "videoRequest.expired"]);
    expect(await expireRequest({ db, requestId: request.id })).toBe(false);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("does nothing before the deadline's grace has passed, or for a request already delivered or declined", async () => {
    const { request } = await paidRequest(db);
    expect(await expireRequest({ db, requestId: request.id })).toBe(false);
    await makeLate(request.id);
    for (const status of ["completed", "declined"] as const) {
      await setStatus(db, request.id, status);
      expect(await expireRequest({ db, requestId: request.id })).toBe(false);
    }
    expect((await paymentOf(db, request.id))[0]!.status).toBe("held");
  });
});
