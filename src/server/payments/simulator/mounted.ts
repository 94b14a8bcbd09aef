import "server-only";
import type { EdgeProviders } from "@/server/http/edge-context";

/**
 * The simulator (its procedures and pages) exists only while a payment method runs offline: cards (and with
 * them subscriptions and Connect onboarding) or MonCash. Anywhere else it answers 404.
 */
export function simulatorMounted(providers: EdgeProviders): boolean {
  return providers.payments.card.name === "test" || providers.payments.moncash.name === "test";
}
