/* The payout methods' rules shared by the payments tab, the onboarding banner and the services. */

/** What the banner and the payments tab know about the creator's payout methods (spec §3, §4). */
export interface PayoutMethods {
  /** A Stripe account exists (an account id is stored). */
  stripeAccountPresent: boolean;
  /** Stripe onboarding is complete and Stripe reports charges and payouts on for the stored account. */
  stripeActive: boolean;
  /** The MonCash number is verified. */
  moncashActive: boolean;
}

export type BannerState = "hidden" | "none" | "stripePending" | "stripeOnly" | "moncashOnly";

/**
 * The onboarding banner (spec §4, §5): hidden while loading, once dismissed, or when both methods are
 * active; otherwise it says what is missing. Dismissal is offered only once a method is active.
 */
export function bannerState(methods: PayoutMethods | null, dismissed: boolean): BannerState {
  if (!methods || dismissed) return "hidden";
  const { stripeAccountPresent, stripeActive, moncashActive } = methods;
  if (stripeActive && moncashActive) return "hidden";
  if (stripeActive) return "stripeOnly";
  if (moncashActive) return "moncashOnly";
  return stripeAccountPresent ? "stripePending" : "none";
}

/** Earnings reach a creator once at least one payout method is active; requests can be accepted before. */
export const hasPayoutMethod = (methods: PayoutMethods) => methods.stripeActive || methods.moncashActive;

/** Where the banner's dismissal is remembered in the browser, per account. */
export const bannerDismissedKey = (userId: string) => `lakou.onboardingBanner.dismissed.${userId}`;

/** Test mode only: the code that "arrives by SMS" to confirm a MonCash number (no SMS is sent offline). */
export const TEST_MONCASH_VERIFICATION_CODE = "123456";
