/** The creator performance screen's ranges (days) and the spec's targets. */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** Response time above this many hours is critical (and raises the Response Time Alert). */
export const RESPONSE_TARGET_HOURS = 3;
/** Completion below this percentage raises the Completion Rate alert (critical below COMPLETION_CRITICAL_PERCENT). */
export const COMPLETION_TARGET_PERCENT = 95;
const COMPLETION_CRITICAL_PERCENT = 90;
/** A rating at or above this is good; below RATING_WARNING it is critical. */
const RATING_GOOD = 4.5;
const RATING_WARNING = 4;
/** How many periods the Requests bar chart shows. */
export const REQUEST_PERIODS = 5;
/** The Views heatmap's blocks of the day, in hours (Haiti's time). */
export const VIEW_BLOCK_HOURS = 6;
export const ANALYTICS_TIME_ZONE = "America/Port-au-Prince";

export type MetricStatus = "good" | "warning" | "critical";

/** Percent change from `previous` to `current` (null when there is nothing to compare with). */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** A trend's status: growing or flat is good, a fall up to 20% a warning, more is critical. */
export function trendStatus(change: number | null): MetricStatus {
  if (change === null || change >= 0) return "good";
  return change >= -20 ? "warning" : "critical";
}

export function responseStatus(hours: number | null): MetricStatus {
  if (hours === null || hours <= RESPONSE_TARGET_HOURS) return "good";
  return "critical";
}

export function completionStatus(percent: number | null): MetricStatus {
  if (percent === null || percent >= COMPLETION_TARGET_PERCENT) return "good";
  return percent >= COMPLETION_CRITICAL_PERCENT ? "warning" : "critical";
}

export function ratingStatus(rating: number | null): MetricStatus {
  if (rating === null || rating >= RATING_GOOD) return "good";
  return rating >= RATING_WARNING ? "warning" : "critical";
}
