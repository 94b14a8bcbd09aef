import "server-only";
import Stripe from "stripe";
import { money } from "@/lib/money";
import { AppError } from "@/server/errors";
import type { CardWallet, FailureKey, PaymentEvent, PaymentProvider, ProviderPayment, ProviderPaymentStatus } from "../types";
import { createStripeClient, type StripeConnection, WEBHOOK_TOLERANCE_SECONDS, webhookObjectOf } from "./client";

/** The Stripe events we act on; any other type is acknowledged and ignored. */
const STRIPE_EVENT_TYPES = new Set([
  "payment_intent.created",
  "payment_intent.requires_action",
  "payment_intent.amount_capturable_updated",
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
  "charge.refunded",
]);

function failureKey(intent: Stripe.PaymentIntent): FailureKey {
  return intent.last_payment_error?.code === "card_declined" ? "errors.cardDeclined" : "errors.paymentFailed";
}

function statusOf(intent: Stripe.PaymentIntent): ProviderPaymentStatus {
  switch (intent.status) {
    case "requires_capture":
      return "held";
    case "succeeded":
      return "captured";
    case "canceled":
      return "cancelled";
    case "requires_action":
      return "requires_action";
    case "requires_payment_method":
      return intent.last_payment_error ? "failed" : "pending";
    default:
      return "pending";
  }
}

function toProviderPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  const status = statusOf(intent);
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  return {
    ref: intent.id,
    paymentId: intent.metadata.paymentId ?? "",
    status,
    amount: money(intent.amount, intent.currency.toUpperCase() as "USD"),
    capturedCents: status === "captured" ? intent.amount_received : 0,
    refundedCents: charge?.amount_refunded ?? 0,
    ...(status === "failed" ? { failureKey: failureKey(intent) } : {}),
    ...(intent.client_secret ? { clientSecret: intent.client_secret } : {}),
  };
}

/** States a PaymentIntent can still be confirmed from. */
const CONFIRMABLE = new Set(["requires_payment_method", "requires_confirmation", "requires_action"]);

/**
 * Customers and their saved cards: one Customer per fan (made with an idempotency key), the card
 * PaymentMethods attached by setup_future_usage, the default from the Customer's invoice settings.
 */
function stripeWallet(stripe: Stripe, retrieve: (ref: string) => Promise<ProviderPayment>): CardWallet {
  return {
    async createCustomer({ userId, email, idempotencyKey }) {
      const customer = await stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey });
      return customer.id;
    },
    async listCards(customerRef) {
      const [customer, methods] = await Promise.all([
        stripe.customers.retrieve(customerRef),
        stripe.customers.listPaymentMethods(customerRef, { type: "card", limit: 100 }),
      ]);
      const fallback = "deleted" in customer && customer.deleted ? null : customer.invoice_settings.default_payment_method;
      const defaultId = typeof fallback === "string" ? fallback : (fallback?.id ?? null);
      // The same card paid with twice is two PaymentMethods with one fingerprint: shown once, the newest.
      const seen = new Set<string>();
      const cards = methods.data
        .filter((pm) => {
          const key = pm.card?.fingerprint ?? pm.id;
          if (!pm.card || seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .map((pm) => ({ id: pm.id, brand: pm.card!.brand, last4: pm.card!.last4, expMonth: pm.card!.exp_month, expYear: pm.card!.exp_year }));
      return { cards, defaultId };
    },
    async payWithCard(ref, cardId, returnUrl) {
      const intent = await stripe.paymentIntents.retrieve(ref);
      if (!CONFIRMABLE.has(intent.status)) return retrieve(ref);
      try {
        await stripe.paymentIntents.confirm(ref, { payment_method: cardId, return_url: returnUrl });
      } catch (error) {
        // A declined card is a state of the payment, read back below; anything else is an error.
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      }
      return retrieve(ref);
    },
    async removeCard(customerRef, cardId) {
      // Only a card of this customer's is detached: another customer's answers like a missing one.
      const method = await stripe.paymentMethods.retrieve(cardId).catch(() => null);
      const owner = typeof method?.customer === "string" ? method.customer : (method?.customer?.id ?? null);
      if (!method || owner !== customerRef) return false;
      await stripe.paymentMethods.detach(cardId);
      return true;
    },
  };
}

/** Card payments through Stripe PaymentIntents, authorised at booking and captured on delivery. */
export function stripeProvider(connection: StripeConnection & { webhookSecret: string }): PaymentProvider {
  const stripe = createStripeClient(connection);
  const retrieve = async (ref: string) =>
    toProviderPayment(await stripe.paymentIntents.retrieve(ref, { expand: ["latest_charge"] }));

  return {
    name: "stripe",
    holds: true,
    refunds: "automatic",
    wallet: stripeWallet(stripe, retrieve),
    async createHold({ paymentId, amount, idempotencyKey, description, metadata, customerRef }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amount.amount,
          currency: amount.currency.toLowerCase(),
          capture_method: "manual",
          automatic_payment_methods: { enabled: true },
          description,
          metadata: { ...metadata, paymentId },
          // The fan's card is saved to their Customer once the payment goes through.
          ...(customerRef ? { customer: customerRef, setup_future_usage: "on_session" as const } : {}),
        },
        { idempotencyKey },
      );
      return { ref: intent.id, clientSecret: intent.client_secret ?? undefined };
    },
    async capture(ref, idempotencyKey) {
      await stripe.paymentIntents.capture(ref, {}, { idempotencyKey });
      return retrieve(ref);
    },
    async cancel(ref, idempotencyKey) {
      await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey });
      return retrieve(ref);
    },
    async refund(ref, amount, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: ref, amount: amount.amount }, { idempotencyKey });
      return retrieve(ref);
    },
    retrieve,
    async parseEvent(incoming) {
      if (incoming.kind !== "webhook") throw new AppError("BAD_REQUEST", "errors.badRequest");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          incoming.body,
          incoming.signature ?? "",
          connection.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch {
        throw new AppError("BAD_REQUEST", "errors.webhookSignature");
      }
      if (!STRIPE_EVENT_TYPES.has(event.type)) return null;
      // Only the id is taken from the payload: the handler re-reads the PaymentIntent before acting.
      const object = webhookObjectOf(event) as { object: string; id: string; payment_intent?: string | { id: string } | null };
      const ref =
        object.object === "payment_intent"
          ? object.id
          : typeof object.payment_intent === "string"
            ? object.payment_intent
            : object.payment_intent?.id;
      if (!ref) return null;
      return { provider: "stripe", method: "card", id: event.id, type: event.type, ref } satisfies PaymentEvent;
    },
  };
}
