import type { Occasion } from "./rules";

/** The wizard's occasion categories (spec §3). */
export const OCCASION_CATEGORIES = ["celebration", "support", "milestone", "holiday", "just_because", "business", "baby", "sports"] as const;
export type OccasionCategory = (typeof OCCASION_CATEGORIES)[number];

export interface CatalogueOccasion {
  id: Occasion;
  category: OccasionCategory;
  /** How often fans pick it, in percent: the catalogue shows 70 and above by default. */
  popularity: number;
}

/** The wizard's occasion catalogue (spec §3), most popular first; "other" is the custom occasion. */
export const OCCASION_CATALOGUE: readonly CatalogueOccasion[] = [
  { id: "birthday", category: "celebration", popularity: 98 },
  { id: "anniversary", category: "milestone", popularity: 88 },
  { id: "congratulations", category: "celebration", popularity: 82 },
  { id: "graduation", category: "milestone", popularity: 80 },
  { id: "wedding", category: "milestone", popularity: 77 },
  { id: "thank_you", category: "just_because", popularity: 74 },
  { id: "mothers_day", category: "holiday", popularity: 73 },
  { id: "valentines", category: "holiday", popularity: 72 },
  { id: "christmas", category: "holiday", popularity: 71 },
  { id: "just_because", category: "just_because", popularity: 70 },
  { id: "fathers_day", category: "holiday", popularity: 68 },
  { id: "encouragement", category: "support", popularity: 66 },
  { id: "get_well", category: "support", popularity: 64 },
  { id: "new_job", category: "business", popularity: 62 },
  { id: "baby_shower", category: "baby", popularity: 60 },
  { id: "motivation", category: "sports", popularity: 58 },
  { id: "promotion", category: "business", popularity: 55 },
  { id: "retirement", category: "milestone", popularity: 52 },
  { id: "new_home", category: "celebration", popularity: 48 },
  { id: "fundraiser", category: "business", popularity: 40 },
];

/** Popularity from which an occasion shows before Show All, and how many show before it (spec §9). */
export const POPULAR_FROM = 70;
export const SHOWN_BEFORE_ALL = 6;

/** Seasonal highlights by month, January = 0 (spec §9): Dec/Jan holidays, Feb Valentine's, May Mother's Day, June Father's Day and graduation. */
const SEASONAL: Partial<Record<number, readonly Occasion[]>> = {
  0: ["christmas"],
  1: ["valentines"],
  4: ["mothers_day"],
  5: ["fathers_day", "graduation"],
  11: ["christmas"],
};

export const seasonalOccasions = (month: number): readonly Occasion[] => SEASONAL[month] ?? [];

/**
 * The occasions the catalogue shows: those of `category` (all when null); before Show All, only the
 * popular ones (≥ 70) and this month's highlights, at most six, highlights first.
 */
export function visibleOccasions({ category, showAll, month }: { category: OccasionCategory | null; showAll: boolean; month: number }): CatalogueOccasion[] {
  const inCategory = OCCASION_CATALOGUE.filter((o) => !category || o.category === category);
  if (showAll) return inCategory;
  const seasonal = seasonalOccasions(month);
  const shortlist = inCategory.filter((o) => o.popularity >= POPULAR_FROM || seasonal.includes(o.id));
  return [...shortlist.filter((o) => seasonal.includes(o.id)), ...shortlist.filter((o) => !seasonal.includes(o.id))].slice(0, SHOWN_BEFORE_ALL);
}
