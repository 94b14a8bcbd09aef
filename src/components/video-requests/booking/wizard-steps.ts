/** The booking wizard's steps (spec screen 5); payment and confirmation happen at checkout and on the order page. */
export const WIZARD_STEPS = ["occasion", "details", "delivery", "review", "payment", "confirmation"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
/** The steps this page walks through; Complete on the last one sends the request and opens checkout. */
export const WIZARD_PAGE_STEPS = 4;

/** The fields each step checks before the fan may go forward. */
export const STEP_FIELDS: Record<WizardStep, readonly string[]> = {
  occasion: ["occasion", "customOccasion"],
  details: [
    "recipientName",
    "fromName",
    "relationship",
    "pronouns",
    "age",
    "anniversaryYears",
    "instructions",
    "specialDetails",
    "recipientEmail",
    "recipientPhone",
    "giftMethod",
    "giftMessage",
  ],
  delivery: ["deliveryTier", "scheduledDate"],
  review: [],
  payment: [],
  confirmation: [],
};

/** How long the wizard waits after the last change before saving its draft (spec §9: 1 s). */
export const DRAFT_AUTOSAVE_MS = 1000;
