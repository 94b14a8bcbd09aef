import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { money } from "@/lib/money";
import { createDb } from "@/server/db";
import { subscriptionStateEvent } from "@/server/payments/subscriptions";
import { NotificationHub } from "@/server/services/notifications/notification-hub";
import { handleBillingEvent } from "@/server/services/subscriptions/handle-billing-event";
import { manageSubscription } from "@/server/services/subscriptions/manage-subscription";
import { createCreator, createTier, createUser } from "../support/factories";
import { useTestDatabase } from "../support/test-db";
import { activeSubscription, billingFor, key } from "../subscriptions/support";

const { db, url } = await useTestDatabase();
/** Another app instance, whose hub hears what the services commit through the test's pool. */
const instance = createDb(url, { max: 1 });
const hub = new NotificationHub(instance.$client);
afterAll(() => instance.$end());
beforeAll(() => hub.ready);

/** The notification types that reach a user's open streams, in order; `received(n)` waits for n of them. */
function streamOf(userId: string) {
  const types: string[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const stop = hub.subscribe(userId, {
    change: (change) => {
      if (change.kind === "created") types.push(change.notification.type);
      for (const waiter of waiters.filter((w) => types.length >= w.count)) waiter.resolve();
    },
    reconnected: () => {},
  });
  const received = async (count: number) => {
    if (types.length < count) await new Promise<void>((resolve) => waiters.push({ count, resolve }));
    return [...types];
  };
  return { types, received, stop };
}

describe("realtime subscription events (creator-admin-side §4)", () => {
  it("the activation reaches the fan and the new subscriber the creator; a tier change both; a cancellation both", async () => {
    const creator = await createCreator(db);
    const fan = await createUser(db);
    const bystander = await createUser(db);
    const creatorStream = streamOf(creator.id);
    const fanStream = streamOf(fan.id);
    const bystanderStream = streamOf(bystander.id);

    const { order } = await activeSubscription(db, { fan, creator });
    expect(await fanStream.received(1)).toEqual(["subscription.started"]);
    expect(await creatorStream.received(1)).toEqual(["subscription.newSubscriber"]);

    const vip = await createTier(db, creator.id, { name: "VIP", priceUsdCents: 1500 });
    const billing = billingFor(db);
    const change = { tierId: vip, tierName: "VIP", price: money(1500, "USD"), billingPeriod: "monthly" as const, idempotencyKey: key() };
    const state = await billing.test!.changePlanAt(order.stripeSubscriptionId!, change, new Date());
    await handleBillingEvent({ db, billing, event: subscriptionStateEvent("test", state) });
    expect(await fanStream.received(2)).toEqual(["subscription.started", "subscription.updated"]);
    expect(await creatorStream.received(2)).toEqual(["subscription.newSubscriber", "subscription.subscriberChangedTier"]);

    await manageSubscription({ db, actor: fan, input: { subscriptionOrderId: order.id, action: "cancel" } });
    expect(await creatorStream.received(3)).toEqual([
      "subscription.newSubscriber",
      "subscription.subscriberChangedTier",
      "subscription.subscriberCancelled",
    ]);
    expect(await fanStream.received(3)).toEqual(["subscription.started", "subscription.updated", "subscription.cancelled"]);
    expect(bystanderStream.types).toEqual([]);
    [creatorStream, fanStream, bystanderStream].forEach((stream) => stream.stop());
  });
});
