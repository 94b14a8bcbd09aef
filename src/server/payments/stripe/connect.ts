import "server-only";
import type Stripe from "stripe";
import { CURRENCIES, type Currency, money } from "@/lib/money";
import { AppError } from "@/server/errors";
import type { ConnectEvent, ConnectProvider } from "../types";
import { createStripeClient, type StripeConnection, WEBHOOK_TOLERANCE_SECONDS, webhookObjectOf } from "./client";

const currencyOf = (code: string): Currency => {
  const currency = code.toUpperCase() as Currency;
  if (!CURRENCIES.includes(currency)) throw new AppError("BAD_REQUEST", "errors.badRequest");
  return currency;
};

/**
 * Stripe Connect Express: an account per creator, onboarding through Stripe-hosted account links,
 * transfers read back, and the Connect events we act on. `webhookSecrets`: the platform endpoint's secret
 * and, when Connect events go to an endpoint of their own, that one's (either signature is accepted).
 */
export function stripeConnect(connection: StripeConnection & { webhookSecrets?: string[] }): ConnectProvider {
  const stripe = createStripeClient(connection);
  const secrets = (connection.webhookSecrets ?? []).filter(Boolean);

  function verified(body: string, signature: string): Stripe.Event {
    for (const secret of secrets) {
      try {
        return stripe.webhooks.constructEvent(body, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
      } catch {
        // Try the next endpoint's secret.
      }
    }
    throw new AppError("BAD_REQUEST", "errors.webhookSignature");
  }

  return {
    name: "stripe",
    async createAccount({ userId, email, idempotencyKey }) {
      const account = await stripe.accounts.create(
        {
          type: "express",
          email,
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { userId },
        },
        { idempotencyKey },
      );
      return { id: account.id };
    },
    async onboardingLink({ accountId, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        refresh_url: refreshUrl,
        return_url: returnUrl,
        type: "account_onboarding",
      });
      return link.url;
    },
    async retrieveAccount(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return {
        id: account.id,
        detailsSubmitted: account.details_submitted ?? false,
        chargesEnabled: account.charges_enabled ?? false,
        payoutsEnabled: account.payouts_enabled ?? false,
      };
    },
    async retrieveTransfer(transferId) {
      const transfer = await stripe.transfers.retrieve(transferId);
      return { id: transfer.id, amount: money(transfer.amount, currencyOf(transfer.currency)), reversedCents: transfer.amount_reversed };
    },
    async parseEvent(incoming) {
      if (incoming.kind !== "webhook") throw new AppError("BAD_REQUEST", "errors.badRequest");
      const event = verified(incoming.body, incoming.signature ?? "");
      if (event.type === "transfer.reversed") {
        return { provider: "stripe", id: event.id, type: event.type, transferId: webhookObjectOf(event).id } satisfies ConnectEvent;
      }
      // A connected account's own payout (Connect events name the account); the platform's payouts are not ours to act on.
      if (event.type === "payout.failed" && event.account) {
        const payout = webhookObjectOf(event) as { amount?: unknown; currency?: unknown; failure_code?: unknown };
        if (typeof payout.amount !== "number" || typeof payout.currency !== "string") throw new AppError("BAD_REQUEST", "errors.badRequest");
        return {
          provider: "stripe",
          id: event.id,
          type: event.type,
          accountId: event.account,
          amount: money(payout.amount, currencyOf(payout.currency)),
          failureCode: typeof payout.failure_code === "string" ? payout.failure_code : null,
        } satisfies ConnectEvent;
      }
      return null;
    },
  };
}
