import "server-only";
import { eq, inArray } from "drizzle-orm";
import { writeAudit } from "@/server/audit/write-audit";
import type { Db } from "@/server/db";
import { payments } from "@/server/db/schema";
import type { PaymentProviders } from "@/server/payments";
import { getPaymentProviders, providerOf } from "@/server/payments";
import { stateEvent } from "@/server/payments/state-event";
import { paymentFor } from "./find-payment";
import { handlePaymentEvent } from "./handle-payment-event";
import { queueProviderCall } from "./provider-call-queue";
import { carryOutProviderCall } from "./provider-calls";
import { checkPaymentsWithProviders, type ProviderCheck } from "./provider-reconciliation";

export interface Repair {
  paymentId: string;
  action: "synced" | "released";
  from: string;
  to: string;
}

/** Releases a hold that should not exist: queued and audited in one transaction, then carried out. */
async function releaseHold(db: Db, providers: PaymentProviders, paymentId: string, reason: string): Promise<Repair> {
  await db.transaction(async (tx) => {
    await queueProviderCall(tx, paymentId, "cancel");
    await writeAudit(tx, null, {
      action: "payment.hold_released",
      category: "finance",
      resource: "payment",
      resourceId: paymentId,
      details: reason,
      severity: "high",
    });
  });
  const after = await carryOutProviderCall({ db, providers, paymentId, action: "cancel" });
  return { paymentId, action: "released", from: "held", to: after?.status ?? "held" };
}

/**
 * The hourly reconciliation (job payments.reconcileProviders): the same check as `npm run ledger:check`,
 * then what can be repaired is: a payment whose provider moved on without us is brought to the
 * provider's state; a hold on an order that ended, and every hold beyond the one payment that carries an
 * order, is released. Each repair writes an audit entry. Answers the check it started from and the repairs.
 */
export async function repairPayments({ db, providers = getPaymentProviders(db) }: { db: Db; providers?: PaymentProviders }): Promise<{
  check: ProviderCheck;
  repairs: Repair[];
}> {
  const check = await checkPaymentsWithProviders({ db, providers });
  const repairs: Repair[] = [];
  for (const divergence of check.divergences) {
    if (divergence.provider === "unreachable") continue;
    const [row] = await db.select().from(payments).where(eq(payments.id, divergence.paymentId));
    const provider = providerOf(providers, row!);
    const state = await provider.retrieve(row!.providerRef!);
    const outcome = await handlePaymentEvent({ db, providers, event: stateEvent(provider.name, row!.method, state) });
    const to = outcome.result === "applied" ? outcome.payment.status : row!.status;
    if (to === row!.status) continue;
    await writeAudit(db, null, {
      action: "payment.synced",
      category: "finance",
      resource: "payment",
      resourceId: row!.id,
      details: `Brought to the provider's state: ${divergence.detail}`,
      severity: "high",
      metadata: { from: row!.status, to },
    });
    repairs.push({ paymentId: row!.id, action: "synced", from: row!.status, to });
  }
  for (const orphan of check.orphanHolds) {
    for (const paymentId of orphan.paymentIds) {
      repairs.push(await releaseHold(db, providers, paymentId, `Hold on ${orphan.orderKind} ${orphan.orderId}, which has ended`));
    }
  }
  for (const extra of check.extraHolds) {
    const ref = extra.orderKind === "video" ? { requestId: extra.orderId } : { callBookingId: extra.orderId };
    const keep = await paymentFor(db, ref);
    const held = await db.select().from(payments).where(inArray(payments.id, extra.paymentIds));
    for (const row of held) {
      if (row.id === keep?.id || row.status !== "held") continue;
      repairs.push(await releaseHold(db, providers, row.id, `Extra hold on ${extra.orderKind} ${extra.orderId}, carried by payment ${keep?.id}`));
    }
  }
  return { check, repairs };
}
