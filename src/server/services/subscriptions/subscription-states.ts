import "server-only";
import type { SUBSCRIPTION_STATUSES } from "@/server/db/schema";

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The states the database allows once per fan and creator (index subscription_orders_one_live_per_tier). */
export const LIVE_STATUSES: SubscriptionStatus[] = ["active", "paused", "past_due"];

/** The fan's actions and the states each may start from. */
export const MANAGE_ACTIONS = {
  pause: ["active"],
  resume: ["paused"],
  cancel: ["active", "paused", "past_due"],
  /** Undo a cancellation, while the paid period lasts (manageSubscription checks its end). */
  reactivate: ["cancelled"],
} as const satisfies Record<string, readonly SubscriptionStatus[]>;

export type ManageAction = keyof typeof MANAGE_ACTIONS;
