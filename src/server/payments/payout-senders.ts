import "server-only";
import Stripe from "stripe";
import { env } from "@/env";
import type { Money } from "@/lib/money";
import { paymentModes } from "./mode";
import { createStripeClient, type StripeConnection } from "./stripe/client";

/** How one payout was sent: a provider's reference, or `held` when a person must send it (live MonCash). */
export type SendResult = { outcome: "sent"; reference: string; simulated: boolean } | { outcome: "failed"; message: string } | { outcome: "held" };

export interface PayoutSender {
  send(input: { payoutId: string; amount: Money; destination: string | null; idempotencyKey: string }): Promise<SendResult>;
}

/** Stripe Connect: a transfer to the creator's connected account (Stripe then pays out on the account's schedule). */
export function stripeTransfers(connection: StripeConnection): PayoutSender {
  const stripe = createStripeClient(connection);
  return {
    async send({ payoutId, amount, destination, idempotencyKey }) {
      if (!destination) return { outcome: "failed", message: "no connected account" };
      try {
        const transfer = await stripe.transfers.create(
          { amount: amount.amount, currency: amount.currency.toLowerCase(), destination, metadata: { payoutId } },
          { idempotencyKey },
        );
        return { outcome: "sent", reference: transfer.id, simulated: false };
      } catch (error) {
        // Stripe refused the transfer (account, balance, parameters): final. Network and server errors are retried by the job.
        if (error instanceof Stripe.errors.StripeError && !(error instanceof Stripe.errors.StripeConnectionError) && (error.statusCode ?? 500) < 500) {
          return { outcome: "failed", message: error.message };
        }
        throw error;
      }
    },
  };
}

/** The offline test mode: a labelled simulated transfer, sent at once. */
export const simulatedSender = (prefix: string): PayoutSender => ({
  async send({ payoutId }) {
    return { outcome: "sent", reference: `${prefix}_test_${payoutId.slice(0, 8)}`, simulated: true };
  },
});

/** Live MonCash: no transfer API is wired yet, so payouts wait for an admin to send them and mark them paid. */
export const heldForAdmin: PayoutSender = { send: async () => ({ outcome: "held" }) };

export interface PayoutSenders {
  stripe: PayoutSender;
  moncash: PayoutSender;
}

const cached = globalThis as unknown as { lakouStripeTransfers?: PayoutSender };

/** The senders the environment chooses: real Stripe with keys, else test mode; MonCash live waits for an admin. */
export function getPayoutSenders(): PayoutSenders {
  const modes = paymentModes();
  return {
    stripe: modes.card === "stripe" ? (cached.lakouStripeTransfers ??= stripeTransfers({ secretKey: env.STRIPE_SECRET_KEY! })) : simulatedSender("tr"),
    moncash: modes.moncash === "moncash" ? heldForAdmin : simulatedSender("moncash"),
  };
}
