import { z } from "zod";
import {
  DELIVERY_TIERS,
  EMAIL_PATTERN,
  isoDatePlusDays,
  OCCASIONS,
  RELATIONSHIPS,
  REQUEST_LIMITS as L,
  SCHEDULED_DAYS,
} from "./rules";

/** Message keys (messages/*.json `booking.validation.*`) of every request rule, spec §5. */
export const V = {
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
} as const;

export const REQUEST_FLOWS = ["dialog", "simple", "wizard"] as const;
export type RequestFlow = (typeof REQUEST_FLOWS)[number];

const text = (required: string) => z.string({ error: required }).trim();
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
    isGift: z.boolean().default(false),
    recipientEmail: z.string().trim().max(254, V.emailInvalid).optional(),
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
    if (value.deliveryTier === "scheduled" && !isScheduledDateAllowed(value.scheduledDate)) {
      ctx.addIssue({ code: "custom", path: ["scheduledDate"], message: V.scheduledDateRange });
    }
  })
  .transform(({ recipientEmail, scheduledDate, flow: _flow, ...value }) => ({
    ...value,
    recipientEmail: value.isGift && recipientEmail ? recipientEmail : undefined,
    scheduledDate: value.deliveryTier === "scheduled" ? scheduledDate : undefined,
  }));

export type VideoRequestFields = z.input<typeof videoRequestFields>;

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
