import { routeMethods } from "@/server/http/methods";
import { rest, unparsed } from "@/server/http/rest";
import { manageSubscription } from "@/server/services/subscriptions/manage-subscription";

/** POST /api/stripe/subscriptions/manage {subscriptionOrderId, action: pause|resume|cancel|reactivate} -> {success, status}; only the subscriber. */
export const POST = rest(async ({ db, actor, providers, body }) => {
  const subscription = await manageSubscription({
    db,
    actor: await actor(),
    input: unparsed(body ?? {}),
    billing: providers.billing,
  });
  return { success: true, status: subscription.status };
}, { session: "required" });

export const { GET, PUT, PATCH, DELETE } = routeMethods({ POST });
