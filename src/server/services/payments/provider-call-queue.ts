import "server-only";
import type { Queryable } from "@/server/db";
import { scheduleJob } from "@/server/jobs/enqueue";

/** What we ask a card provider to do with a payment once our decision is committed. */
export type ProviderAction = "capture" | "cancel";

/**
 * The outbox: every decision is made and committed in PostgreSQL first, and the provider call that
 * follows from it is queued in the same transaction (one job per payment and action), so a move our
 * database refuses never reaches the provider, and a call that fails is retried until it lands.
 */
export async function queueProviderCall(tx: Queryable, paymentId: string, action: ProviderAction): Promise<void> {
  await scheduleJob(tx, "payments.providerCall", { paymentId, action }, { at: new Date(), key: `${paymentId}:${action}` });
}
