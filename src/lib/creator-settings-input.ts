/* The creator settings forms' input: parsed by the services and, with the same schema, by the forms in the browser. */
import { z } from "zod";
import { BROWSE_CATEGORIES } from "@/lib/browse-options";
import {
  BIO_MAX,
  CALL_PRICE_PER_MINUTE_CENTS,
  CREATOR_LANGUAGES,
  DISPLAY_NAME_MAX,
  RESPONSE_TIME_HOURS,
  TIER_ANNUAL_DISCOUNT_PERCENT,
  TIER_BENEFIT_MAX,
  TIER_BENEFITS_MAX,
  TIER_BILLING_PERIODS,
  TIER_DESCRIPTION_MAX,
  TIER_NAME_MAX,
  TIER_PRICE_HTG_CENTS,
  TIER_PRICE_USD_CENTS,
  VIDEO_PRICE_HTG_CENTS,
  VIDEO_PRICE_USD_CENTS,
} from "@/lib/creator-settings";

const cents = (range: { min: number; max: number }, key: string) =>
  z.number({ message: key }).int(key).min(range.min, key).max(range.max, key);

export const updatePricingInput = z.object({
  videoPriceUsdCents: cents(VIDEO_PRICE_USD_CENTS, "creatorSettings.validation.videoPriceUsd"),
  videoPriceHtgCents: cents(VIDEO_PRICE_HTG_CENTS, "creatorSettings.validation.videoPriceHtg"),
  /** Null: the creator takes no live calls. */
  callPricePerMinuteCents: cents(CALL_PRICE_PER_MINUTE_CENTS, "creatorSettings.validation.callPrice").nullable(),
  isAvailable: z.boolean({ message: "validation.invalid" }),
  responseTimeHours: z
    .number({ message: "creatorSettings.validation.responseTime" })
    .refine((hours) => (RESPONSE_TIME_HOURS as readonly number[]).includes(hours), "creatorSettings.validation.responseTime"),
});

/** An uploaded picture to use, or null to remove it; absent leaves it as it is. */
const pictureInput = z.uuid("creatorSettings.validation.picture").nullable().optional();

/** The creator's own French or Kreyòl version of a text, under the original's limit; absent leaves it as it is. */
const translationInput = (max: number, key: string) => z.string().trim().max(max, key).optional();

export const updateProfileInput = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, "creatorSettings.validation.displayNameRequired")
    .max(DISPLAY_NAME_MAX, "creatorSettings.validation.displayNameTooLong"),
  bio: z.string().trim().max(BIO_MAX, "creatorSettings.validation.bioTooLong"),
  bioFr: translationInput(BIO_MAX, "creatorSettings.validation.bioTooLong"),
  bioHt: translationInput(BIO_MAX, "creatorSettings.validation.bioTooLong"),
  category: z.enum(BROWSE_CATEGORIES, { message: "creatorSettings.validation.category" }),
  languages: z
    .array(z.enum(CREATOR_LANGUAGES, { message: "creatorSettings.validation.languages" }))
    .min(1, "creatorSettings.validation.languages")
    .transform((languages) => [...new Set(languages)]),
  avatarMediaId: pictureInput,
  bannerMediaId: pictureInput,
});

export const createProfileInput = z.object({
  displayName: updateProfileInput.shape.displayName,
  category: updateProfileInput.shape.category,
  videoPriceUsdCents: updatePricingInput.shape.videoPriceUsdCents,
  videoPriceHtgCents: updatePricingInput.shape.videoPriceHtgCents,
});

/** A tier's benefits, one per entry: blank entries dropped, each and their number under the limits. */
const benefitList = z
  .array(z.string().trim().max(TIER_BENEFIT_MAX, "creatorSettings.validation.tierBenefitTooLong"))
  .transform((benefits) => benefits.filter(Boolean))
  .pipe(z.array(z.string()).max(TIER_BENEFITS_MAX, "creatorSettings.validation.tierBenefitsTooMany"));

const tierFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, "creatorSettings.validation.tierNameRequired")
    .max(TIER_NAME_MAX, "creatorSettings.validation.tierNameTooLong"),
  description: z.string().trim().max(TIER_DESCRIPTION_MAX, "creatorSettings.validation.tierDescriptionTooLong"),
  descriptionFr: translationInput(TIER_DESCRIPTION_MAX, "creatorSettings.validation.tierDescriptionTooLong"),
  descriptionHt: translationInput(TIER_DESCRIPTION_MAX, "creatorSettings.validation.tierDescriptionTooLong"),
  benefits: benefitList,
  /** The creator's own French or Kreyòl benefits; absent leaves them as they are. */
  benefitsFr: benefitList.optional(),
  benefitsHt: benefitList.optional(),
  priceUsdCents: cents(TIER_PRICE_USD_CENTS, "creatorSettings.validation.tierPriceUsd"),
  priceHtgCents: cents(TIER_PRICE_HTG_CENTS, "creatorSettings.validation.tierPriceHtg"),
  billingPeriod: z.enum(TIER_BILLING_PERIODS, { message: "creatorSettings.validation.billingPeriod" }),
  annualDiscountPercent: z
    .number({ message: "creatorSettings.validation.annualDiscount" })
    .int("creatorSettings.validation.annualDiscount")
    .min(TIER_ANNUAL_DISCOUNT_PERCENT.min, "creatorSettings.validation.annualDiscount")
    .max(TIER_ANNUAL_DISCOUNT_PERCENT.max, "creatorSettings.validation.annualDiscount")
    .default(0),
});
export const tierId = z.uuid("creatorSettings.errors.tierNotFound");

export const createTierInput = tierFields;
export const updateTierInput = tierFields.extend({ tierId });
