import "server-only";
import type { Money } from "@/lib/money";
import type { BillingPeriod, PROVIDER_SUBSCRIPTION_STATUSES } from "@/server/db/schema";
import type { IncomingEvent, ProviderName } from "./types";

export type ProviderSubscriptionStatus = (typeof PROVIDER_SUBSCRIPTION_STATUSES)[number];

/** A subscription as its billing provider knows it: the only source of truth for our subscription states. */
export interface ProviderSubscription {
  ref: string;
  /** Names this state of the subscription (the provider's revision): each change is a new event. */
  revision: string;
  /** Our subscription_orders.id, carried by the provider (metadata) so an event finds its row in any order. */
  subscriptionOrderId: string;
  status: ProviderSubscriptionStatus;
  /** The plan billed: our tier, its price and period. */
  tierId: string;
  price: Money;
  billingPeriod: BillingPeriod;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** Every paid invoice: each is one charge the ledger records once. */
  paidInvoices: { id: string; amount: Money }[];
}

/** A billing event after verification: it only points at a subscription, whose state is re-read. */
export interface BillingEvent {
  provider: ProviderName;
  id: string;
  type: string;
  ref: string;
}

interface CreateCheckoutInput {
  subscriptionOrderId: string;
  tierId: string;
  tierName: string;
  billingPeriod: BillingPeriod;
  price: Money;
  /** Our idempotency key: a retry gets the same checkout session. */
  idempotencyKey: string;
  successUrl: string;
  cancelUrl: string;
}

/**
 * The subscription half of the payment seam (Stripe Billing, or the offline test mode): checkout in
 * subscription mode, the fan's actions on the provider's side, and the state read back.
 */
export interface SubscriptionBilling {
  readonly name: ProviderName;
  createCheckout(input: CreateCheckoutInput): Promise<{ sessionId: string; sessionUrl: string }>;
  /** The subscription a checkout session created; null while the fan has not completed it. */
  subscriptionOfSession(sessionId: string): Promise<string | null>;
  retrieve(ref: string): Promise<ProviderSubscription>;
  pause(ref: string): Promise<ProviderSubscription>;
  resume(ref: string): Promise<ProviderSubscription>;
  /** A checkout the fan never completed can no longer be paid; false when it was completed meanwhile. */
  expireCheckout(sessionId: string): Promise<boolean>;
  /**
   * Moves the subscription to another tier's price and period now, prorated (src/lib/proration.ts): an
   * upgrade's difference is invoiced at once, a downgrade's is a credit on the next invoice.
   */
  changePlan(ref: string, plan: PlanChange): Promise<ProviderSubscription>;
  /**
   * What `changePlan` would invoice now, as the provider computes it (Stripe's invoice preview): positive
   * is charged at once, negative is a credit on the next invoice.
   */
  previewChange(ref: string, plan: Omit<PlanChange, "idempotencyKey">): Promise<Money>;
  /** Cancels at the period's end: the fan keeps what they paid for. */
  cancel(ref: string): Promise<ProviderSubscription>;
  /** Undoes a cancellation before the period ends: billing goes on as before. */
  reactivate(ref: string): Promise<ProviderSubscription>;
  /** The provider's page where the fan changes their card; null when it is not configured. */
  portalUrl(ref: string, returnUrl: string): Promise<string | null>;
  /**
   * Verifies a webhook and turns it into a billing event; null for types it does not handle. Throws
   * AppError BAD_REQUEST when it cannot be verified.
   */
  parseEvent(incoming: IncomingEvent): Promise<BillingEvent | null>;
}

export interface PlanChange {
  tierId: string;
  tierName: string;
  price: Money;
  billingPeriod: BillingPeriod;
  /** Names this change: a retry is the same change and charges once. */
  idempotencyKey: string;
}

/** Our event for a state read from the provider: the same revision twice is a duplicate, each change a new event. */
export function subscriptionStateEvent(provider: ProviderName, state: ProviderSubscription): BillingEvent {
  const id = `${state.ref}:${state.revision}`;
  return { provider, id, type: `${provider}.subscription.${state.status}`, ref: state.ref };
}
