import "server-only";
import type { z } from "zod";
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { type AuditEntry, writeAudit } from "@/server/audit/write-audit";
import type { Db } from "@/server/db";
import { videoRequests } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import type { PaymentProviders } from "@/server/payments";
import { paymentForRequest } from "@/server/services/payments/find-payment";
import { refundPayment, requireFinanceAdmin } from "@/server/services/payments/refund-payment";
import { refundOrderInput } from "@/lib/payments/refund-input";
import { canTransition, nextStatus } from "./request-transitions";

/**
 * An admin (payouts permission) refunds a delivered order in part or in whole, through the payment's one
 * refund path (the provider's refund, or for MonCash a refund owed) and its ledger entries. Refunded in
 * whole, the request ends `refunded`; the creator and the fan may not refund.
 */
export async function refundOrder({
  db,
  actor,
  input,
  providers,
  request: from,
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof refundOrderInput>;
  providers?: PaymentProviders;
  request?: AuditEntry["request"];
}) {
  const admin = requireFinanceAdmin(actor);
  const { requestId, amountCents, idempotencyKey, reason } = parseInput(refundOrderInput, input);
  const [request] = await db.select().from(videoRequests).where(eq(videoRequests.id, requestId));
  if (!request) throw new AppError("NOT_FOUND", "orders.errors.notFound");
  if (!canTransition(request.status, "refund")) throw new AppError("CONFLICT", "errors.paymentNotRefundable");
  const payment = await paymentForRequest(db, requestId);
  if (!payment) throw new AppError("NOT_FOUND", "errors.paymentNotFound");
  const view = await refundPayment({ db, actor, input: { paymentId: payment.id, amountCents, idempotencyKey, reason }, providers, request: from });
  const after = (await paymentForRequest(db, requestId))!;
  if (after.refundedCents === after.capturedCents) {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(videoRequests).where(eq(videoRequests.id, requestId)).for("update");
      if (!canTransition(current!.status, "refund")) return;
      await tx.update(videoRequests).set({ status: nextStatus(current!.status, "refund"), updatedAt: new Date() }).where(eq(videoRequests.id, requestId));
      await writeAudit(tx, admin, { action: "order.refunded", category: "finance", resource: "video_request", resourceId: requestId, severity: "high", request: from });
    });
  }
  return view;
}
