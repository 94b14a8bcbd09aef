import { routeMethods } from "@/server/http/methods";
import { rest, unparsed } from "@/server/http/rest";
import { createSubscriptionCheckout } from "@/server/services/subscriptions/create-checkout";

/**
 * POST /api/stripe/subscriptions/create {tierId, creatorId, billingPeriod (monthly|yearly), idempotencyKey,
 * successUrl, cancelUrl} -> {sessionUrl, sessionId}. Return URLs off our origin are refused (422).
 */
export const POST = rest(
  async ({ db, actor, providers, body }) =>
    createSubscriptionCheckout({ db, actor: await actor(), input: unparsed(body ?? {}), billing: providers.billing }),
  { session: "required" },
);

export const { GET, PUT, PATCH, DELETE } = routeMethods({ POST });
