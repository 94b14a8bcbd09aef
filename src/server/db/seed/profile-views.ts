import { ANALYTICS_TIME_ZONE } from "@/lib/analytics/targets";
import { PROFILE_VIEW_WINDOW_MS, viewerKey } from "@/server/services/creators/track-profile-view";
import type { SeedCreator } from "./creators-data";
import { between, daysBefore, type Random, randomFor, seedId } from "./deterministic";

/** How far back the demo creators' page views go (the analytics screen's longest range). */
const PROFILE_VIEW_DAYS = 90;
/** The share of a day's views that fall in each hour of Haiti's day: quiet at night, busiest in the evening. */
const HOUR_WEIGHTS = [1, 1, 0, 0, 0, 1, 2, 3, 3, 3, 3, 4, 5, 4, 3, 3, 4, 5, 7, 9, 10, 9, 6, 3];
const WEIGHT_TOTAL = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
const offsetFormat = new Intl.DateTimeFormat("en-US", { timeZone: ANALYTICS_TIME_ZONE, timeZoneName: "shortOffset" });
/** Haiti's offset from UTC in hours on `at` (daylight saving time moves it). */
const haitiOffsetHours = (at: Date) => Number(offsetFormat.formatToParts(at).find((part) => part.type === "timeZoneName")!.value.replace("GMT", "") || 0);

export interface ProfileViewRow {
  creatorId: string;
  viewerKey: string;
  windowStart: Date;
  createdAt: Date;
}

/** An hour of Haiti's day drawn with HOUR_WEIGHTS. */
function hourOfDay(random: Random) {
  let left = random() * WEIGHT_TOTAL;
  return Math.max(0, HOUR_WEIGHTS.findIndex((weight) => (left -= weight) < 0));
}

/**
 * Guests' views of a creator's page over the last PROFILE_VIEW_DAYS days: more for creators with more
 * reviews, more at weekends and in the evening, each from a visitor of its own (so none collapses into
 * another's window). Rows are the same for a date whatever day the seed runs.
 */
export function buildProfileViews(creator: SeedCreator, creatorId: string, now: Date): ProfileViewRow[] {
  const rows: ProfileViewRow[] = [];
  for (let day = 1; day <= PROFILE_VIEW_DAYS; day++) {
    const date = daysBefore(now, day);
    // Drawn per calendar date, so a later run of the seed makes the same rows for the same dates.
    const dateKey = date.toISOString().slice(0, 10);
    const random = randomFor(`profile-views:${creator.handle}:${dateKey}`);
    const weekend = [0, 6].includes(date.getUTCDay()) ? 2 : 0;
    const views = between(random, 0, 2 + Math.ceil(creator.reviewCount / 3) + weekend);
    const offset = haitiOffsetHours(date);
    for (let n = 0; n < views; n++) {
      const at = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hourOfDay(random) - offset, between(random, 0, 59)));
      if (at > now) continue;
      rows.push({
        creatorId,
        viewerKey: viewerKey({ visitorId: seedId(`visitor:${creator.handle}:${dateKey}:${n}`) }),
        windowStart: new Date(Math.floor(at.getTime() / PROFILE_VIEW_WINDOW_MS) * PROFILE_VIEW_WINDOW_MS),
        createdAt: at,
      });
    }
  }
  return rows;
}
