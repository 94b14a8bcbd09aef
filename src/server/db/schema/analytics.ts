import { bigint, date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * One creator's day (Haiti's calendar) as the analytics screen reads it, kept by the analytics.rollup job
 * from the ledger, video requests, reviews and post views, so the screen never scans the raw rows.
 * Earnings are the creator's share of captures less refunds, per currency; `requests` counts paid requests
 * booked that day; response time is hours from acceptance to delivery of the requests delivered that day;
 * `ended`/`delivered` count paid requests that ended that day and those delivered; `viewBlocks` counts views
 * (post and profile views, services/analytics/creator-views.ts) per block of VIEW_BLOCK_HOURS hours.
 */
export const creatorDailyStats = pgTable(
  "creator_daily_stats",
  {
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    earningsUsdCents: bigint({ mode: "number" }).notNull().default(0),
    earningsHtgCents: bigint({ mode: "number" }).notNull().default(0),
    requests: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    responseHours: numeric({ precision: 14, scale: 4 }).notNull().default("0"),
    responseCount: integer().notNull().default(0),
    delivered: integer().notNull().default(0),
    ended: integer().notNull().default(0),
    viewBlocks: integer().array().notNull().default([0, 0, 0, 0]),
  },
  (t) => [primaryKey({ columns: [t.creatorId, t.day] }), index().on(t.day)],
);

/**
 * A view of a creator's public page, counted once per viewer, creator and hour (PROFILE_VIEW_WINDOW_MS).
 * The viewer is pseudonymous: a hash of the signed-in user's id or of a guest's visitor cookie.
 */
export const profileViews = pgTable(
  "profile_views",
  {
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    viewerKey: text().notNull(),
    /** The start of the window the view fell in: the one view it may count. */
    windowStart: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.creatorId, t.viewerKey, t.windowStart] }),
    /** The rollup reads every creator's views of some days; the live dashboard one creator's recent ones. */
    index().on(t.createdAt),
    index().on(t.creatorId, t.createdAt),
  ],
);
