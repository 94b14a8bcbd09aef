import "server-only";
import { env } from "@/env";
import type { Db } from "@/server/db";
import { paymentModes } from "./mode";
import { stripeConnect } from "./stripe/connect";
import { testConnect } from "./test/connect";

/** A creator's payout account as the provider knows it: the only source of the profile's Stripe fields. */
export interface ConnectAccount {
  id: string;
  /** The onboarding form was sent (Stripe may still be verifying it). */
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
}

/**
 * The payout-onboarding seam: Stripe Connect Express when Stripe keys are set, else the offline test
 * mode, which simulates the onboarding steps on a labelled page of its own.
 */
export interface ConnectProvider {
  name: "stripe" | "test";
  /** Opens the creator's account; the same key always answers the same account. */
  createAccount(input: { userId: string; email: string; idempotencyKey: string }): Promise<{ id: string }>;
  /** Where the creator goes to (continue to) fill in onboarding; single use, short lived. */
  onboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string; locale: string }): Promise<string>;
  retrieveAccount(accountId: string): Promise<ConnectAccount>;
}

const cached = globalThis as unknown as { lakouStripeConnect?: ConnectProvider };

/** The provider the environment chooses (the card mode of paymentModes). */
export function getConnectProvider(db: Db): ConnectProvider {
  if (paymentModes().card === "stripe") return (cached.lakouStripeConnect ??= stripeConnect({ secretKey: env.STRIPE_SECRET_KEY! }));
  return testConnect(db);
}

/** Payouts can reach the creator: Stripe has both charges and payouts on (sent details alone are not enough). */
export const onboardingComplete = (account: ConnectAccount) =>
  account.detailsSubmitted && account.chargesEnabled && account.payoutsEnabled;
