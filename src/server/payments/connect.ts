import "server-only";
import { env } from "@/env";
import type { Db } from "@/server/db";
import { paymentModes } from "./mode";
import type { ConnectAccount, ConnectProvider } from "./types";
import { stripeConnect } from "./stripe/connect";
import { testConnect } from "./simulator/connect";

const cached = globalThis as unknown as { lakouStripeConnect?: ConnectProvider };

/** The provider the environment chooses (the card mode of paymentModes). */
export function getConnectProvider(db: Db): ConnectProvider {
  if (paymentModes().card === "stripe") return (cached.lakouStripeConnect ??= stripeConnect({
        secretKey: env.STRIPE_SECRET_KEY!,
        webhookSecrets: [env.STRIPE_WEBHOOK_SECRET!, env.STRIPE_CONNECT_WEBHOOK_SECRET ?? ""],
      }));
  return testConnect(db);
}

/** Payouts can reach the creator: Stripe has both charges and payouts on (sent details alone are not enough). */
export const onboardingComplete = (account: ConnectAccount) =>
  account.detailsSubmitted && account.chargesEnabled && account.payoutsEnabled;
