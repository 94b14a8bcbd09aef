import { routeMethods } from "@/server/http/methods";
import { getDb } from "@/server/db";
import { AppError } from "@/server/errors";
import { errorResponse } from "@/server/http/error-response";
import { getPaymentProviders } from "@/server/payments";
import { handlePaymentEvent } from "@/server/services/payments/handle-payment-event";

/**
 * POST /api/stripe/webhook: the signature is checked on the raw body (300 s tolerance); event types we do
 * not handle are acknowledged and ignored; the rest go to the one event handler, which re-reads the
 * PaymentIntent and applies it once. Bad signature or stale timestamp: 400, nothing changed.
 */
export async function POST(req: Request): Promise<Response> {
  try {
    const db = getDb();
    const providers = getPaymentProviders(db);
    if (providers.card.name !== "stripe") throw new AppError("NOT_FOUND", "errors.notFound");
    const event = await providers.card.parseEvent({
      kind: "webhook",
      body: await req.text(),
      signature: req.headers.get("stripe-signature"),
    });
    if (!event) return Response.json({ received: true, ignored: true });
    const outcome = await handlePaymentEvent({ db, providers, event });
    return Response.json({ received: true, result: outcome.result });
  } catch (error) {
    if (error instanceof AppError) return errorResponse(req, error);
    console.error("Stripe webhook failed:", error);
    return errorResponse(req, new AppError("INTERNAL", "errors.unexpected"));
  }
}

export const { GET, PUT, PATCH, DELETE } = routeMethods({ POST });
