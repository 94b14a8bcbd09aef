import "server-only";
import { and, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Db, Queryable } from "@/server/db";
import { callBookings, payments, videoRequests } from "@/server/db/schema";
import type { PaymentProviders } from "@/server/payments";
import type { ProviderPayment } from "@/server/payments/types";
import { CLOSED_STATUSES } from "@/server/services/video-requests/request-transitions";
import type { PaymentRow } from "./apply-provider-state";
import { CARRYING_STATUSES, FINAL_STATUSES } from "./payment-status-groups";

/** A payment whose row and provider disagree. */
interface Divergence {
  paymentId: string;
  ours: PaymentRow["status"];
  provider: ProviderPayment["status"] | "unreachable";
  detail: string;
}

/** An order carrying money it should not: a hold on an order that ended, or more than one live payment. */
interface HoldProblem {
  orderKind: "video" | "call";
  orderId: string;
  paymentIds: string[];
  amountCents: number;
  currency: string;
}

export interface ProviderCheck {
  checked: number;
  divergences: Divergence[];
  /** Held payments whose order has ended (withdrawn, declined, expired, refunded, a cancelled call). */
  orphanHolds: HoldProblem[];
  /** Orders with more than one payment carrying their money. */
  extraHolds: HoldProblem[];
}

/** Whether our row's status is what the provider's state means for it (MonCash has no holds and no refunds). */
function agrees(row: Pick<PaymentRow, "status" | "method" | "refundedCents">, state: ProviderPayment): boolean {
  switch (row.status) {
    case "pending":
    case "requires_action":
    case "failed":
    case "held":
      return state.status === row.status;
    case "captured":
    case "partially_refunded":
    case "refunded":
      return state.status === "captured" && (row.method === "moncash" || state.refundedCents === row.refundedCents);
    case "refund_owed":
      return state.status === "captured";
    case "cancelled":
      return row.method === "moncash" ? state.status !== "captured" : state.status === "cancelled";
  }
}

/** Payments checked against their provider: every one not final, or (`all`) every one. */
async function paymentsToCheck(db: Queryable, all: boolean) {
  const base = isNotNull(payments.providerRef);
  return db
    .select()
    .from(payments)
    .where(all ? base : and(base, notInArray(payments.status, [...FINAL_STATUSES])))
    .orderBy(payments.createdAt);
}

/** Holds on orders that ended, and orders carried by more than one payment (SQL over our rows). */
async function holdProblems(db: Queryable): Promise<Pick<ProviderCheck, "orphanHolds" | "extraHolds">> {
  const order = sql`coalesce(${payments.videoRequestId}, ${payments.callBookingId})`;
  const kind = sql<"video" | "call">`case when ${payments.videoRequestId} is null then 'call' else 'video' end`;
  const group = {
    orderKind: kind,
    orderId: sql<string>`${order}::text`,
    paymentIds: sql<string[]>`array_agg(${payments.id}::text order by ${payments.createdAt})`,
    amountCents: sql<number>`sum(${payments.amountCents})::int`,
    currency: sql<string>`min(${payments.currency})`,
  };
  const orphanHolds = await db
    .select(group)
    .from(payments)
    .leftJoin(videoRequests, eq(videoRequests.id, payments.videoRequestId))
    .leftJoin(callBookings, eq(callBookings.id, payments.callBookingId))
    .where(
      and(
        eq(payments.status, "held"),
        sql`(${inArray(videoRequests.status, [...CLOSED_STATUSES])} or ${callBookings.status} = 'cancelled')`,
      ),
    )
    .groupBy(order, kind);
  const extraHolds = await db
    .select(group)
    .from(payments)
    .where(and(inArray(payments.status, [...CARRYING_STATUSES]), sql`${order} is not null`))
    .groupBy(order, kind)
    .having(sql`count(*) > 1`);
  return { orphanHolds, extraHolds };
}

/**
 * Compares our payments with each provider's own view (the test provider's tables, Stripe's and
 * MonCash's APIs, the fake servers in tests) and finds holds that should not exist. Reads only.
 */
export async function checkPaymentsWithProviders({
  db,
  providers,
  all = false,
}: {
  db: Db;
  providers: PaymentProviders;
  all?: boolean;
}): Promise<ProviderCheck> {
  const rows = await paymentsToCheck(db, all);
  const divergences: Divergence[] = [];
  for (const row of rows) {
    const provider = providers[row.method];
    if (provider.name !== row.provider) continue; // made with a provider this environment does not reach
    let state: ProviderPayment;
    try {
      state = await provider.retrieve(row.providerRef!);
    } catch (error) {
      divergences.push({ paymentId: row.id, ours: row.status, provider: "unreachable", detail: String(error) });
      continue;
    }
    if (!agrees(row, state)) {
      divergences.push({
        paymentId: row.id,
        ours: row.status,
        provider: state.status,
        detail: `ours ${row.status} (refunded ${row.refundedCents}), ${provider.name} ${state.status} (captured ${state.capturedCents}, refunded ${state.refundedCents})`,
      });
    }
  }
  return { checked: rows.length, divergences, ...(await holdProblems(db)) };
}

/** The check as a person reads it; empty problems print one line. */
export function formatProviderCheck(check: ProviderCheck): string {
  const lines = [`Checked ${check.checked} payment(s) with their providers.`];
  for (const d of check.divergences) lines.push(`- divergence: payment ${d.paymentId}: ${d.detail}`);
  for (const h of check.orphanHolds) lines.push(`- orphan hold: ${h.orderKind} ${h.orderId} has ended but payment(s) ${h.paymentIds.join(", ")} still hold ${h.amountCents} ${h.currency}`);
  for (const h of check.extraHolds) lines.push(`- extra holds: ${h.orderKind} ${h.orderId} is carried by ${h.paymentIds.length} payments (${h.amountCents} ${h.currency} in all)`);
  if (problemCount(check) === 0) lines.push("Payments agree with their providers; no orphan or extra holds.");
  return lines.join("\n");
}

export const problemCount = (check: ProviderCheck) => check.divergences.length + check.orphanHolds.length + check.extraHolds.length;
