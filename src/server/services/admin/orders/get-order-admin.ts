import "server-only";
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import { auditLogs, creatorProfiles, ledgerEntries, ledgerTransactions, notifications, paymentRefunds, payments, profiles, users, videoRequests } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { canTransition } from "@/server/services/video-requests/request-transitions";
import { isRefundable } from "@/server/services/payments/payment-status-groups";

export const orderIdSchema = z.object({ requestId: z.uuid("orders.errors.notFound") });

const fan = alias(users, "fan");
const actorProfile = alias(profiles, "audit_actor");

/**
 * One order for the console (finance_view): the request with its messages (the fan's instructions and details,
 * the creator's reason for declining), its fan and creator, every payment with its refunds
 * and ledger entries, its timeline (booked, payments, refunds, delivery and the audit entries on the order and
 * its payments, with who acted) and the notices its fan and creator were sent about it. What the page may offer is said here too (`can`), from the
 * same rules the actions check.
 */
export async function getOrderAdmin({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof orderIdSchema> }) {
  requirePermission(actor, "finance_view");
  const { requestId } = parseInput(orderIdSchema, input);
  const [order] = await db
    .select({
      id: videoRequests.id,
      status: videoRequests.status,
      occasion: videoRequests.occasion,
      recipientName: videoRequests.recipientName,
      deliveryTier: videoRequests.deliveryTier,
      amountCents: videoRequests.amountCents,
      currency: videoRequests.currency,
      dueAt: videoRequests.dueAt,
      completedAt: videoRequests.completedAt,
      declineReason: videoRequests.declineReason,
      instructions: videoRequests.instructions,
      specialDetails: videoRequests.specialDetails,
      createdAt: videoRequests.createdAt,
      updatedAt: videoRequests.updatedAt,
      fan: { id: fan.id, name: fan.name, email: fan.email },
      creator: { id: videoRequests.creatorId, name: creatorProfiles.displayName },
    })
    .from(videoRequests)
    .innerJoin(fan, eq(fan.id, videoRequests.fanId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, videoRequests.creatorId))
    .where(eq(videoRequests.id, requestId));
  if (!order) throw new AppError("NOT_FOUND", "orders.errors.notFound");

  const paymentRows = await db.select().from(payments).where(eq(payments.videoRequestId, requestId)).orderBy(asc(payments.createdAt));
  const paymentIds = paymentRows.map((row) => row.id);
  const [refunds, entries, history, notices] = await Promise.all([
    paymentIds.length
      ? db.select().from(paymentRefunds).where(inArray(paymentRefunds.paymentId, paymentIds)).orderBy(asc(paymentRefunds.createdAt))
      : [],
    paymentIds.length
      ? db
          .select({
            id: ledgerEntries.id,
            kind: ledgerTransactions.kind,
            reference: ledgerTransactions.reference,
            paymentId: ledgerTransactions.paymentId,
            account: ledgerEntries.account,
            amountCents: ledgerEntries.amountCents,
            currency: ledgerEntries.currency,
            createdAt: ledgerTransactions.createdAt,
          })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(inArray(ledgerTransactions.paymentId, paymentIds))
          .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerEntries.id))
      : [],
    db
      .select({
        id: auditLogs.id,
        action: auditLogs.action,
        details: auditLogs.details,
        metadata: auditLogs.metadata,
        createdAt: auditLogs.createdAt,
        actorName: sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${actorProfile.firstName}, ${actorProfile.lastName})), ''), ${users.email})`,
      })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.actorId))
      .leftJoin(actorProfile, eq(actorProfile.id, auditLogs.actorId))
      .where(inArray(auditLogs.resourceId, [requestId, ...paymentIds]))
      .orderBy(desc(auditLogs.createdAt)),
    db
      .select({ id: notifications.id, userId: notifications.userId, type: notifications.type, createdAt: notifications.createdAt })
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, [order.fan.id, order.creator.id]),
          or(sql`${notifications.params}->>'requestId' = ${requestId}`, paymentIds.length ? inArray(sql`${notifications.params}->>'paymentId'`, paymentIds) : undefined),
        ),
      )
      .orderBy(desc(notifications.createdAt)),
  ]);

  const refundable = paymentRows.find((row) => isRefundable(row.status));
  // The order's life in time order: booked, each payment tried, each refund, delivered, and what admins did.
  const timeline: TimelineEvent[] = [
    { at: order.createdAt, kind: "booked" as const },
    ...paymentRows.map((row) => ({ at: row.createdAt, kind: "payment" as const, status: row.status, amountCents: row.amountCents, currency: row.currency })),
    ...refunds.map((refund) => {
      const payment = paymentRows.find((row) => row.id === refund.paymentId)!;
      return { at: refund.createdAt, kind: "refund" as const, status: refund.status, amountCents: refund.amountCents, currency: payment.currency };
    }),
    ...(order.completedAt ? [{ at: order.completedAt, kind: "delivered" as const }] : []),
    ...history.map((entry) => ({ at: entry.createdAt, kind: "action" as const, action: entry.action, actorName: entry.actorName, details: entry.details })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    order,
    payments: paymentRows.map((row) => ({
      id: row.id,
      provider: row.provider,
      method: row.method,
      status: row.status,
      amountCents: row.amountCents,
      capturedCents: row.capturedCents,
      refundedCents: row.refundedCents,
      currency: row.currency,
      createdAt: row.createdAt,
      refunds: refunds.filter((refund) => refund.paymentId === row.id),
    })),
    ledger: entries,
    timeline,
    notices: notices.map((notice) => ({ ...notice, audience: notice.userId === order.fan.id ? ("fan" as const) : ("creator" as const) })),
    can: {
      refund: canTransition(order.status, "refund") && refundable ? { remainingCents: refundable.capturedCents - refundable.refundedCents, currency: refundable.currency } : null,
      cancel: canTransition(order.status, "cancel"),
      extend: canTransition(order.status, "expire"),
    },
  };
}

type Currency = (typeof payments.$inferSelect)["currency"];
type TimelineEvent =
  | { at: Date; kind: "booked" | "delivered" }
  | { at: Date; kind: "payment"; status: (typeof payments.$inferSelect)["status"]; amountCents: number; currency: Currency }
  | { at: Date; kind: "refund"; status: (typeof paymentRefunds.$inferSelect)["status"]; amountCents: number; currency: Currency }
  | { at: Date; kind: "action"; action: string; actorName: string | null; details: string };
