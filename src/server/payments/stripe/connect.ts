import "server-only";
import type { ConnectProvider } from "../types";
import { createStripeClient, type StripeConnection } from "./client";

/** Stripe Connect Express: an account per creator, onboarding through Stripe-hosted account links. */
export function stripeConnect(connection: StripeConnection): ConnectProvider {
  const stripe = createStripeClient(connection);
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
  };
}
