import "server-only";
import { expireSubscription } from "@/server/services/subscriptions/expire-subscription";
import type { JobHandler } from ".";

export const expireSubscriptionJob: JobHandler<"subscriptions.expire"> = async ({ db, data }) => {
  await expireSubscription({ db, subscriptionOrderId: data.subscriptionOrderId });
};
