/**
 * Why a payout failed or came back, as stored in `payouts.failure_message`: either a provider's own text
 * (shown as the provider wrote it) or one of our reasons, stored as its message key so each reader gets
 * it in their language.
 */
export const OWN_PAYOUT_FAILURES = {
  transferReversed: "adminPayouts.failures.transferReversed",
} as const;

type OwnFailureKey = (typeof OWN_PAYOUT_FAILURES)[keyof typeof OWN_PAYOUT_FAILURES];

/** The message key of one of our reasons, or null for a provider's text. */
export function ownFailureKey(failure: string): OwnFailureKey | null {
  return (Object.values(OWN_PAYOUT_FAILURES) as string[]).includes(failure) ? (failure as OwnFailureKey) : null;
}
