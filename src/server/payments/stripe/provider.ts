import "server-only";
import type Stripe from "stripe";
import { money } from "@/lib/money";
import { AppError } from "@/server/errors";
import type { FailureKey, PaymentEvent, PaymentProvider, ProviderPayment, ProviderPaymentStatus } from "../types";
import { createStripeClient, type StripeConnection, WEBHOOK_TOLERANCE_SECONDS } from "./client";

/** The Stripe events we act on; any other type is acknowledged and ignored. */
export const STRIPE_EVENT_TYPES = new Set([
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

/** Card payments through Stripe PaymentIntents, authorised at booking and captured on delivery. */
export function stripeProvider(connection: StripeConnection & { webhookSecret: string }): PaymentProvider {
  const stripe = createStripeClient(connection);
  const retrieve = async (ref: string) =>
    toProviderPayment(await stripe.paymentIntents.retrieve(ref, { expand: ["latest_charge"] }));

  return {
    name: "stripe",
    holds: true,
    refunds: "automatic",
    async createHold({ paymentId, amount, idempotencyKey, description, metadata }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amount.amount,
          currency: amount.currency.toLowerCase(),
          capture_method: "manual",
          automatic_payment_methods: { enabled: true },
          description,
          metadata: { ...metadata, paymentId },
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
      const object = event.data.object as { object: string; id: string; payment_intent?: string | { id: string } | null };
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
