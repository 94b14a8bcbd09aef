import "server-only";

const DAY_MS = 24 * 3600_000;

/** How long a card provider keeps an uncaptured authorisation (Stripe: 7 days), after which it is cancelled. */
const AUTHORISATION_DAYS = 7;

/** The part of it we rely on: a day short of it, so a capture on the last day never races the provider's expiry. */
const SAFE_HOLD_DAYS = AUTHORISATION_DAYS - 1;

/**
 * Whether a card may be held (authorised now, captured on fulfilment) for an order whose money may be
 * taken as late as `settleBy` (a video's deadline plus grace, a call's end): only when that falls inside
 * the safe window. Otherwise the card is charged at booking and the money refunded if the order ends
 * without being fulfilled, so no hold can outlive its authorisation.
 */
export function holdOutlives(settleBy: Date, heldAt = new Date()): boolean {
  return settleBy.getTime() <= heldAt.getTime() + SAFE_HOLD_DAYS * DAY_MS;
}
