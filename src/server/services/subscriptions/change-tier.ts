import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Money } from "@/lib/money";
import { tierPrice } from "@/lib/tier-price";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { BILLING_PERIODS, type BillingPeriod, creatorSubscriptionTiers, subscriptionOrders } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { type Billing, getSubscriptionBilling } from "@/server/payments/billing";
import { type PlanChange, subscriptionStateEvent } from "@/server/payments/subscriptions";
import { handleBillingEvent } from "./handle-billing-event";
import { ownSubscription, subscriptionIdInput } from "./manage-subscription";
import { LIVE_STATUSES } from "./subscription-states";

export const previewTierChangeInput = subscriptionIdInput.extend({
  tierId: z.uuid("subscriptions.validation.tier"),
  billingPeriod: z.enum(BILLING_PERIODS, "subscriptions.validation.billingPeriod"),
});
export const changeTierInput = previewTierChangeInput.extend({
  /** One per change the fan confirms: a retry charges the proration once. */
  idempotencyKey: z.string().min(8, "subscriptions.validation.idempotencyKey").max(200, "subscriptions.validation.idempotencyKey"),
});

type Order = typeof subscriptionOrders.$inferSelect;
type Tier = typeof creatorSubscriptionTiers.$inferSelect;

/** The plan a live subscription moves to: another active tier of the same creator, or the same tier by another period. */
export function planChange(order: Order, tier: Tier, billingPeriod: BillingPeriod): Omit<PlanChange, "idempotencyKey"> {
  if (!LIVE_STATUSES.includes(order.status)) throw new AppError("CONFLICT", "subscriptions.errors.actionNotAllowed");
  if (order.tierId === tier.id && order.billingPeriod === billingPeriod) throw new AppError("CONFLICT", "subscriptions.errors.alreadySubscribed");
  return { tierId: tier.id, tierName: tier.tierName, price: tierPrice(tier, billingPeriod, order.currency), billingPeriod };
}

/**
 * Moves a live subscription to the plan at the provider (prorated, the difference invoiced at once or
 * credited), then our row, ledger and notices follow through the one billing event handler.
 */
export async function applyPlanChange(db: Db, billing: Billing, order: Order, plan: PlanChange) {
  const state = await billing.provider.changePlan(order.stripeSubscriptionId!, plan);
  await handleBillingEvent({ db, billing, event: subscriptionStateEvent(billing.provider.name, state) });
  const [updated] = await db.select().from(subscriptionOrders).where(eq(subscriptionOrders.id, order.id));
  return updated!;
}

/** The subscriber's own live subscription and the creator's active tier it would move to. */
async function changeTarget(db: Db, actor: Actor | null, input: z.input<typeof previewTierChangeInput>) {
  const data = parseInput(previewTierChangeInput, input);
  const { order } = await ownSubscription(db, actor, data);
  const [tier] = await db
    .select()
    .from(creatorSubscriptionTiers)
    .where(
      and(
        eq(creatorSubscriptionTiers.id, data.tierId),
        eq(creatorSubscriptionTiers.creatorId, order.creatorId),
        eq(creatorSubscriptionTiers.isActive, true),
      ),
    );
  if (!tier) throw new AppError("NOT_FOUND", "subscriptions.errors.tierNotFound");
  return { order, plan: planChange(order, tier, data.billingPeriod) };
}

interface ChangeArgs<Input> {
  db: Db;
  actor: Actor | null;
  input: Input;
  /** The billing provider (the edge composition's; the environment's by default). */
  billing?: Billing;
}

/**
 * What changing tier would cost now, as the provider prorates it: the new price per period and the
 * amount invoiced at once (negative: a credit on the next invoice). Only the subscriber may ask.
 */
export async function previewTierChange({
  db,
  actor,
  input,
  billing = getSubscriptionBilling(db),
}: ChangeArgs<z.input<typeof previewTierChangeInput>>): Promise<{ price: Money; billingPeriod: BillingPeriod; dueNow: Money }> {
  const { order, plan } = await changeTarget(db, actor, input);
  const dueNow = await billing.provider.previewChange(order.stripeSubscriptionId!, plan);
  return { price: plan.price, billingPeriod: plan.billingPeriod, dueNow };
}

/**
 * The subscriber changes tier (upgrade or downgrade) or billing period, prorated. Answers the updated
 * subscription; a retry of a change already made answers it as it is and charges nothing more.
 */
export async function changeSubscriptionTier({ db, actor, input, billing = getSubscriptionBilling(db) }: ChangeArgs<z.input<typeof changeTierInput>>) {
  const { idempotencyKey, ...target } = parseInput(changeTierInput, input);
  const { order } = await ownSubscription(db, actor, target);
  if (LIVE_STATUSES.includes(order.status) && order.tierId === target.tierId && order.billingPeriod === target.billingPeriod) return order;
  const { plan } = await changeTarget(db, actor, target);
  return applyPlanChange(db, billing, order, { ...plan, idempotencyKey });
}
