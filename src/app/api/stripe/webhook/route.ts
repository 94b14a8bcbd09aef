import { routeMethods } from "@/server/http/methods";
import { AppError, asAppError } from "@/server/errors";
import { WEBHOOK_BODY_MAX_BYTES } from "@/lib/http-limits";
import { errorResponse } from "@/server/http/error-response";
import { edgeContext } from "@/server/http/edge-context";
import { readTextCapped } from "@/server/http/read-body";
import type { IncomingEvent } from "@/server/payments/types";
import { handlePaymentEvent } from "@/server/services/payments/handle-payment-event";
import { handleBillingEvent } from "@/server/services/subscriptions/handle-billing-event";
import { handleConnectEvent } from "@/server/services/payouts/connect-events";

/**
 * POST /api/stripe/webhook: the signature is checked on the raw body (300 s tolerance); event types we do
 * not handle are acknowledged and ignored. Payment events go to the one payment event handler (which
 * re-reads the PaymentIntent), Billing events (invoice.*, customer.subscription.*, a completed
 * subscription checkout) to the one billing event handler (which re-reads the subscription), Connect
 * events (transfer.reversed, a connected account's payout.failed) to the payouts' handler; each is applied once. Bad signature or stale timestamp: 400, nothing changed; a body past WEBHOOK_BODY_MAX_BYTES: 413.
 * Database and providers come from the edge composition (edgeContext); nobody is signed in.
 */
export async function POST(req: Request): Promise<Response> {
  try {
    const { db, providers: edge } = edgeContext(req.headers);
    const providers = edge.payments;
    if (providers.card.name !== "stripe") throw new AppError("NOT_FOUND", "errors.notFound");
    const incoming: IncomingEvent = { kind: "webhook", body: await readTextCapped(req, WEBHOOK_BODY_MAX_BYTES), signature: req.headers.get("stripe-signature") };
    // Connect events first: one signed with the Connect endpoint's own secret is verified there.
    const connectEvent = await edge.connect.parseEvent(incoming);
    if (connectEvent) {
      const outcome = await handleConnectEvent({ db, connect: edge.connect, event: connectEvent });
      return Response.json({ received: true, result: outcome.result });
    }
    const event = await providers.card.parseEvent(incoming);
    if (event) {
      const outcome = await handlePaymentEvent({ db, providers, event });
      return Response.json({ received: true, result: outcome.result });
    }
    const billing = edge.billing;
    const billingEvent = billing.provider.name === "stripe" ? await billing.provider.parseEvent(incoming) : null;
    if (!billingEvent) return Response.json({ received: true, ignored: true });
    const outcome = await handleBillingEvent({ db, billing, event: billingEvent });
    return Response.json({ received: true, result: outcome.result });
  } catch (error) {
    const known = asAppError(error);
    if (known) return errorResponse(req, known);
    console.error("Stripe webhook failed:", error);
    return errorResponse(req, new AppError("INTERNAL", "errors.unexpected"));
  }
}

export const { GET, PUT, PATCH, DELETE } = routeMethods({ POST });
