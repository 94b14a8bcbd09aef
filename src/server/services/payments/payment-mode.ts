import "server-only";
import { env } from "@/env";
import { paymentModes } from "@/server/payments/mode";

/** What the checkout needs to pick its forms: the provider of each method and Stripe's publishable key. */
export function getPaymentMode() {
  const modes = paymentModes();
  return {
    card: modes.card,
    moncash: modes.moncash,
    /** At least one method runs offline: every payment screen shows the test-mode label. */
    testMode: modes.card === "test" || modes.moncash === "test",
    publishableKey: modes.card === "stripe" ? (env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? null) : null,
  };
}
