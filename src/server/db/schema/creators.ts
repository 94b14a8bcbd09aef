import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { CREATOR_APPROVAL_STATUSES } from "../../../lib/creator-approval";
import { PRICE_BAND_IDS } from "../../../lib/price-bands";
import { sqlList } from "./sql-list";

export const CATEGORIES = ["musician", "comedian", "actor", "singer", "djProducer", "radioHost", "dj"] as const;
export type Category = (typeof CATEGORIES)[number];
export const PAYMENT_METHODS = ["stripe", "moncash"] as const;
export const BILLING_PERIODS = ["monthly", "yearly"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/**
 * A creator's public profile. Prices are integer minor units: USD cents and HTG centimes.
 * total_reviews, rating_sum, average_rating and total_videos are kept by triggers from
 * `reviews` and completed `video_requests` (see the counters migration).
 */
export const creatorProfiles = pgTable(
  "creator_profiles",
  {
    userId: text().primaryKey().references(() => users.id, { onDelete: "cascade" }),
    displayName: text().notNull(),
    handle: text().notNull(),
    category: text({ enum: CATEGORIES }).notNull(),
    bio: text().notNull().default(""),
    /** The bio in French and in Haitian Creole, when the creator wrote one ('' when not: readers get `bio`). */
    bioFr: text().notNull().default(""),
    bioHt: text().notNull().default(""),
    avatarUrl: text(),
    bannerUrl: text(),
    videoPriceUsdCents: integer().notNull(),
    videoPriceHtgCents: integer().notNull(),
    responseTimeHours: integer().notNull().default(24),
    /** Live calls' price per minute (USD cents); null: the creator takes no calls. */
    callPricePerMinuteCents: integer(),
    /** The IANA zone the creator's call slots are set in (9:00 AM to 6:30 PM there). */
    timeZone: text().notNull().default("America/Port-au-Prince"),
    verified: boolean().notNull().default(false),
    languages: text().array().notNull().default(sql`'{en}'::text[]`),
    isAvailable: boolean().notNull().default(true),
    paymentMethodsEnabled: text({ enum: PAYMENT_METHODS }).array().notNull().default(sql`'{stripe}'::text[]`),
    totalReviews: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    averageRating: numeric({ precision: 3, scale: 2, mode: "number" }),
    totalVideos: integer().notNull().default(0),
    /** Pending or rejected profiles are not public (lib/creator-approval.ts); profiles made before approval existed are approved. */
    approvalStatus: text({ enum: CREATOR_APPROVAL_STATUSES }).notNull().default("approved"),
    /** The admin's note on the last approval decision (a rejection's reason, shown to the creator). */
    approvalNote: text().notNull().default(""),
    approvalReviewedBy: text().references(() => users.id, { onDelete: "set null" }),
    approvalReviewedAt: timestamp({ withTimezone: true }),
    /** True while the owner's profile role is `creator`, the owner is not suspended and the profile is approved: kept by triggers (browse lists only these). */
    listed: boolean().notNull().default(false),
    /** What browse search matches: display name and handle, lower case, without accents. */
    searchText: text().generatedAlwaysAs(sql`lakou_unaccent(display_name || ' ' || handle)`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("creator_profiles_handle_unique").on(sql`lower(${t.handle})`),
    // Browse (see services/creators/list-creators.ts): listed creators only, one index per sort order,
    // the same prefixed by category, and trigram search on the folded name and handle.
    index("creator_profiles_browse_popular").on(t.totalReviews.desc().nullsLast(), t.userId).where(sql`${t.listed}`),
    index("creator_profiles_browse_price").on(t.videoPriceUsdCents, t.userId).where(sql`${t.listed}`),
    index("creator_profiles_browse_rating")
      .on(t.averageRating.desc().nullsLast(), t.totalReviews.desc().nullsLast(), t.userId)
      .where(sql`${t.listed}`),
    index("creator_profiles_created_at").on(t.createdAt),
    /** The approvals queue: profiles of one status, oldest first. */
    index("creator_profiles_approval_queue").on(t.approvalStatus, t.createdAt, t.userId).where(sql`${t.approvalStatus} <> 'approved'`),
    index("creator_profiles_browse_newest").on(t.createdAt.desc().nullsLast(), t.userId).where(sql`${t.listed}`),
    index("creator_profiles_browse_category_popular")
      .on(t.category, t.totalReviews.desc().nullsLast(), t.userId)
      .where(sql`${t.listed}`),
    index("creator_profiles_browse_category_price").on(t.category, t.videoPriceUsdCents, t.userId).where(sql`${t.listed}`),
    index("creator_profiles_browse_category_rating")
      .on(t.category, t.averageRating.desc().nullsLast(), t.totalReviews.desc().nullsLast(), t.userId)
      .where(sql`${t.listed}`),
    index("creator_profiles_browse_category_newest")
      .on(t.category, t.createdAt.desc().nullsLast(), t.userId)
      .where(sql`${t.listed}`),
    index("creator_profiles_browse_search_text")
      .using("gin", sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.listed}`),
    check("creator_profiles_approval_check", sql`${t.approvalStatus} in (${sqlList(CREATOR_APPROVAL_STATUSES)})`),
    check("creator_profiles_category_check", sql`${t.category} in (${sqlList(CATEGORIES)})`),
    check("creator_profiles_prices_check", sql`${t.videoPriceUsdCents} >= 0 and ${t.videoPriceHtgCents} >= 0`),
    check("creator_profiles_call_price_check", sql`${t.callPricePerMinuteCents} is null or ${t.callPricePerMinuteCents} > 0`),
    check("creator_profiles_response_check", sql`${t.responseTimeHours} between 1 and 720`),
    check("creator_profiles_counters_check", sql`${t.totalReviews} >= 0 and ${t.ratingSum} >= 0 and ${t.totalVideos} >= 0`),
    check("creator_profiles_handle_check", sql`${t.handle} ~ '^[a-z0-9][a-z0-9_.-]{1,39}$'`),
  ],
);

/**
 * Listed creators counted per browse filter cell, so a filtered total is a sum over a few rows instead
 * of a count over every creator. Language '*' counts every creator of the cell once; each other language
 * counts the creators who speak it. Kept by triggers on creator_profiles (see the browse migration).
 */
export const creatorListingCounts = pgTable(
  "creator_listing_counts",
  {
    category: text({ enum: CATEGORIES }).notNull(),
    priceBand: text({ enum: PRICE_BAND_IDS }).notNull(),
    verified: boolean().notNull(),
    language: text().notNull(),
    creators: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.category, t.priceBand, t.verified] }),
    check("creator_listing_counts_creators_check", sql`${t.creators} >= 0`),
  ],
);

export const creatorSubscriptionTiers = pgTable(
  "creator_subscription_tiers",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    tierName: text().notNull(),
    description: text().notNull().default(""),
    /** The description in French and in Haitian Creole, when the creator wrote one ('' when not). */
    descriptionFr: text().notNull().default(""),
    descriptionHt: text().notNull().default(""),
    benefits: text().array().notNull().default(sql`'{}'::text[]`),
    /** The benefits in French and in Haitian Creole, when the creator wrote them (empty when not). */
    benefitsFr: text().array().notNull().default(sql`'{}'::text[]`),
    benefitsHt: text().array().notNull().default(sql`'{}'::text[]`),
    priceUsdCents: integer().notNull(),
    priceHtgCents: integer().notNull(),
    billingPeriod: text({ enum: BILLING_PERIODS }).notNull().default("monthly"),
    /** The creator's discount on a year of a monthly tier, in percent (src/lib/tier-price.ts). */
    annualDiscountPercent: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /** The creator's order for their tiers (settings' reorder): lowest first, then the cheaper. */
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.creatorId, t.isActive, t.priceUsdCents),
    check("tiers_price_check", sql`${t.priceUsdCents} > 0 and ${t.priceHtgCents} > 0`),
    check("tiers_period_check", sql`${t.billingPeriod} in ('monthly','yearly')`),
    check("tiers_annual_discount_check", sql`${t.annualDiscountPercent} between 0 and 50`),
  ],
);

/** Short sample clips shown in the quick view and on creator pages. */
export const creatorPreviewVideos = pgTable(
  "creator_preview_videos",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    occasion: text().notNull(),
    videoUrl: text().notNull(),
    thumbnailUrl: text(),
    durationSeconds: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.creatorId, t.createdAt.desc()),
    check("previews_duration_check", sql`${t.durationSeconds} > 0`),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    fanId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    videoRequestId: uuid().unique(),
    rating: integer().notNull(),
    comment: text().notNull().default(""),
    /** Removed by moderation: no longer listed on the creator's page. */
    removedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.creatorId, t.createdAt.desc()),
    index().on(t.fanId),
    index().on(t.createdAt),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

export const savedCreators = pgTable(
  "saved_creators",
  {
    userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    creatorId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.creatorId] }), index().on(t.creatorId)],
);

/**
 * Whether new creator profiles wait for an admin's approval before they are public: the newest row is in
 * force (none: no approval needed), the older ones are its history.
 */
export const creatorApprovalSettings = pgTable(
  "creator_approval_settings",
  {
    id: uuid().primaryKey().defaultRandom(),
    required: boolean().notNull(),
    setBy: text().references(() => users.id, { onDelete: "set null" }),
    effectiveAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.effectiveAt.desc())],
);
