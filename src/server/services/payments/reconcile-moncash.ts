import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { payments } from "@/server/db/schema";
import { getPaymentProviders, type PaymentProviders, providerOf } from "@/server/payments";
import { stateEvent } from "@/server/payments/state-event";
import { writeTransition } from "./apply-provider-state";
import { handlePaymentEvent } from "./handle-payment-event";

export type ReconcileOutcome = "paid" | "refused" | "expired" | "pending" | "settled";

/**
 * Re-verifies one MonCash payment with MonCash (there is no webhook): paid or refused, it is applied
 * through the event handler; still unpaid after its deadline, it is given up (cancelled: if MonCash later
 * says it was paid, the money is owed back). "pending" means: try again later.
 */
export async function reconcileMoncashPayment({
  db,
  paymentId,
  providers = getPaymentProviders(db),
  now = new Date(),
}: {
  db: Db;
  paymentId: string;
  providers?: PaymentProviders;
  now?: Date;
}): Promise<ReconcileOutcome> {
  const [payment] = await db.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.method, "moncash")));
  if (!payment?.providerRef) return "settled";
  const provider = providerOf(providers, payment);
  const state = await provider.retrieve(payment.providerRef);
  const outcome = await handlePaymentEvent({ db, providers, event: stateEvent(provider.name, "moncash", state) });
  const row = outcome.result === "applied" ? outcome.payment : payment;
  if (row.status === "captured") return "paid";
  if (row.status === "failed") return "refused";
  if (row.status !== "pending") return "settled";
  if (row.expiresAt && row.expiresAt <= now) {
    const given = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
        .for("update");
      if (!locked) return false;
      await writeTransition(tx, locked, { status: "cancelled", capturedCents: 0, refundedCents: 0, failureMessage: "errors.moncashNotPaid", postings: [], paid: false });
      return true;
    });
    return given ? "expired" : "settled";
  }
  return "pending";
}
