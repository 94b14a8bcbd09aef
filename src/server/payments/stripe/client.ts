import "server-only";
import Stripe from "stripe";

/** The Stripe API version Lakou is written against: pinned here, and only here. */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

/** Seconds a webhook signature stays valid (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeConnection {
  secretKey: string;
  /** Tests point the real SDK at a local fake Stripe server. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

export function createStripeClient({ secretKey, host, port, protocol }: StripeConnection): Stripe {
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    appInfo: { name: "Lakou" },
    ...(host ? { host, port, protocol } : {}),
  });
}
