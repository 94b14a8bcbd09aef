import "server-only";
import { eq } from "drizzle-orm";
import { deliveryDeadline, expiryTime } from "@/lib/video-requests/request-deadline";
import type { Tx } from "@/server/db";
import { users, videoRequests } from "@/server/db/schema";
import { scheduleJob } from "@/server/jobs/enqueue";
import { notify } from "@/server/services/notifications/notify";
import type { VideoRequestRow } from "./creator/creator-request";

/**
 * A request's payment went through (called in the payment's transaction): it gets its deadline, its
 * expiry is scheduled at the deadline plus the grace (keyed by the request, so once), and the creator is told.
 */
export async function requestPaid(tx: Tx, request: VideoRequestRow, paidAt = new Date()): Promise<void> {
  const dueAt = deliveryDeadline(paidAt, request.deliveryTier, request.dueAt);
  await tx.update(videoRequests).set({ dueAt }).where(eq(videoRequests.id, request.id));
  await scheduleJob(tx, "videoRequests.expire", { requestId: request.id }, { at: expiryTime(dueAt), key: request.id });
  const [fan] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, request.fanId));
  await notify(tx, {
    userId: request.creatorId,
    type: "videoRequest.paid",
    params: { requestId: request.id, fanName: fan?.name ?? fan?.email ?? "Lakou", recipientName: request.recipientName },
  });
}
