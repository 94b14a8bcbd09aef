import "server-only";
import type { Money } from "@/lib/money";
import type { PROVIDER_PAYMENT_STATUSES } from "@/server/db/schema";

export type ProviderName = "stripe" | "moncash" | "test";
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

/**
 * Why a provider refused a payment, as a message key under `errors` (the spec's texts): a declined card
 * or a MonCash payment the fan refused or let expire.
 */
export type FailureKey = "errors.cardDeclined" | "errors.paymentFailed" | "errors.moncashNotPaid";

/** A payment as its provider knows it: the only source of truth for our state machine. */
export interface ProviderPayment {
  /** The provider's id (PaymentIntent id, MonCash orderId, test id). */
  ref: string;
  /** Our payments.id, carried by the provider (metadata, orderId) so an event finds its row in any order. */
  paymentId: string;
  status: ProviderPaymentStatus;
  amount: Money;
  capturedCents: number;
  refundedCents: number;
  failureKey?: FailureKey;
  /** Stripe.js (or the test card form) confirms the payment with it. */
  clientSecret?: string;
}

/** A provider's event after verification, in our shape: it only points at a payment, whose state is re-read. */
export interface PaymentEvent {
  provider: ProviderName;
  method: "card" | "moncash";
  id: string;
  type: string;
  ref: string;
}

/**
 * What arrives from outside: a signed webhook (Stripe) or a fan's return from the provider's page
 * (MonCash gives a transactionId; our own return link carries the orderId).
 */
export type IncomingEvent =
  | { kind: "webhook"; body: string; signature: string | null }
  | { kind: "return"; transactionId?: string; orderId?: string };

interface CreateHoldInput {
  /** Our payments.id. */
  paymentId: string;
  amount: Money;
  /** Our idempotency key: a retry gets the same provider object. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
  /** Cards: the fan's customer at the provider; the card is saved to it once the payment goes through. */
  customerRef?: string;
}

export interface CreatedHold {
  ref: string;
  /** Card payments: the secret the browser confirms with. */
  clientSecret?: string;
  /** MonCash: where the fan goes to pay. */
  redirectUrl?: string;
}

/** A card saved with a provider's customer, as a fan sees it: never its number. */
export interface SavedCard {
  /** The provider's id (a Stripe PaymentMethod, a test card). */
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * A card provider's customers and their saved cards (Stripe Customers and PaymentMethods, or the test
 * provider's books): the same seam, no other way to pay.
 */
export interface CardWallet {
  /** Makes the fan's customer; a retry with the same key answers the same customer. */
  createCustomer(input: { userId: string; email: string; idempotencyKey: string }): Promise<string>;
  /** The customer's cards, newest first, and the provider's default one (null when it has none). */
  listCards(customerRef: string): Promise<{ cards: SavedCard[]; defaultId: string | null }>;
  /**
   * Confirms a payment with one of its customer's saved cards, through the same states as a new card
   * (held, declined, a confirmation step). `returnUrl` is where a confirmation step would send the fan back.
   */
  payWithCard(ref: string, cardId: string, returnUrl: string): Promise<ProviderPayment>;
  /** Forgets one of the customer's saved cards (Stripe: detaches the PaymentMethod); false when it is not theirs. */
  removeCard(customerRef: string, cardId: string): Promise<boolean>;
}

/**
 * The one payment seam. Card providers hold money and capture it later; MonCash has no hold (`holds:
 * false`: a verified payment is captured) and no automatic refund (`refunds: "manual"`: the ledger
 * records a refund owed that an admin settles).
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly holds: boolean;
  readonly refunds: "automatic" | "manual";
  /** Card providers: the fan's customer and saved cards. */
  readonly wallet?: CardWallet;
  createHold(input: CreateHoldInput): Promise<CreatedHold>;
  capture(ref: string, idempotencyKey: string): Promise<ProviderPayment>;
  cancel(ref: string, idempotencyKey: string): Promise<ProviderPayment>;
  refund(ref: string, amount: Money, idempotencyKey: string): Promise<ProviderPayment>;
  /** The payment's true state, read from the provider. */
  retrieve(ref: string): Promise<ProviderPayment>;
  /**
   * Verifies an incoming event and turns it into ours; null when it is of a type we do not handle.
   * Throws AppError BAD_REQUEST when it cannot be verified (bad signature, stale timestamp, unknown order).
   */
  parseEvent(incoming: IncomingEvent): Promise<PaymentEvent | null>;
}

/** A creator's payout account as the provider knows it: the only source of the profile's Stripe fields. */
export interface ConnectAccount {
  id: string;
  /** The onboarding form was sent (Stripe may still be verifying it). */
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
}

/** A transfer to a connected account as the provider knows it now (amounts in minor units). */
interface ConnectTransfer {
  id: string;
  amount: Money;
  reversedCents: number;
}

/**
 * A verified Connect event we act on: a transfer the platform took back (its id only: the handler re-reads
 * it), or a connected account's payout to its bank that failed (its money stays in the account's balance).
 */
export type ConnectEvent =
  | { provider: "stripe"; id: string; type: "transfer.reversed"; transferId: string }
  | { provider: "stripe"; id: string; type: "payout.failed"; accountId: string; amount: Money; failureCode: string | null };

/**
 * The payout-onboarding seam: Stripe Connect Express when Stripe keys are set, else the offline test
 * mode, which simulates the onboarding steps on a labelled page of its own.
 */
export interface ConnectProvider {
  name: "stripe" | "test";
  /** Opens the creator's account; the same key always answers the same account. */
  createAccount(input: { userId: string; email: string; idempotencyKey: string }): Promise<{ id: string }>;
  /** Where the creator goes to (continue to) fill in onboarding; single use, short lived. */
  onboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string; locale: string }): Promise<string>;
  retrieveAccount(accountId: string): Promise<ConnectAccount>;
  /** A transfer's true state (its reversals included). */
  retrieveTransfer(transferId: string): Promise<ConnectTransfer>;
  /**
   * Verifies an incoming webhook and turns a Connect event into ours; null when it is of another kind.
   * Throws AppError BAD_REQUEST when it cannot be verified.
   */
  parseEvent(incoming: IncomingEvent): Promise<ConnectEvent | null>;
}
