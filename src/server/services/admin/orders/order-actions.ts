import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { adminCancelOrderSchema, adminRefundOrderSchema, extendDeadlineSchema } from "@/lib/admin/order-actions-input";
import { expiryTime } from "@/lib/video-requests/request-deadline";
import type { Actor } from "@/server/auth/actor";
import { type AuditEntry, writeAudit } from "@/server/audit/write-audit";
import type { Db, Queryable } from "@/server/db";
import { paymentRefunds, videoRequests } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { scheduleJob } from "@/server/jobs/enqueue";
import type { PaymentProviders } from "@/server/payments";
import { notify } from "@/server/services/notifications/notify";
import type { NotificationParams } from "@/server/services/notifications/types";
import { requireFinanceAdmin } from "@/server/services/payments/refund-payment";
import { refundOrder } from "@/server/services/video-requests/refund-order";
import { REQUEST_TRANSITIONS, canTransition } from "@/server/services/video-requests/request-transitions";

type Change = NotificationParams<"order.adminUpdate">["change"];

/** The order's fan and creator hear what an admin changed, and why. */
async function tellBoth(tx: Queryable, order: { id: string; fanId: string; creatorId: string }, change: Change, why: string, amount?: { amountMinor: number; currency: "USD" | "HTG" }) {
  for (const [userId, audience] of [[order.fanId, "fan"], [order.creatorId, "creator"]] as const) {
    await notify(tx, { userId, type: "order.adminUpdate", params: { requestId: order.id, change, audience, reason: why, ...amount } });
  }
}

interface Args<S extends z.ZodType> {
  db: Db;
  actor: Actor | null;
  input: z.input<S>;
  request?: AuditEntry["request"];
}

/**
 * From the admin order page (payouts_process): a refund in whole or part with its reason, through the one
 * refund path (refundOrder: the provider's refund, or a MonCash refund owed; audited there). The fan and the
 * creator are told once per refund, even when the same key is sent again.
 */
export async function adminRefundOrder({ db, actor, input, request, providers }: Args<typeof adminRefundOrderSchema> & { providers?: PaymentProviders }) {
  requireFinanceAdmin(actor);
  const parsed = parseInput(adminRefundOrderSchema, input);
  const seen = async () => (await db.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, parsed.idempotencyKey)))[0];
  const before = await seen();
  const view = await refundOrder({ db, actor, input: parsed, providers, request });
  const refund = await seen();
  if (!before && refund) {
    const [order] = await db.select().from(videoRequests).where(eq(videoRequests.id, parsed.requestId));
    await db.transaction((tx) => tellBoth(tx, order!, "refunded", parsed.reason, { amountMinor: refund.amountCents, currency: view.currency }));
  }
  return view;
}

/** An admin (payouts_process) cancels an order nobody paid for yet; a paid one follows the refund path instead (CONFLICT). */
export async function adminCancelOrder({ db, actor, input, request }: Args<typeof adminCancelOrderSchema>) {
  const admin = requireFinanceAdmin(actor);
  const parsed = parseInput(adminCancelOrderSchema, input);
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(videoRequests)
      .set({ status: REQUEST_TRANSITIONS.cancel.to, updatedAt: sql`now()` })
      .where(and(eq(videoRequests.id, parsed.requestId), inArray(videoRequests.status, REQUEST_TRANSITIONS.cancel.from)))
      .returning();
    if (!cancelled) {
      const [current] = await tx.select({ id: videoRequests.id }).from(videoRequests).where(eq(videoRequests.id, parsed.requestId));
      if (!current) throw new AppError("NOT_FOUND", "orders.errors.notFound");
      throw new AppError("CONFLICT", "orders.errors.notCancellable");
    }
    await writeAudit(tx, admin, { action: "order.cancelled", category: "finance", resource: "video_request", resourceId: cancelled.id, details: parsed.reason, severity: "medium", request });
    await tellBoth(tx, cancelled, "cancelled", parsed.reason);
    return { id: cancelled.id, status: cancelled.status };
  });
}

/**
 * An admin (payouts_process) gives an open order more time: its deadline moves `hours` past the later of the
 * old deadline and now, and its expiry job moves with it (a new job at the new time; the old one, if it runs,
 * finds the order not yet late and does nothing). Only orders that could still expire qualify.
 */
export async function extendOrderDeadline({ db, actor, input, request }: Args<typeof extendDeadlineSchema>) {
  const admin = requireFinanceAdmin(actor);
  const parsed = parseInput(extendDeadlineSchema, input);
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(videoRequests).where(eq(videoRequests.id, parsed.requestId)).for("update");
    if (!order) throw new AppError("NOT_FOUND", "orders.errors.notFound");
    if (!order.dueAt || !canTransition(order.status, "expire")) throw new AppError("CONFLICT", "admin.orders.errors.notExtendable");
    const from = Math.max(order.dueAt.getTime(), Date.now());
    const dueAt = new Date(from + parsed.hours * 3_600_000);
    await tx.update(videoRequests).set({ dueAt, updatedAt: new Date() }).where(eq(videoRequests.id, order.id));
    await scheduleJob(tx, "videoRequests.expire", { requestId: order.id }, { at: expiryTime(dueAt), key: `${order.id}:${dueAt.toISOString()}` });
    await writeAudit(tx, admin, {
      action: "order.deadlineExtended",
      category: "finance",
      resource: "video_request",
      resourceId: order.id,
      details: parsed.reason,
      severity: "medium",
      metadata: { from: order.dueAt.toISOString(), to: dueAt.toISOString(), hours: parsed.hours },
      request,
    });
    await tellBoth(tx, order, "deadlineExtended", parsed.reason);
    return { id: order.id, dueAt };
  });
}
