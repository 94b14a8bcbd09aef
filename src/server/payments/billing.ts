import "server-only";
import { env } from "@/env";
import type { Db } from "@/server/db";
import { paymentModes } from "./mode";
import { stripeSubscriptionBilling } from "./stripe/subscriptions";
import type { SubscriptionBilling } from "./subscriptions";
import { type TestSubscriptionBilling, testSubscriptionBilling } from "./simulator/subscriptions";

/** The billing provider subscriptions use, with the offline test mode's own steps when it is the one. */
export interface Billing {
  provider: SubscriptionBilling;
  test: TestSubscriptionBilling | null;
}

export function billingOf(provider: SubscriptionBilling): Billing {
  return { provider, test: provider.name === "test" ? (provider as TestSubscriptionBilling) : null };
}

const cached = globalThis as unknown as { lakouStripeBilling?: SubscriptionBilling };

/** The billing provider the environment chooses: cards and subscriptions share it (Stripe, or the test mode). */
export function getSubscriptionBilling(db: Db): Billing {
  if (paymentModes().card === "test") return billingOf(testSubscriptionBilling(db));
  return billingOf(
    (cached.lakouStripeBilling ??= stripeSubscriptionBilling({
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      appUrl: env.APP_URL,
    })),
  );
}
