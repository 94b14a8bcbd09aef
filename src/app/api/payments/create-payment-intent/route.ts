import { routeMethods } from "@/server/http/methods";
import { rest, unparsed } from "@/server/http/rest";
import { toMinorUnits } from "@/server/http/major-units";
import { startCardPayment } from "@/server/services/payments/start-card-payment";

type Body = {
  amount?: unknown;
  currency?: unknown;
  creatorId?: unknown;
  idempotencyKey?: unknown;
  requestId?: unknown;
  requestDetails?: { requestId?: unknown; id?: unknown } | null;
} | null;

/**
 * POST /api/payments/create-payment-intent {amount (major units, e.g. 187.5), currency (default usd),
 * creatorId, requestDetails: {requestId}, idempotencyKey} -> {clientSecret, paymentIntentId}.
 * The amount charged is the request's, computed on the server; a disagreeing `amount` is refused (409).
 */
export const POST = rest(async ({ db, actor, providers, body }) => {
  const b = (body ?? {}) as NonNullable<Body>;
  return startCardPayment({
    db,
    actor: await actor(),
    providers: providers.payments,
    input: unparsed({
      requestId: b.requestId ?? b.requestDetails?.requestId ?? b.requestDetails?.id,
      idempotencyKey: b.idempotencyKey,
      creatorId: b.creatorId,
      amountCents: toMinorUnits(b.amount),
      currency: b.currency ?? "usd",
    }),
  });
}, { session: "required" });

export const { GET, PUT, PATCH, DELETE } = routeMethods({ POST });
