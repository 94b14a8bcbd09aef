import "server-only";
import { z } from "zod";
import { expireSubscription } from "@/server/services/subscriptions/expire-subscription";
import { defineJob } from "../define-job";

/** Scheduled at a cancelled subscription's period end: it expires, and access ends with the period. */
export const expireSubscriptionJob = defineJob({
  name: "subscriptions.expire",
  payload: z.object({ subscriptionOrderId: z.string().uuid() }),
  handler: async ({ db, data }) => {
    await expireSubscription({ db, subscriptionOrderId: data.subscriptionOrderId });
  },
});
