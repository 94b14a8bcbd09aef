/** Where each booking step lives (locale added by the i18n Link/router). */
export const creatorFanPath = (creatorId: string) => `/fan/creators/${creatorId}`;
export const reviewPath = (creatorId: string) => `/fan/creators/${creatorId}/review`;
export const requestFormPath = (creatorId: string) => `/fan/creators/${creatorId}/request`;
export const wizardPath = (creatorId: string) => `/fan/creators/${creatorId}/book`;
/** A video's checkout; `method` opens it on that payment method (card or MonCash) when the creator offers it. */
export const checkoutPath = (creatorId: string, requestId: string, method?: "card" | "moncash") =>
  `/checkout?${new URLSearchParams({ type: "video", creator: creatorId, requestId, ...(method ? { method } : {}) })}`;
/** Gift a Friend (order confirmation): the creator's booking dialog with the gift box ticked. */
export const giftBookingPath = (creatorId: string) => `${creatorFanPath(creatorId)}?openBooking=true&gift=true`;
export const orderPath = (requestId: string) => `/fan/orders/${requestId}`;

/** A guest goes to sign up, then back to the creator with the dialog open and their form restored. */
export const signUpToBookPath = (creatorId: string) =>
  `/signup?${new URLSearchParams({ returnTo: `${creatorFanPath(creatorId)}?openBooking=true` })}`;

/** A tier's subscription checkout: the creator's page with the Subscribe dialog open on the tier, which starts it. */
export const subscribePath = (creatorId: string, tierId: string, billingPeriod: "monthly" | "yearly") =>
  `${creatorFanPath(creatorId)}?${new URLSearchParams({ openSubscription: "true", tier: tierId, period: billingPeriod })}`;

/** The spec's address of a tier's subscription checkout (e-mails, shares, sign-up's return): it opens `subscribePath`. */
export const subscriptionCheckoutPath = (creatorId: string, tierId: string, billingPeriod: "monthly" | "yearly") =>
  `/checkout?${new URLSearchParams({ type: "subscription", creator: creatorId, tier: tierId, ...(billingPeriod === "yearly" ? { period: billingPeriod } : {}) })}`;

/** A guest who picks a tier signs up, then comes back to that tier's checkout (the dialog starts it). */
export const signUpToSubscribePath = (creatorId: string, tierId: string, billingPeriod: "monthly" | "yearly") =>
  `/signup?${new URLSearchParams({ returnTo: subscriptionCheckoutPath(creatorId, tierId, billingPeriod) })}`;

/** A booked call's checkout; once paid, the same page confirms the call. */
export const callCheckoutPath = (callBookingId: string, method?: "card" | "moncash") =>
  `/checkout?${new URLSearchParams({ type: "call", bookingId: callBookingId, ...(method ? { method } : {}) })}`;
