import "server-only";
import Stripe from "stripe";
import { AppError } from "@/server/errors";

/** The Stripe API version Lakou is written against: pinned here, and only here. */
const STRIPE_API_VERSION = "2026-10-28.endive" as const;

/** Seconds a webhook signature stays valid (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The object a verified webhook event carries. A correctly signed event without an id or a data
 * object (nothing Stripe sends) is malformed input: 400, never a crash.
 */
export function webhookObjectOf(event: Stripe.Event): { object: string; id: string } & Record<string, unknown> {
  const object: unknown = (event as { data?: { object?: unknown } }).data?.object;
  const { id, object: kind } = (object ?? {}) as { id?: unknown; object?: unknown };
  if (typeof event.id !== "string" || typeof id !== "string" || typeof kind !== "string") {
    throw new AppError("BAD_REQUEST", "errors.badRequest");
  }
  return object as { object: string; id: string } & Record<string, unknown>;
}

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
