import { z } from "zod";
import {
  DELIVERY_TIERS,
  EMAIL_PATTERN,
  GIFT_METHODS,
  isoDatePlusDays,
  OCCASIONS,
  PRONOUNS,
  RELATIONSHIPS,
  REQUEST_LIMITS as L,
  SCHEDULED_DAYS,
} from "./rules";

/** Message keys (messages/*.json `booking.validation.*`) of every request rule, spec §5. */
const V = {
  occasionRequired: "booking.validation.occasionRequired",
  nameRequired: "booking.validation.nameRequired",
  nameMinLength: "booking.validation.nameMinLength",
  nameMaxLength: "booking.validation.nameMaxLength",
  fromNameRequired: "booking.validation.fromNameRequired",
  fromNameMaxLength: "booking.validation.fromNameMaxLength",
  relationshipInvalid: "booking.validation.relationshipInvalid",
  instructionsRequired: "booking.validation.instructionsRequired",
  instructionsMinLength: "booking.validation.instructionsMinLength",
  instructionsMaxLength: "booking.validation.instructionsMaxLength",
  specialDetailsMaxLength: "booking.validation.specialDetailsMaxLength",
  emailInvalid: "booking.validation.emailInvalid",
  deliveryRequired: "booking.validation.deliveryRequired",
  scheduledDateRange: "booking.validation.scheduledDateRange",
  idempotencyKey: "booking.validation.idempotencyKey",
  customOccasionRequired: "booking.validation.customOccasionRequired",
  customOccasionMaxLength: "booking.validation.customOccasionMaxLength",
  pronounsInvalid: "booking.validation.pronounsInvalid",
  ageRange: "booking.validation.ageRange",
  anniversaryYearsRange: "booking.validation.anniversaryYearsRange",
  giftMethodInvalid: "booking.validation.giftMethodInvalid",
  giftEmailRequired: "booking.validation.giftEmailRequired",
  giftMessageMaxLength: "booking.validation.giftMessageMaxLength",
  phoneInvalid: "booking.validation.phoneInvalid",
  templateInvalid: "booking.validation.templateInvalid",
} as const;

const REQUEST_FLOWS = ["dialog", "simple", "wizard"] as const;
export type RequestFlow = (typeof REQUEST_FLOWS)[number];

const text = (required: string) => z.string({ error: required }).trim();
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message).optional();
const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).optional().transform((value) => (value ? value : undefined));

