/** The creator's live dashboard (creator-admin-side screen 2, §9 defaults). */

/** How often auto refresh re-reads the figures that arrive without a notification (views, comments). */
export const LIVE_REFRESH_MS = 5_000;
/** The activity stream shows this many of the latest events. */
export const LIVE_ACTIVITY_LIMIT = 10;
/** Hourly cards: the current hour and the ones before it. */
export const LIVE_HOURLY_CARDS = 6;
/** The summary row covers this many hours up to now. */
export const LIVE_SUMMARY_HOURS = 24;

/** What the live cards count, each hour and today. */
export const LIVE_EVENT_KINDS = ["request", "subscriber", "comment", "view"] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];
/** What the activity stream lists (views are too many to list one by one). */
export type LiveActivityKind = Exclude<LiveEventKind, "view">;
