/**
 * The booking rules both sides share (spec §5 and §9): occasions, relationships, delivery tiers,
 * text limits and the promo code. The form validates with them for instant feedback; the server
 * validates again with the same schema (services/video-requests/fan/create-request.ts) and decides.
 */

/** Every occasion a request may carry; each form offers its own subset (below). */
export const OCCASIONS = [
  "birthday",
  "anniversary",
  "congratulations",
  "graduation",
  "wedding",
  "baby_shower",
  "retirement",
  "holiday",
  "encouragement",
  "just_because",
  "motivation",
  "get_well",
  "new_job",
  "thank_you",
  "christmas",
  "mothers_day",
  "fathers_day",
  "valentines",
  "promotion",
  "new_home",
  "fundraiser",
  "other",
] as const;
export type Occasion = (typeof OCCASIONS)[number];

/** The services dialog's occasions (spec §3). */
export const DIALOG_OCCASIONS = [
  "birthday",
  "anniversary",
  "congratulations",
  "graduation",
  "wedding",
  "baby_shower",
  "retirement",
  "holiday",
  "encouragement",
  "just_because",
  "other",
] as const satisfies readonly Occasion[];

/** The simple request form's occasions (spec §3; get-well and custom stored as get_well and other). */
export const SIMPLE_FORM_OCCASIONS = [
  "birthday",
  "anniversary",
  "graduation",
  "motivation",
  "congratulations",
  "get_well",
  "holiday",
  "other",
] as const satisfies readonly Occasion[];

/** The simple form's relationships, stored lowercased with hyphens (spec §3). */
export const SIMPLE_FORM_RELATIONSHIPS = [
  "family-member",
  "friend",
  "partner-spouse",
  "colleague",
  "employee",
  "boss",
  "client",
  "student",
  "teacher",
  "other",
] as const;

/** The wizard's relationships by group (spec §3: Family, Friends, Romantic, Professional, Other). */
export const RELATIONSHIP_GROUPS = {
  family: ["parent", "mom", "dad", "sibling", "grandparent", "child", "family-member"],
  friends: ["friend", "best-friend"],
  romantic: ["partner-spouse", "fiance"],
  professional: ["colleague", "employee", "boss", "client", "student", "teacher"],
  other: ["other"],
} as const;

/** Every relationship a request may carry (the simple form's and the wizard's). */
export const RELATIONSHIPS = [...new Set([...SIMPLE_FORM_RELATIONSHIPS, ...Object.values(RELATIONSHIP_GROUPS).flat()])] as [
  Relationship,
  ...Relationship[],
];
export type Relationship = (typeof SIMPLE_FORM_RELATIONSHIPS)[number] | (typeof RELATIONSHIP_GROUPS)[keyof typeof RELATIONSHIP_GROUPS][number];

/** How the recipient should be spoken of (spec §3). */
export const PRONOUNS = ["they/them", "she/her", "he/him", "ze/zir", "prefer_not_say"] as const;
export type Pronouns = (typeof PRONOUNS)[number];

/** How a gift reaches its recipient (spec §3); surprise is the premium one. */
export const GIFT_METHODS = ["email", "sms", "surprise", "download"] as const;
export type GiftMethod = (typeof GIFT_METHODS)[number];

export const DELIVERY_TIERS = ["standard", "express", "rush", "scheduled"] as const;
export type DeliveryTier = (typeof DELIVERY_TIERS)[number];

/**
 * Delivery tiers (spec §9): the surcharge in basis points of the base price (30% = 3000) and when the
 * video is due. Standard promises 5-7 days and is due at 7; a scheduled video is due on its date.
 */
export const DELIVERY_TIER_RULES = {
  standard: { surchargeBasisPoints: 0, dueInHours: 7 * 24 },
  express: { surchargeBasisPoints: 3000, dueInHours: 3 * 24 },
  rush: { surchargeBasisPoints: 5000, dueInHours: 24 },
  scheduled: { surchargeBasisPoints: 0, dueInHours: null },
} as const satisfies Record<DeliveryTier, { surchargeBasisPoints: number; dueInHours: number | null }>;

/** A scheduled video's date: at least 5 and at most 365 days from today. */
export const SCHEDULED_DAYS = { min: 5, max: 365 } as const;

export const REQUEST_LIMITS = {
  nameMin: 2,
  nameMax: 50,
  instructionsMin: 10,
  instructionsMax: 500,
  /** The counter turns orange above this many characters. */
  instructionsWarnAbove: 450,
  /** Under this many characters the wizard suggests more details. */
  instructionsRecommended: 20,
  specialDetailsMax: 300,
  /** Review shows longer instructions truncated, with Show more. */
  instructionsPreview: 150,
  giftMessageMax: 200,
  /** A custom occasion shorter than this is accepted with a warning. */
  customOccasionRecommended: 3,
  customOccasionMax: 60,
  ageMin: 1,
  ageMax: 120,
  anniversaryYearsMin: 1,
  anniversaryYearsMax: 100,
} as const;

/**
 * The message step's completion (spec §5): the recipient's name 30, the sender's name 30, and
 * instructions of at least 20 characters 40; at 100 the step shows "Message details complete".
 */
export function messageCompletion(draft: { recipientName: string; fromName: string; instructions: string }): number {
  return (
    (draft.recipientName.trim() ? 30 : 0) +
    (draft.fromName.trim() ? 30 : 0) +
    (draft.instructions.trim().length >= REQUEST_LIMITS.instructionsRecommended ? 40 : 0)
  );
}

/** The one promo code (spec §5): any letter case, 15% of the base price. */
export const PROMO_CODE = "SAVE15";
export const PROMO_BASIS_POINTS = 1500;
export const isPromoCode = (code: string | null | undefined) => code?.trim().toUpperCase() === PROMO_CODE;

/** A basic address shape, the spec's "basic pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Today's date plus `days`, as YYYY-MM-DD in UTC (scheduled dates are calendar days). */
export function isoDatePlusDays(days: number, from = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}
