import "server-only";
import { createHash } from "node:crypto";
import type Stripe from "stripe";
import { type Currency, money } from "@/lib/money";
import type { BillingPeriod } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { BillingEvent, PlanChange, ProviderSubscription, ProviderSubscriptionStatus, SubscriptionBilling } from "../subscriptions";
import { createStripeClient, type StripeConnection, WEBHOOK_TOLERANCE_SECONDS, webhookObjectOf } from "./client";

/** The Stripe Billing events we act on; any other type is acknowledged and ignored. */
const STRIPE_BILLING_EVENT_TYPES = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "invoice.paid",
  "invoice.payment_failed",
  "invoice.payment_succeeded",
  "invoice.finalized",
  "invoice.voided",
]);

const INTERVALS = { monthly: "month", yearly: "year" } as const satisfies Record<BillingPeriod, Stripe.PriceCreateParams.Recurring.Interval>;

/** Stripe's lookup key for a tier's price per period: a changed price is another key, so another Price. */
const priceLookupKey = (plan: Pick<PlanChange, "tierId" | "billingPeriod" | "price">) =>
  `lakou_${plan.tierId}_${plan.billingPeriod}_${plan.price.currency}_${plan.price.amount}`.toLowerCase();

/** What Stripe bills for a plan: its amount and currency, every month or every year. */
const recurringPrice = (plan: Pick<PlanChange, "billingPeriod" | "price">) => ({
  currency: plan.price.currency.toLowerCase(),
  unit_amount: plan.price.amount,
  recurring: { interval: INTERVALS[plan.billingPeriod] },
});

/** The Product behind a tier's prices, under an id of ours so it is found again without a search. */
const productIdOf = (tierId: string) => `lakou_tier_${tierId}`;

function statusOf(sub: Stripe.Subscription): ProviderSubscriptionStatus {
  switch (sub.status) {
    case "incomplete":
      return "incomplete";
    case "trialing":
    case "active":
      return sub.pause_collection ? "paused" : "active";
    case "past_due":
    case "unpaid":
      return "past_due";
    case "paused":
      return "paused";
    default:
      return "canceled";
  }
}

const date = (seconds: number | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** The subscription a billing object belongs to (a subscription, an invoice, a checkout session). */
function subscriptionRefOf(object: { object: string; id: string; subscription?: unknown; parent?: unknown }): string | null {
  const idOf = (value: unknown) => (typeof value === "string" ? value : ((value as { id?: string } | null)?.id ?? null));
  if (object.object === "subscription") return object.id;
  if (object.object === "checkout.session") return idOf(object.subscription);
  if (object.object === "invoice") {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } | null } | null;
    return idOf(parent?.subscription_details?.subscription);
  }
  return null;
}

/**
 * Stripe Billing behind the subscription seam: Checkout in subscription mode on a Price per tier and
 * period (found by lookup key, created when the tier's price is new), the fan's actions as subscription
 * updates, and the state read back from the subscription and its paid invoices.
 */
