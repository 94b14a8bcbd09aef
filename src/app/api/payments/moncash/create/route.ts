import { routeMethods } from "@/server/http/methods";
import { rest, unparsed } from "@/server/http/rest";
import { toMinorUnits } from "@/server/http/major-units";
import { startMoncashPayment } from "@/server/services/payments/start-moncash-payment";

type Body = { orderId?: unknown; amount?: unknown; phoneNumber?: unknown; creatorId?: unknown; idempotencyKey?: unknown } | null;

/**
 * POST /api/payments/moncash/create {orderId (the request id), amount (HTG total, gourdes), currency (HTG),
 * phoneNumber (509 and 8 digits), creatorId, requestDetails, description, idempotencyKey?} -> {redirect_url}.
 * Without an idempotency key, one MonCash payment per request.
 */
export const POST = rest(async ({ db, actor, providers, body }) => {
  const b = (body ?? {}) as NonNullable<Body>;
  const { redirectUrl } = await startMoncashPayment({
    db,
    actor: await actor(),
    providers: providers.payments,
    input: unparsed({
      requestId: b.orderId,
      idempotencyKey: b.idempotencyKey ?? (typeof b.orderId === "string" ? `moncash-${b.orderId}` : undefined),
      phoneNumber: b.phoneNumber,
      creatorId: b.creatorId,
      amountCents: toMinorUnits(b.amount),
    }),
  });
  return { redirect_url: redirectUrl };
}, { session: "required" });

export const { GET, PUT, PATCH, DELETE } = routeMethods({ POST });