/** What a fan fills in for a video, in every way in (dialog, simple form, wizard). */
export const videoRequestFields = z
  .object({
    occasion: z.enum(OCCASIONS, { error: V.occasionRequired }),
    recipientName: text(V.nameRequired).min(1, V.nameRequired).min(L.nameMin, V.nameMinLength).max(L.nameMax, V.nameMaxLength),
    fromName: optionalText(L.nameMax, V.fromNameMaxLength),
    relationship: z.enum(RELATIONSHIPS, { error: V.relationshipInvalid }).optional(),
    instructions: text(V.instructionsRequired)
      .min(1, V.instructionsRequired)
      .min(L.instructionsMin, V.instructionsMinLength)
      .max(L.instructionsMax, V.instructionsMaxLength),
    specialDetails: optionalText(L.specialDetailsMax, V.specialDetailsMaxLength),
    /** The occasion in the fan's words when it is "other" (the wizard's custom occasion). */
    customOccasion: optionalText(L.customOccasionMax, V.customOccasionMaxLength),
    pronouns: z.enum(PRONOUNS, { error: V.pronounsInvalid }).optional(),
    age: wholeNumber(L.ageMin, L.ageMax, V.ageRange),
    anniversaryYears: wholeNumber(L.anniversaryYearsMin, L.anniversaryYearsMax, V.anniversaryYearsRange),
    /** The message template the instructions started from, and which of its wordings. */
    templateUsed: z.string().trim().regex(/^[A-Za-z]{1,40}$/, V.templateInvalid).optional(),
    templateVariation: z.number().int(V.templateInvalid).min(0, V.templateInvalid).max(5, V.templateInvalid).optional(),
    isGift: z.boolean().default(false),
    recipientEmail: z.string().trim().max(254, V.emailInvalid).optional(),
    giftMethod: z.enum(GIFT_METHODS, { error: V.giftMethodInvalid }).optional(),
    giftMessage: optionalText(L.giftMessageMax, V.giftMessageMaxLength),
    /** Digits only, with the country code: where an SMS gift is sent. */
    recipientPhone: z.string().trim().max(20, V.phoneInvalid).optional(),
    /** A gift hides its price from the recipient unless the fan says otherwise (spec §4). */
    hidePrice: z.boolean().default(true),
    deliveryTier: z.enum(DELIVERY_TIERS, { error: V.deliveryRequired }).default("standard"),
    /** YYYY-MM-DD, only for the scheduled tier. */
    scheduledDate: z.string().trim().optional(),
    /**
     * Which way in the fan used: the simple form also requires the relationship, the wizard the
     * sender's name (spec §5); the dialog asks for neither.
     */
    flow: z.enum(REQUEST_FLOWS).default("dialog"),
  })
  .superRefine((value, ctx) => {
    // The e-mail is checked only for a gift, and only when one is given (spec §5).
    if (value.isGift && value.recipientEmail && !EMAIL_PATTERN.test(value.recipientEmail)) {
      ctx.addIssue({ code: "custom", path: ["recipientEmail"], message: V.emailInvalid });
    }
    if (value.flow === "simple" && !value.relationship) {
      ctx.addIssue({ code: "custom", path: ["relationship"], message: V.relationshipInvalid });
    }
    if (value.flow === "wizard" && !value.fromName) {
      ctx.addIssue({ code: "custom", path: ["fromName"], message: V.fromNameRequired });
    }
    if (value.occasion === "other" && value.flow === "wizard" && !value.customOccasion) {
      ctx.addIssue({ code: "custom", path: ["customOccasion"], message: V.customOccasionRequired });
    }
    // A gift in the wizard is sent somewhere: its recipient's e-mail is required (spec §5), and a phone for SMS.
    if (value.isGift && value.flow === "wizard" && !value.recipientEmail) {
      ctx.addIssue({ code: "custom", path: ["recipientEmail"], message: V.giftEmailRequired });
    }
    if (value.isGift && value.giftMethod === "sms" && !/^\d{8,15}$/.test(value.recipientPhone ?? "")) {
      ctx.addIssue({ code: "custom", path: ["recipientPhone"], message: V.phoneInvalid });
    }
    if (value.deliveryTier === "scheduled" && !isScheduledDateAllowed(value.scheduledDate)) {
      ctx.addIssue({ code: "custom", path: ["scheduledDate"], message: V.scheduledDateRange });
    }
  })
  .transform(({ recipientEmail, scheduledDate, flow: _flow, giftMethod, giftMessage, recipientPhone, hidePrice, customOccasion, age, anniversaryYears, ...value }) => ({
    ...value,
    customOccasion: value.occasion === "other" ? customOccasion : undefined,
    age: value.occasion === "birthday" ? age : undefined,
    anniversaryYears: value.occasion === "anniversary" ? anniversaryYears : undefined,
    recipientEmail: value.isGift && recipientEmail ? recipientEmail : undefined,
    giftMethod: value.isGift ? (giftMethod ?? "email") : undefined,
    giftMessage: value.isGift ? giftMessage : undefined,
    recipientPhone: value.isGift && giftMethod === "sms" ? recipientPhone : undefined,
    hidePrice: value.isGift ? hidePrice : false,
    scheduledDate: value.deliveryTier === "scheduled" ? scheduledDate : undefined,
  }));

/** A scheduled date is a real calendar day 5 to 365 days from today (UTC). */
function isScheduledDateAllowed(date: string | undefined, today = new Date()): boolean {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return false;
  if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) return false;
  return date >= isoDatePlusDays(SCHEDULED_DAYS.min, today) && date <= isoDatePlusDays(SCHEDULED_DAYS.max, today);
}

/** The field errors of a draft, as message keys, for the form's instant feedback (the server checks again). */
export function requestFieldErrors(draft: unknown): Record<string, string> {
  const result = videoRequestFields.safeParse(draft);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "_");
    errors[field] ??= issue.message;
  }
  return errors;
}
