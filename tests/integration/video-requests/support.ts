import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { media, notifications, videoRequests } from "@/server/db/schema";
import { providersOf } from "@/server/payments";
import { testProvider } from "@/server/payments/simulator/provider";
import { confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { startMoncashPayment } from "@/server/services/payments/start-moncash-payment";
import { decideTestMoncash } from "@/server/services/payments/test-moncash";
import { verifyMoncashReturn } from "@/server/services/payments/verify-payment";
import { deliverRequest } from "@/server/services/video-requests/creator/deliver-request";
import { acceptRequest, markRequestInProgress } from "@/server/services/video-requests/move-request";
import { key, videoRequest } from "../payments/support";

/** The offline test providers: a card with holds, MonCash without. */
export const testProviders = (db: Db) => providersOf(testProvider(db, "card"), testProvider(db, "moncash"));

/** A request the fan has paid: by card (a hold) or, for HTG, by MonCash (money taken at once). */
export async function paidRequest(db: Db, options: { currency?: "USD" | "HTG"; creator?: Actor } = {}) {
  const providers = testProviders(db);
  const booked = await videoRequest(db, { currency: options.currency, creator: options.creator });
  const { fan, request } = booked;
  if (options.currency === "HTG") {
    const started = await startMoncashPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key(), phoneNumber: "50937001234" }, providers });
    const token = new URL(started.redirectUrl, "http://x").searchParams.get("token")!;
    const decided = await decideTestMoncash({ db, actor: fan, input: { token, approve: true }, providers });
    const transactionId = new URL(decided.returnPath, "http://x").searchParams.get("transactionId")!;
    await verifyMoncashReturn({ db, actor: fan, input: { transactionId }, providers });
  } else {
    const { paymentIntentId } = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
    await confirmTestCard({ db, actor: fan, input: { paymentIntentId, cardNumber: "4242 4242 4242 4242", expiry: "12/34" }, providers });
  }
  return { ...booked, providers };
}

export async function requestRow(db: Db, requestId: string) {
  const [row] = await db.select().from(videoRequests).where(eq(videoRequests.id, requestId));
  return row!;
}

export async function notificationTypes(db: Db, userId: string) {
  const rows = await db.select({ type: notifications.type }).from(notifications).where(eq(notifications.userId, userId));
  return rows.map((row) => row.type).sort();
}

export async function setStatus(db: Db, requestId: string, status: (typeof videoRequests.$inferSelect)["status"]) {
  await db.update(videoRequests).set({ status }).where(and(eq(videoRequests.id, requestId)));
}

/** The expiry jobs queued for a request (pg-boss keeps them keyed by the request id). */
export async function expiryJobs(db: Db, requestId: string) {
  const result = await db.execute(sql`select start_after, state from pgboss.job where name = 'videoRequests.expire' and singleton_key = ${requestId}`);
  return [...(result as unknown as Iterable<{ start_after: string; state: string }>)];
}

/** A video row the creator uploaded for a request (the bytes are the media tests' concern). */
export async function uploadedVideo(db: Db, ownerId: string, requestId: string, status: "uploading" | "processing" | "ready" = "ready") {
  const id = crypto.randomUUID();
  await db.insert(media).values({ id, ownerId, kind: "video", videoRequestId: requestId, sizeBytes: 1000, receivedBytes: status === "uploading" ? 0 : 1000, status, storageKey: `media/${id}/original` });
  return id;
}

/** A paid request its creator accepted, started and delivered with an uploaded video (capture included). */
export async function deliveredRequest(db: Db, options: { currency?: "USD" | "HTG" } = {}) {
  const paid = await paidRequest(db, options);
  const { creator, request, providers } = paid;
  await acceptRequest({ db, actor: creator, input: { requestId: request.id } });
  await markRequestInProgress({ db, actor: creator, input: { requestId: request.id } });
  const mediaId = await uploadedVideo(db, creator.id, request.id);
  await deliverRequest({ db, actor: creator, input: { requestId: request.id, mediaId }, providers });
  return { ...paid, mediaId };
}
