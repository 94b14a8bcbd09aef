import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { payments } from "@/server/db/schema";
import type { PaymentProviders } from "@/server/payments";
import type { PaymentEvent } from "@/server/payments/types";
import { applyProviderState, lockPayment, type PaymentRow, recordEvent } from "./apply-provider-state";
import { providerCallNow } from "./provider-calls";

export type EventOutcome = { result: "applied"; payment: PaymentRow } | { result: "duplicate" | "unknown_payment" };

/**
 * The one event handler (Stripe webhooks, MonCash returns and reconciliation, test mode). The event only
 * names a payment: its true state is re-read from the provider, then the event is recorded and its effect
 * applied in one transaction, so a replay does nothing and events in any order end in the same state.
 */
export async function handlePaymentEvent({
  db,
  providers,
  event,
}: {
  db: Db;
  providers: PaymentProviders;
  event: PaymentEvent;
}): Promise<EventOutcome> {
  const provider = providers[event.method];
  if (provider.name !== event.provider) throw new Error(`${event.provider} event while ${event.method} uses ${provider.name}`);
  const state = await provider.retrieve(event.ref);
  const outcome = await db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event, state))) return { result: "duplicate" } as const;
    const payment = await lockPayment(tx, state.paymentId);
    if (!payment || payment.provider !== provider.name) return { result: "unknown_payment" } as const;
    return { result: "applied", payment: await applyProviderState(tx, provider, payment, state) } as const;
  });
  if (outcome.result !== "applied" || !outcome.payment.followUp) return outcome;
  // The provider call decided with the change (a hold to release or to capture at once), tried now.
  const action = outcome.payment.followUp === "release" ? "cancel" : "capture";
  await providerCallNow({ db, providers, paymentId: outcome.payment.id, action });
  const [payment] = await db.select().from(payments).where(eq(payments.id, outcome.payment.id));
  return { result: "applied", payment: payment! };
}
