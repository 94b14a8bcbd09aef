import "server-only";
import { env } from "@/env";
import type { Db } from "@/server/db";
import { paymentModes } from "./mode";
import { MONCASH_HOSTS } from "./moncash/client";
import { moncashProvider } from "./moncash/provider";
import { stripeProvider } from "./stripe/provider";
import { type TestProvider, testProvider } from "./simulator/provider";
import type { PaymentProvider, ProviderName } from "./types";

/**
 * The seam services call: one provider per payment method. In test mode the offline provider also
 * offers the steps a fan takes on the provider's side (test card, test MonCash page).
 */
export interface PaymentProviders {
  card: PaymentProvider;
  moncash: PaymentProvider;
  testCard: TestProvider | null;
  testMoncash: TestProvider | null;
}

export function providersOf(card: PaymentProvider, moncash: PaymentProvider): PaymentProviders {
  return {
    card,
    moncash,
    testCard: card.name === "test" ? (card as TestProvider) : null,
    testMoncash: moncash.name === "test" ? (moncash as TestProvider) : null,
  };
}

const cached = globalThis as unknown as { lakouStripe?: PaymentProvider; lakouMoncash?: PaymentProvider };

/** The providers the environment chooses (see paymentModes). */
export function getPaymentProviders(db: Db): PaymentProviders {
  const modes = paymentModes();
  const card =
    modes.card === "stripe"
      ? (cached.lakouStripe ??= stripeProvider({ secretKey: env.STRIPE_SECRET_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET! }))
      : testProvider(db, "card");
  const moncash =
    modes.moncash === "moncash"
      ? (cached.lakouMoncash ??= moncashProvider({
          clientId: env.MONCASH_CLIENT_ID!,
          clientSecret: env.MONCASH_CLIENT_SECRET!,
          baseUrl: MONCASH_HOSTS[env.MONCASH_MODE],
        }))
      : testProvider(db, "moncash");
  return providersOf(card, moncash);
}

/** The provider that took a payment; refuses when the environment now names another one. */
export function providerOf(providers: PaymentProviders, payment: { provider: ProviderName; method: "card" | "moncash" }) {
  const provider = providers[payment.method];
  if (provider.name !== payment.provider) {
    throw new Error(`Payment was made with ${payment.provider} but ${payment.method} now uses ${provider.name}`);
  }
  return provider;
}

export type { PaymentProvider } from "./types";
