import "server-only";
import Stripe from "stripe";
import { env } from "@/env";
import type { Money } from "@/lib/money";
import { paymentModes } from "./mode";
import { MONCASH_HOSTS, type MoncashConnection, moncashClient, MoncashTransferRefused } from "./moncash/client";
import { createStripeClient, type StripeConnection } from "./stripe/client";

/** How one payout was sent: a provider's reference, or `held` when a person must send it (live MonCash). */
type SendResult = { outcome: "sent"; reference: string; simulated: boolean } | { outcome: "failed"; message: string } | { outcome: "held" };

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

/** Payouts that wait for an admin to send them by hand and mark them paid (/admin/payouts). */
export const heldForAdmin: PayoutSender = { send: async () => ({ outcome: "held" }) };

/** MonCash's answer to a refused transfer that names the creator's wallet: the creator must fix their number. */
const WALLET_REFUSAL = /receiver|customer|wallet|account|number/i;

/**
 * Live MonCash: a Transfert from the business's prefunded balance to the creator's wallet, in HTG, under the
 * payout's id as MonCash reference. A retry first asks MonCash for that reference, so a transfer whose answer
 * was lost is never sent twice. A refusal naming the wallet fails the payout (the money is available again);
 * any other refusal (the prefunded balance too low, transfers off for the business) leaves it to an admin.
 */
export function moncashTransfers(connection: MoncashConnection): PayoutSender {
  const client = moncashClient(connection);
  return {
    async send({ payoutId, amount, destination }) {
      if (amount.currency !== "HTG") throw new Error(`MonCash pays HTG, not ${amount.currency}`);
      const receiver = destination?.replace(/\D/g, "");
      if (!receiver) return { outcome: "failed", message: "no MonCash number" };
      const done = await client.transferByReference(payoutId);
      if (done) return { outcome: "sent", reference: done.transaction_id, simulated: false };
      try {
        const sent = await client.transfer({ receiver, amountHtg: amount.amount / 100, reference: payoutId, desc: "Lakou payout" });
        return { outcome: "sent", reference: sent.transaction_id, simulated: false };
      } catch (error) {
        if (!(error instanceof MoncashTransferRefused)) throw error;
        return WALLET_REFUSAL.test(error.message) ? { outcome: "failed", message: error.message } : { outcome: "held" };
      }
    },
  };
}

export interface PayoutSenders {
  stripe: PayoutSender;
  moncash: PayoutSender;
}

const cached = globalThis as unknown as { lakouStripeTransfers?: PayoutSender; lakouMoncashTransfers?: PayoutSender };

/** The senders the environment chooses: real Stripe and MonCash transfers with their keys, else test mode. */
export function getPayoutSenders(): PayoutSenders {
  const modes = paymentModes();
  return {
    stripe: modes.card === "stripe" ? (cached.lakouStripeTransfers ??= stripeTransfers({ secretKey: env.STRIPE_SECRET_KEY! })) : simulatedSender("tr"),
    moncash:
      modes.moncash === "moncash"
        ? (cached.lakouMoncashTransfers ??= moncashTransfers({
            clientId: env.MONCASH_CLIENT_ID!,
            clientSecret: env.MONCASH_CLIENT_SECRET!,
            baseUrl: MONCASH_HOSTS[env.MONCASH_MODE],
          }))
        : simulatedSender("moncash"),
  };
}