export function stripeSubscriptionBilling(connection: StripeConnection & { webhookSecret: string; appUrl: string }): SubscriptionBilling {
  const stripe = createStripeClient(connection);
  const absolute = (url: string) => new URL(url, connection.appUrl).toString();

  async function productFor(tierId: string, tierName: string): Promise<string> {
    const id = productIdOf(tierId);
    try {
      const product = await stripe.products.retrieve(id);
      if (product.name !== tierName) await stripe.products.update(id, { name: tierName });
      return id;
    } catch (error) {
      if ((error as { code?: string }).code !== "resource_missing") throw error;
    }
    await stripe.products.create({ id, name: tierName, metadata: { tierId } }, { idempotencyKey: `product:${id}` });
    return id;
  }

  async function priceFor(plan: Omit<PlanChange, "idempotencyKey">): Promise<string> {
    const lookupKey = priceLookupKey(plan);
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const price = await stripe.prices.create(
      {
        product: await productFor(plan.tierId, plan.tierName),
        ...recurringPrice(plan),
        lookup_key: lookupKey,
        metadata: { tierId: plan.tierId, billingPeriod: plan.billingPeriod },
      },
      { idempotencyKey: `price:${lookupKey}` },
    );
    return price.id;
  }

  async function retrieve(ref: string): Promise<ProviderSubscription> {
    const sub = await stripe.subscriptions.retrieve(ref);
    const item = sub.items.data[0];
    if (!item) throw new AppError("NOT_FOUND", "subscriptions.errors.notFound");
    const invoices = await stripe.invoices.list({ subscription: ref, status: "paid", limit: 100 });
    const currency = item.price.currency.toUpperCase() as Currency;
    const state: Omit<ProviderSubscription, "revision"> = {
      ref: sub.id,
      subscriptionOrderId: sub.metadata.subscriptionOrderId ?? "",
      status: statusOf(sub),
      tierId: item.price.metadata.tierId ?? sub.metadata.tierId ?? "",
      price: money(item.price.unit_amount ?? 0, currency),
      billingPeriod: item.price.recurring?.interval === "year" ? "yearly" : "monthly",
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      currentPeriodStart: date(item.current_period_start),
      currentPeriodEnd: date(item.current_period_end),
      paidInvoices: invoices.data
        .filter((invoice) => invoice.amount_paid > 0 && invoice.id)
        .map((invoice) => ({ id: invoice.id!, amount: money(invoice.amount_paid, invoice.currency.toUpperCase() as Currency) })),
    };
    // Stripe has no revision number: the state itself names it, so the same state read twice is one event.
    const revision = createHash("sha256").update(JSON.stringify(state)).digest("hex").slice(0, 16);
    return { ...state, revision };
  }

  async function update(ref: string, params: Stripe.SubscriptionUpdateParams, idempotencyKey?: string) {
    await stripe.subscriptions.update(ref, params, idempotencyKey ? { idempotencyKey } : undefined);
    return retrieve(ref);
  }

  return {
    name: "stripe",
    async createCheckout(input) {
      const price = await priceFor(input);
      const success = absolute(input.successUrl);
      const session = await stripe.checkout.sessions.create(
        {
          mode: "subscription",
          line_items: [{ price, quantity: 1 }],
          // Stripe fills in the session id; the return page verifies it before saying anything.
          success_url: `${success}${success.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: absolute(input.cancelUrl),
          client_reference_id: input.subscriptionOrderId,
          metadata: { subscriptionOrderId: input.subscriptionOrderId },
          subscription_data: { metadata: { subscriptionOrderId: input.subscriptionOrderId, tierId: input.tierId } },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new AppError("UNAVAILABLE", "subscriptions.errors.noCheckoutUrl");
      return { sessionId: session.id, sessionUrl: session.url };
    },
    async subscriptionOfSession(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return session.status === "complete" ? subscriptionRefOf(session) : null;
    },
    async expireCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === "open") await stripe.checkout.sessions.expire(sessionId);
      return session.status !== "complete";
    },
    retrieve,
    pause: (ref) => update(ref, { pause_collection: { behavior: "void" } }),
    resume: (ref) => update(ref, { pause_collection: "" }),
    async changePlan(ref, plan) {
      const sub = await stripe.subscriptions.retrieve(ref);
      const item = sub.items.data[0];
      if (!item) throw new AppError("NOT_FOUND", "subscriptions.errors.notFound");
      return update(
        ref,
        {
          items: [{ id: item.id, price: await priceFor(plan) }],
          proration_behavior: "always_invoice",
          metadata: { ...sub.metadata, tierId: plan.tierId },
        },
        plan.idempotencyKey,
      );
    },
    async previewChange(ref, plan) {
      const sub = await stripe.subscriptions.retrieve(ref);
      const item = sub.items.data[0];
      if (!item) throw new AppError("NOT_FOUND", "subscriptions.errors.notFound");
      // A preview writes nothing: the new plan goes in as an inline price on the item's own Product (Stripe
      // prorates by amount, currency and interval only); its Product and Price are made by the change itself.
      const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
      const preview = await stripe.invoices.createPreview({
        subscription: ref,
        subscription_details: {
          items: [{ id: item.id, price_data: { product, ...recurringPrice(plan) } }],
          proration_behavior: "always_invoice",
        },
      });
      return money(preview.total, preview.currency.toUpperCase() as Currency);
    },
    cancel: (ref) => update(ref, { cancel_at_period_end: true }),
    reactivate: (ref) => update(ref, { cancel_at_period_end: false }),
    async portalUrl(ref, returnUrl) {
      const sub = await stripe.subscriptions.retrieve(ref);
      const customer = typeof sub.customer === "string" ? sub.customer : sub.customer.id;
      try {
        return (await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl })).url;
      } catch (error) {
        // A portal never configured in the dashboard: the spec's PORTAL_NOT_CONFIGURED.
        if (String((error as Error).message).includes("No configuration provided")) return null;
        throw error;
      }
    },
    async parseEvent(incoming) {
      if (incoming.kind !== "webhook") throw new AppError("BAD_REQUEST", "errors.badRequest");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(incoming.body, incoming.signature ?? "", connection.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch {
        throw new AppError("BAD_REQUEST", "errors.webhookSignature");
      }
      if (!STRIPE_BILLING_EVENT_TYPES.has(event.type)) return null;
      // Only the subscription's id is taken from the payload: the handler re-reads the subscription.
      const ref = subscriptionRefOf(webhookObjectOf(event));
      if (!ref) return null;
      return { provider: "stripe", id: event.id, type: event.type, ref } satisfies BillingEvent;
    },
  };
}
