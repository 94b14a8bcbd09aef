import "server-only";
import type { Db } from "@/server/db";
import { AppError } from "@/server/errors";
import { paymentModes } from "./mode";
import type { SubscriptionBilling } from "./subscriptions";
import { type TestSubscriptionBilling, testSubscriptionBilling } from "./test/subscriptions";

/** The billing provider subscriptions use, with the offline test mode's own steps when it is the one. */
export interface Billing {
  provider: SubscriptionBilling;
  test: TestSubscriptionBilling | null;
}

export function billingOf(provider: SubscriptionBilling): Billing {
  return { provider, test: provider.name === "test" ? (provider as TestSubscriptionBilling) : null };
}

/**
 * The billing provider the environment chooses: cards and subscriptions share it. Stripe Billing is not
 * wired yet, so with Stripe keys set subscriptions are refused rather than faked.
 */
export function getSubscriptionBilling(db: Db): Billing {
  if (paymentModes().card !== "test") throw new AppError("UNAVAILABLE", "subscriptions.errors.checkoutFailed");
  return billingOf(testSubscriptionBilling(db));
}
