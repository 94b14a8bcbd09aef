import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { subscriptionOrders } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { type Billing, getSubscriptionBilling } from "@/server/payments/billing";
import { subscriptionStateEvent } from "@/server/payments/subscriptions";
import { handleBillingEvent } from "./handle-billing-event";
import { MANAGE_ACTIONS, type ManageAction } from "./subscription-states";

export const subscriptionIdInput = z.object({ subscriptionOrderId: z.uuid("subscriptions.validation.subscription") });
export const manageInput = subscriptionIdInput.extend({
  action: z.enum(Object.keys(MANAGE_ACTIONS) as [ManageAction, ...ManageAction[]], "subscriptions.validation.action"),
});

/** The actor's own subscription with a provider subscription behind it; anyone else's is refused. */
export async function ownSubscription(db: Db, actor: Actor | null, input: z.input<typeof subscriptionIdInput>) {
  if (!actor) throw new AppError("UNAUTHENTICATED", "errors.unauthenticated");
  const { subscriptionOrderId } = parseInput(subscriptionIdInput, input);
  const [order] = await db.select().from(subscriptionOrders).where(eq(subscriptionOrders.id, subscriptionOrderId));
  if (!order) throw new AppError("NOT_FOUND", "subscriptions.errors.notFound");
  if (order.userId !== actor.id) throw new AppError("FORBIDDEN", "errors.forbidden");
  if (!order.stripeSubscriptionId) throw new AppError("CONFLICT", "subscriptions.errors.actionNotAllowed");
  return { order, ref: order.stripeSubscriptionId };
}

/**
 * The subscriber pauses, resumes, cancels (at the period's end) or undoes that cancellation before the
 * period ends, on the provider's side; our row follows through the billing event handler, like any
 * other change. Only the subscriber may.
 */
export async function manageSubscription({
  db,
  actor,
  input,
  billing = getSubscriptionBilling(db),
  now = new Date(),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof manageInput>;
  now?: Date;
  /** The billing provider (the edge composition's; the environment's by default). */
  billing?: Billing;
}) {
  const { action } = parseInput(manageInput, input);
  const { order, ref } = await ownSubscription(db, actor, input);
  if (!(MANAGE_ACTIONS[action] as readonly string[]).includes(order.status)) {
    throw new AppError("CONFLICT", "subscriptions.errors.actionNotAllowed");
  }
  if (action === "reactivate" && !(order.currentPeriodEnd && order.currentPeriodEnd > now)) {
    throw new AppError("CONFLICT", "subscriptions.errors.periodOver");
  }
  const state = await billing.provider[action](ref);
  await handleBillingEvent({ db, billing, event: subscriptionStateEvent(billing.provider.name, state) });
  const [updated] = await db.select().from(subscriptionOrders).where(eq(subscriptionOrders.id, order.id));
  return updated!;
}
