import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { payments } from "@/server/db/schema";
import { getPaymentProviders, type PaymentProviders, providerOf } from "@/server/payments";
import type { ProviderPayment } from "@/server/payments/types";
import { applyProviderState, lockPayment, type PaymentRow } from "./apply-provider-state";
import { isOpen } from "./payment-status-groups";
import type { ProviderAction } from "./provider-call-queue";

/** Whether the payment still needs `action` at its provider. */
function stillNeeded(payment: PaymentRow, action: ProviderAction) {
  return action === "capture" ? payment.status === "held" : payment.status === "held" || isOpen(payment.status);
}

/**
 * Carries out a queued provider call: captures or releases the payment at its provider (idempotent by
 * the payment's key, so the job and an immediate attempt may both run) and applies the provider's answer.
 * A provider that refuses is read back (a hold it already cancelled, an authorisation it let lapse) and
 * that state is applied; a provider that does not answer throws, and the job tries again.
 */
export async function carryOutProviderCall({
  db,
  paymentId,
  action,
  providers = getPaymentProviders(db),
}: {
  db: Db;
  paymentId: string;
  action: ProviderAction;
  providers?: PaymentProviders;
}): Promise<PaymentRow | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment?.providerRef) return payment ?? null;
  const provider = providerOf(providers, payment);
  if (!provider.holds || !stillNeeded(payment, action)) return payment;
  const key = `${payment.idempotencyKey}:${action}`;
  let state: ProviderPayment;
  try {
    state = action === "capture" ? await provider.capture(payment.providerRef, key) : await provider.cancel(payment.providerRef, key);
  } catch (error) {
    state = await provider.retrieve(payment.providerRef);
    const moved = action === "capture" ? state.status === "captured" || state.status === "cancelled" : state.status === "cancelled" || state.status === "captured";
    if (!moved) throw error;
  }
  return db.transaction(async (tx) => applyProviderState(tx, provider, (await lockPayment(tx, paymentId))!, state));
}

/**
 * The queued call, tried at once after the decision commits so the fan and the creator see its effect
 * now; when the provider does not answer, the job carries it out later.
 */
export async function providerCallNow(args: Parameters<typeof carryOutProviderCall>[0]): Promise<void> {
  try {
    await carryOutProviderCall(args);
  } catch (error) {
    console.warn(`payments: ${args.action} of ${args.paymentId} left to the outbox job`, error);
  }
}
