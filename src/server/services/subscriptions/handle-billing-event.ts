import "server-only";
import { getCommissionBasisPoints } from "@/server/services/settings/commission";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db, Tx } from "@/server/db";
import { creatorProfiles, creatorSubscriptionTiers, payments, profiles, type SUBSCRIPTION_STATUSES, subscriptionOrders, webhookEvents } from "@/server/db/schema";
import { scheduleJob } from "@/server/jobs/enqueue";
import { captured, priceOnly } from "@/server/ledger/movements";
import { postLedger } from "@/server/ledger/post";
import type { Billing } from "@/server/payments/billing";
import type { BillingEvent, ProviderSubscription } from "@/server/payments/subscriptions";
import { creatorNameSql } from "@/server/services/creators/get-creator-page";
import { notify } from "@/server/services/notifications/notify";
import { lockFanCreator } from "./fan-creator-lock";
import { LIVE_STATUSES } from "./subscription-states";

type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
type SubscriptionRow = typeof subscriptionOrders.$inferSelect;
export type BillingOutcome =
  | { result: "applied"; subscription: SubscriptionRow }
  | { result: "duplicate" | "unknown_subscription" }
  /** A second subscription to the same creator went live at the provider: it is cancelled there, ours stays as it was. */
  | { result: "second_live"; subscription: SubscriptionRow };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our state for the provider's: only billing events move a subscription, and an expired one stays expired. */
function subscriptionStatusOf(current: SubscriptionStatus, state: ProviderSubscription): SubscriptionStatus {
  if (current === "expired") return "expired";
  if (state.status === "incomplete") return "pending";
  // A checkout never paid that the provider closed: it ends without having started.
  if (state.status === "canceled" && current === "pending" && state.paidInvoices.length === 0) return "expired";
  if (state.status === "canceled" || state.cancelAtPeriodEnd) return "cancelled";
  return state.status;
}

/** Each paid invoice once: a captured payment row and its ledger posting (creator earnings, platform commission). */
async function recordInvoices(tx: Tx, order: SubscriptionRow, provider: BillingEvent["provider"], state: ProviderSubscription) {
  const commissionBasisPoints = await getCommissionBasisPoints(tx);
  for (const invoice of state.paidInvoices) {
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: order.userId,
        subscriptionOrderId: order.id,
        provider,
        method: "card",
        providerRef: invoice.id,
        amountCents: invoice.amount.amount,
        capturedCents: invoice.amount.amount,
        currency: invoice.amount.currency,
        status: "captured",
        commissionBasisPoints,
        idempotencyKey: `invoice:${provider}:${invoice.id}`,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (!payment) continue;
    const ref = { paymentId: payment.id, currency: invoice.amount.currency, commissionBasisPoints, subscriptionOrderId: order.id };
    await postLedger(tx, [captured(ref, order.creatorId, priceOnly(invoice.amount), "customer")]);
  }
}

async function creatorName(tx: Tx, creatorId: string): Promise<string> {
  const [row] = await tx
    .select({ name: creatorNameSql })
    .from(creatorProfiles)
    .innerJoin(profiles, eq(profiles.id, creatorProfiles.userId))
    .where(eq(creatorProfiles.userId, creatorId));
  return row?.name ?? "Lakou";
}

