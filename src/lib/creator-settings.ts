/* What a creator may set on /creator/settings: shared by the services (which decide) and the forms. */
import type { BillingPeriod } from "@/server/db/schema";

/** The settings page's tabs, in order; `?tab=` names one (profile when absent or unknown). */
export const SETTINGS_TABS = ["profile", "pricing", "tiers", "payments", "notifications"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Languages a creator may say they speak (browse filters by the same codes). */
export const CREATOR_LANGUAGES = ["ht", "fr", "en", "es"] as const;

export const DISPLAY_NAME_MAX = 60;
export const BIO_MAX = 1000;

/** A video's price: $5 to $10,000 and 500 to 1,500,000 gourdes (minor units). */
export const VIDEO_PRICE_USD_CENTS = { min: 500, max: 1_000_000 } as const;
export const VIDEO_PRICE_HTG_CENTS = { min: 50_000, max: 150_000_000 } as const;
/** A live call's price per minute: $0.50 to $500 (cents); none means no calls. */
export const CALL_PRICE_PER_MINUTE_CENTS = { min: 50, max: 50_000 } as const;
/** The response times a creator may promise, in hours (the schema allows 1 to 720). */
export const RESPONSE_TIME_HOURS = [12, 24, 48, 72, 96, 120, 168] as const;

/** Subscription tiers: how many a creator keeps, and each one's limits. */
export const MAX_TIERS = 10;
export const TIER_NAME_MAX = 50;
export const TIER_DESCRIPTION_MAX = 500;
export const TIER_BENEFITS_MAX = 10;
export const TIER_BENEFIT_MAX = 120;
export const TIER_PRICE_USD_CENTS = { min: 100, max: 100_000 } as const;
export const TIER_PRICE_HTG_CENTS = { min: 10_000, max: 15_000_000 } as const;
/** The discount a creator may give on a year of a monthly tier, in whole percent (the schema checks 0 to 50). */
export const TIER_ANNUAL_DISCOUNT_PERCENT = { min: 0, max: 50 } as const;
/** A tier's billing periods (the same set as the schema's BILLING_PERIODS). */
export const TIER_BILLING_PERIODS = ["monthly", "yearly"] as const satisfies readonly BillingPeriod[];

/** The tab a `?tab=` value names; anything else opens the profile. */
export const settingsTabOf = (value: unknown): SettingsTab =>
  (SETTINGS_TABS as readonly unknown[]).includes(value) ? (value as SettingsTab) : "profile";
