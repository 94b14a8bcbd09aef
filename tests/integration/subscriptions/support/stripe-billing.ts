import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, expect } from "vitest";
import { env } from "@/env";
import { creatorSubscriptionTiers, subscriptionOrders } from "@/server/db/schema";
import { billingOf } from "@/server/payments/billing";
import { stripeSubscriptionBilling } from "@/server/payments/stripe/subscriptions";
import { createSubscriptionCheckout } from "@/server/services/subscriptions/create-checkout";
import { providersFor } from "../../payments/support";
import { createCreator, createTier, createUser } from "../../support/factories";
import { startFakeMoncash } from "../../support/fake-moncash";
import { startFakeStripe } from "../../support/fake-stripe";
import { useTestDb } from "../../support/test-db";
import { composeTestEdges } from "../../support/edge";
import { key } from "./index";

/**
 * Stripe Billing for a test file: the local fake behind the real SDK, on a fresh test database. The
 * services take `billing`; the webhook route gets it from the edge composition. Call once, at the top
 * of the file (it closes the fakes after the file's tests).
 */
export async function useStripeBilling() {
  const db = await useTestDb();
  const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
  afterAll(async () => {
    await fakes.stripe.close();
    await fakes.moncash.close();
  });
  const billing = billingOf(stripeSubscriptionBilling({ ...fakes.stripe.connection, appUrl: env.APP_URL }));
  composeTestEdges(db, { payments: providersFor("stripe", db, fakes), billing });
  const { POST } = await import("@/app/api/stripe/webhook/route");

  /** Stripe delivers one event to our webhook. */
  function deliver(event: Stripe.Event, options?: { secret?: string }) {
    const { body, signature } = fakes.stripe.signed(event, options);
    return POST(new Request("http://lakou.test/api/stripe/webhook", { method: "POST", headers: { "stripe-signature": signature }, body }));
  }

  /** Each event delivered in turn, each answered 200; their results ("applied", "duplicate", "ignored"…). */
  async function deliverAll(events: Stripe.Event[]) {
    const results: string[] = [];
    for (const event of events) {
      const response = await deliver(event);
      expect(response.status).toBe(200);
      results.push(((await response.json()) as { result?: string; ignored?: boolean }).result ?? "ignored");
    }
    return results;
  }

  /** A fan, a creator with a tier (default $5 a month) and the fan's Stripe Checkout for it, not yet paid. */
  async function checkout(options: { priceUsdCents?: number; billingPeriod?: "monthly" | "yearly"; annualDiscountPercent?: number } = {}) {
    const fan = await createUser(db);
    const creator = await createCreator(db);
    const tierId = await createTier(db, creator.id, { name: "Fanatik", priceUsdCents: options.priceUsdCents ?? 500 });
    if (options.annualDiscountPercent) {
      await db.update(creatorSubscriptionTiers).set({ annualDiscountPercent: options.annualDiscountPercent }).where(eq(creatorSubscriptionTiers.id, tierId));
    }
    const input = {
      tierId,
      billingPeriod: options.billingPeriod ?? "monthly",
      creatorId: creator.id,
      idempotencyKey: key(),
      successUrl: `/fan/creators/${creator.id}?subscription=success`,
      cancelUrl: `/fan/creators/${creator.id}?cancelled=true`,
    };
    const session = await createSubscriptionCheckout({ db, actor: fan, input, billing });
    return { fan, creator, tierId, input, session };
  }

  async function orderOf(sessionId: string) {
    const [order] = await db.select().from(subscriptionOrders).where(eq(subscriptionOrders.stripeCheckoutSessionId, sessionId));
    return order!;
  }

  /** The fan pays on Stripe Checkout and every event Stripe sent is delivered once. */
  async function paid(options: Parameters<typeof checkout>[0] = {}) {
    const started = await checkout(options);
    const subscriptionId = fakes.stripe.billing.completeCheckout(started.session.sessionId);
    await deliverAll(fakes.stripe.subscriptionEvents(subscriptionId));
    return { ...started, subscriptionId, order: await orderOf(started.session.sessionId) };
  }

  return { db, fakes, billing, deliver, deliverAll, checkout, orderOf, paid };
}