/** Applies the provider's state to our row, in the caller's transaction, with its ledger, notices and expiry. */
async function applyBillingState(tx: Tx, order: SubscriptionRow, provider: BillingEvent["provider"], state: ProviderSubscription, now: Date) {
  await recordInvoices(tx, order, provider, state);
  const status = subscriptionStatusOf(order.status, state);
  const [tier] = await tx
    .select({ tierName: creatorSubscriptionTiers.tierName })
    .from(creatorSubscriptionTiers)
    .where(eq(creatorSubscriptionTiers.id, state.tierId));
  const [updated] = await tx
    .update(subscriptionOrders)
    .set({
      status,
      stripeSubscriptionId: state.ref,
      tierId: state.tierId,
      tierName: tier?.tierName ?? order.tierName,
      totalAmountCents: state.price.amount,
      currency: state.price.currency,
      billingPeriod: state.billingPeriod,
      currentPeriodStart: state.currentPeriodStart,
      currentPeriodEnd: state.currentPeriodEnd,
      nextBillingDate: status === "active" || status === "past_due" ? state.currentPeriodEnd : null,
      startedAt: order.startedAt ?? (status === "pending" ? null : now),
      cancelledAt: status === "cancelled" || status === "expired" ? (order.cancelledAt ?? now) : null,
      expiresAt: status === "cancelled" || status === "expired" ? state.currentPeriodEnd : null,
      updatedAt: now,
    })
    .where(eq(subscriptionOrders.id, order.id))
    .returning();
  const notice = { subscriptionId: order.id, creatorName: await creatorName(tx, order.creatorId), tierName: updated!.tierName };
  const toCreator = { subscriptionId: order.id, fanName: order.fanName, tierName: updated!.tierName };
  if (!order.startedAt && updated!.startedAt) {
    await notify(tx, { userId: order.userId, type: "subscription.started", params: notice });
    await notify(tx, { userId: order.creatorId, type: "subscription.newSubscriber", params: toCreator });
  } else if (order.startedAt && (order.tierId !== updated!.tierId || order.billingPeriod !== updated!.billingPeriod)) {
    await notify(tx, { userId: order.userId, type: "subscription.updated", params: notice });
    await notify(tx, { userId: order.creatorId, type: "subscription.subscriberChangedTier", params: { ...toCreator, fromTierName: order.tierName } });
  }
  if (order.status === "cancelled" && LIVE_STATUSES.includes(status)) {
    await notify(tx, { userId: order.creatorId, type: "subscription.subscriberStayed", params: toCreator });
  }
  if (status === "cancelled" && order.status !== "cancelled") {
    await notify(tx, { userId: order.userId, type: "subscription.cancelled", params: notice });
    await notify(tx, { userId: order.creatorId, type: "subscription.subscriberCancelled", params: toCreator });
  }
  // One expiry job per period end: a cancellation after the period moved (undone, then a new period) gets a
  // job at the new end; the old one finds the period not over and leaves the row.
  if (status === "cancelled" && state.currentPeriodEnd) {
    const at = state.currentPeriodEnd;
    await scheduleJob(tx, "subscriptions.expire", { subscriptionOrderId: order.id }, { at, key: `${order.id}:${at.toISOString()}` });
  }
  return updated!;
}

/**
 * The one billing event handler (Stripe Billing webhooks, the test checkout, a fan's actions). The event
 * only names a subscription: its true state is re-read from the provider, then the event is recorded and
 * its effect applied in one transaction, so a replay does nothing and events in any order end in the
 * provider's state.
 */
export async function handleBillingEvent({
  db,
  billing,
  event,
  now = new Date(),
}: {
  db: Db;
  billing: Billing;
  event: BillingEvent;
  now?: Date;
}): Promise<BillingOutcome> {
  if (billing.provider.name !== event.provider) throw new Error(`${event.provider} event while billing uses ${billing.provider.name}`);
  const state = await billing.provider.retrieve(event.ref);
  const outcome: BillingOutcome = await db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(webhookEvents)
      .values({ provider: event.provider, eventId: event.id, type: event.type, payload: { ref: event.ref, status: state.status } })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (!recorded) return { result: "duplicate" } as const;
    if (!UUID.test(state.subscriptionOrderId)) return { result: "unknown_subscription" } as const;
    const [order] = await tx.select().from(subscriptionOrders).where(eq(subscriptionOrders.id, state.subscriptionOrderId)).for("update");
    if (!order || order.provider !== event.provider) return { result: "unknown_subscription" } as const;
    await lockFanCreator(tx, order.userId, order.creatorId);
    if (await anotherLive(tx, order, state)) return { result: "second_live", subscription: order } as const;
    return { result: "applied", subscription: await applyBillingState(tx, order, event.provider, state, now) } as const;
  });
  // One live subscription per fan and creator: a second one paid at the provider (an old checkout
  // completed in a race with its replacement) is not let live; it is cancelled there.
  if (outcome.result === "second_live") await billing.provider.cancel(state.ref);
  return outcome;
}

/** Whether this state would make a second live subscription of the fan to the creator. */
async function anotherLive(tx: Tx, order: SubscriptionRow, state: ProviderSubscription): Promise<boolean> {
  if (LIVE_STATUSES.includes(order.status) || !LIVE_STATUSES.includes(subscriptionStatusOf(order.status, state))) return false;
  const [other] = await tx
    .select({ id: subscriptionOrders.id })
    .from(subscriptionOrders)
    .where(
      and(
        eq(subscriptionOrders.userId, order.userId),
        eq(subscriptionOrders.creatorId, order.creatorId),
        inArray(subscriptionOrders.status, LIVE_STATUSES),
        ne(subscriptionOrders.id, order.id),
      ),
    )
    .for("update");
  return Boolean(other);
}
