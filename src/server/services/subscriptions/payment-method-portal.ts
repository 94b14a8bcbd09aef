import "server-only";
import type { z } from "zod";
import { env } from "@/env";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { type Billing, getSubscriptionBilling } from "@/server/payments/billing";
import { ownSubscription, type subscriptionIdInput } from "./manage-subscription";

export type PortalAnswer = { url: string } | { code: "PORTAL_NOT_CONFIGURED"; fallback: string | null };

/**
 * Where the subscriber changes the card behind a subscription: the provider's customer portal, or
 * PORTAL_NOT_CONFIGURED with the public portal link configured as a fallback (if any).
 */
export async function paymentMethodPortal({
  db,
  actor,
  input,
  billing = getSubscriptionBilling(db),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof subscriptionIdInput>;
  /** The billing provider (the edge composition's; the environment's by default). */
  billing?: Billing;
}): Promise<PortalAnswer> {
  const { ref } = await ownSubscription(db, actor, input);
  const url = await billing.provider.portalUrl(ref, `${env.APP_URL}/fan/subscriptions`);
  return url ? { url } : { code: "PORTAL_NOT_CONFIGURED", fallback: env.STRIPE_PORTAL_PUBLIC_URL ?? null };
}
