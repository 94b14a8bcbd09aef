import type { MessagePath } from "@/i18n/pick-messages";

/** The texts a creator page's client parts read, on the public page and the fan's alike (their `<ClientMessages>`). */
export const CREATOR_PAGE_MESSAGES: readonly MessagePath[] = [
  // Closed, Book Now shows one text: the dialog loads the rest when it opens (LazyMessages).
  "booking.dialog.bookNow",
  "calls",
  // The header's rating badge (creator-rating.tsx) is the page's only client part that reads these.
  "creatorCard.new",
  "creatorCard.newLabel",
  "creatorCard.ratingLabel",
  "creatorCard.reviewCount",
  "creatorContent",
  // The reviews are the page's only client part that reads these; the rest is rendered on the server.
  "creatorPage.reviewsHeading",
  "creatorPage.noReviews",
  "creatorPage.moreReviews",
  "creatorPage.loadingReviews",
  "creatorPage.reviewsError",
  "creatorPage.anonymousReviewer",
  "creatorPage.ratedLabel",
  "moderation.report",
  "moderation.signInToReport",
  "posts.card",
  "posts.creatorFeed",
  "posts.engagement",
  "posts.errors",
  "posts.types",
  "subscriptions.carousel",
  "subscriptions.checkout",
  "subscriptions.errors",
  // Its forms' schemas (comment, report, booking) name their own keys; zod's own messages show this one.
  "validation.invalid",
];
