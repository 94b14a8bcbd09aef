import "server-only";
import { eq } from "drizzle-orm";
import type { Db, Queryable } from "@/server/db";
import { creatorProfiles, users, videoRequests } from "@/server/db/schema";
import type { PaymentProviders } from "@/server/payments";
import { notify } from "@/server/services/notifications/notify";
import { cancelPayment } from "@/server/services/payments/settle-payment";
import type { VideoRequestRow } from "./creator/creator-request";
import { nextStatus } from "./request-transitions";

/** The name a fan knows the creator by: the profile's display name, else the account's name. */
export async function creatorNameOf(db: Queryable, creatorId: string): Promise<string> {
  const [row] = await db
    .select({ displayName: creatorProfiles.displayName, name: users.name, email: users.email })
    .from(users)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .where(eq(users.id, creatorId));
  return row?.displayName ?? row?.name ?? row?.email ?? "Lakou";
}

interface EndArgs {
  db: Db;
  request: VideoRequestRow;
  move: "decline" | "expire";
  declineReason?: string;
  providers?: PaymentProviders;
}

/**
 * Ends a paid request without a video (declined, expired): its money goes back through cancelPayment
 * (a card hold released, a card charged at booking refunded, MonCash money recorded as owed) and, in the same transaction, the request
 * takes its new status (checked again under lock) and the fan is told; the creator too on expiry.
 */
export async function endRequest({ db, request, move, declineReason, providers }: EndArgs): Promise<VideoRequestRow> {
  nextStatus(request.status, move);
  let ended: VideoRequestRow | undefined;
  await cancelPayment({
    db,
    providers,
    input: { requestId: request.id },
    inTransaction: async (tx, payment) => {
      const [current] = await tx.select().from(videoRequests).where(eq(videoRequests.id, request.id)).for("update");
      [ended] = await tx
        .update(videoRequests)
        .set({ status: nextStatus(current!.status, move), declineReason: declineReason ?? null, updatedAt: new Date() })
        .where(eq(videoRequests.id, request.id))
        .returning();
      const creatorName = await creatorNameOf(tx, request.creatorId);
      const moneyBack = payment.status === "refund_owed" ? "refundOwed" : payment.status === "captured" ? "refunded" : "holdReleased";
      const params = { requestId: request.id, creatorName, moneyBack } as const;
      if (move === "decline") {
        await notify(tx, { userId: request.fanId, type: "videoRequest.declined", params: { ...params, reason: declineReason ?? "" } });
      }
      else {
        await notify(tx, { userId: request.fanId, type: "videoRequest.expired", params: { ...params, audience: "fan" } });
        await notify(tx, { userId: request.creatorId, type: "videoRequest.expired", params: { ...params, audience: "creator" } });
      }
      if (payment.status === "refund_owed") {
        await notify(tx, {
          userId: request.fanId,
          type: "payment.refundOwed",
          params: { paymentId: payment.id, amountMinor: payment.capturedCents, currency: payment.currency },
        });
      }
    },
  });
  return ended!;
}
