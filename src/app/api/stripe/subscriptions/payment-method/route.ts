import { routeMethods } from "@/server/http/methods";
import { rest, unparsed } from "@/server/http/rest";
import { requestLocale, translateKey } from "@/server/http/translate";
import { paymentMethodPortal } from "@/server/services/subscriptions/payment-method-portal";

/**
 * POST /api/stripe/subscriptions/payment-method {subscriptionId} -> {url} (the customer portal), or 503
 * {error, code: PORTAL_NOT_CONFIGURED, fallback} with the configured public portal link (or null).
 */
export const POST = rest(async ({ req, db, actor, providers, body }) => {
  const subscriptionOrderId = (body as { subscriptionId?: unknown } | null)?.subscriptionId;
  const answer = await paymentMethodPortal({
    db,
    actor: await actor(),
    input: unparsed({ subscriptionOrderId }),
    billing: providers.billing,
  });
  if ("url" in answer) return { url: answer.url };
  const error = translateKey(requestLocale(req), "subscriptions.errors.portalNotConfigured");
  return Response.json({ error, code: answer.code, fallback: answer.fallback }, { status: 503 });
}, { session: "required" });

export const { GET, PUT, PATCH, DELETE } = routeMethods({ POST });
