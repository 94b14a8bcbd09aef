import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/i18n/routing";
import { DELIVERY_GRACE_HOURS } from "@/lib/video-requests/request-deadline";
import { notifications } from "@/server/db/schema";
import { createUpload } from "@/server/services/media/uploads";
import { renderNotification } from "@/server/services/notifications/render";
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

/** The body of the user's expiry notification, as they read it in `locale`. */
async function expiredText(userId: string, locale: Locale) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "videoRequest.expired")));
  return renderNotification(locale, row!).body;
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
    // Paid by card: the hold is released, the fan is never charged; the creator reads their own text.
    expect(await expiredText(fan.id, "en")).toContain("The hold on your card is released: you will not be charged.");
    expect(await expiredText(fan.id, "fr")).toContain("L'autorisation sur votre carte est levée : vous ne serez pas débité.");
    expect(await expiredText(fan.id, "ht")).toContain("Nou lage lajan nou te kenbe sou kat ou a: yo p ap retire anyen.");
    expect(await expiredText(creator.id, "en")).toBe("This video request passed its deadline without a delivery and has expired. The fan gets their money back.");
    expect(await expiredText(creator.id, "ht")).not.toContain("videyo ou a");

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
    // Paid by MonCash: the money was taken, so it is owed back; never "you will not be charged".
    const texts = { en: await expiredText(fan.id, "en"), fr: await expiredText(fan.id, "fr"), ht: await expiredText(fan.id, "ht") };
    expect(texts.en).toContain("You paid with MonCash: the full amount will be refunded to you.");
    expect(texts.fr).toContain("Vous avez payé avec MonCash : le montant total vous sera remboursé.");
    expect(texts.ht).toContain("Ou te peye ak MonCash: n ap ranbouse w tout lajan an.");
    expect(texts.en).not.toContain("not be charged");
    expect(texts.fr).not.toContain("débité");
    expect(texts.ht).not.toContain("p ap retire");
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
