import "server-only";
import { eq } from "drizzle-orm";
import { deliveryDeadline, expiryTime } from "@/lib/video-requests/request-deadline";
import type { Queryable } from "@/server/db";
import { creatorProfiles, videoRequests } from "@/server/db/schema";
import { notify } from "@/server/services/notifications/notify";
import type { OrderKind } from "@/server/services/payments/order-kind";
import { storedQuote } from "./quote";
import { requestPaid } from "./request-paid";
import { canTransition, CLOSED_STATUSES, nextStatus } from "./request-transitions";

/** A video request as the payment core sees it (registered in payments/order-kinds.ts). */
export const videoRequestOrder: OrderKind = {
  async load(db: Queryable, id, lock = false) {
    const query = db
      .select({ request: videoRequests, methods: creatorProfiles.paymentMethodsEnabled })
      .from(videoRequests)
      .leftJoin(creatorProfiles, eq(creatorProfiles.userId, videoRequests.creatorId))
      .where(eq(videoRequests.id, id));
    const [row] = lock ? await query.for("update", { of: videoRequests }) : await query;
    if (!row) return null;
    const { request } = row;
    return {
      kind: "video",
      id: request.id,
      fanId: request.fanId,
      creatorId: request.creatorId,
      awaitingPayment: canTransition(request.status, "pay"),
      closed: CLOSED_STATUSES.includes(request.status),
      quote: storedQuote(request),
      fxRate: request.fxRate,
      methodsOffered: row.methods ?? [],
      description: `Lakou video: ${request.occasion} for ${request.recipientName}`,
      settleBy: expiryTime(request.status === "pending_payment" ? deliveryDeadline(new Date(), request.deliveryTier, request.dueAt) : (request.dueAt ?? new Date())),
    };
  },
  /** Its payment went through: `pending_payment` becomes `pending` (the `pay` move) and the creator is told. */
  async paid(tx, id) {
    const [request] = await tx.select().from(videoRequests).where(eq(videoRequests.id, id)).for("update");
    if (!request || !canTransition(request.status, "pay")) return;
    const [paid] = await tx
      .update(videoRequests)
      .set({ status: nextStatus(request.status, "pay"), updatedAt: new Date() })
      .where(eq(videoRequests.id, id))
      .returning();
    await requestPaid(tx, paid!);
  },
  /** Its card hold lapsed at the provider: it waits for its money again (the `lapse` move); fan and creator are told. */
  async lapsed(tx, id) {
    const [request] = await tx.select().from(videoRequests).where(eq(videoRequests.id, id)).for("update");
    if (!request || !canTransition(request.status, "lapse")) return;
    await tx.update(videoRequests).set({ status: nextStatus(request.status, "lapse"), updatedAt: new Date() }).where(eq(videoRequests.id, id));
    await notify(tx, { userId: request.fanId, type: "videoRequest.paymentLapsed", params: { requestId: id, audience: "fan" } });
    await notify(tx, { userId: request.creatorId, type: "videoRequest.paymentLapsed", params: { requestId: id, audience: "creator" } });
  },
};
