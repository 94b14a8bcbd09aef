import { CREATORS, type SeedCreator } from "./creators-data";
import { DEMO_CREATOR_PROFILES } from "./demo-accounts";

/** How many of the most-reviewed verified creators, besides the demo creators, show a sample video. */
const MOST_REVIEWED_WITH_SAMPLES = 4;

const DEMO_HANDLES = new Set(DEMO_CREATOR_PROFILES.map(({ creator }) => creator.handle));
const MOST_REVIEWED_HANDLES = new Set(
  CREATORS.filter((c) => c.hasPreviews && c.verified)
    .toSorted((a, b) => b.reviewCount - a.reviewCount)
    .slice(0, MOST_REVIEWED_WITH_SAMPLES)
    .map((c) => c.handle),
);

/**
 * How many sample videos a seeded creator shows (README, "Demo media"): three for each demo creator, one for
 * each of the most-reviewed verified creators, none for the others. Each is a video of that creator, rendered
 * at seed time, so no sample or video post ever plays another creator's face; the count bounds a fresh
 * machine's first run.
 */
export function sampleVideoCount(creator: SeedCreator): number {
  if (!creator.hasPreviews) return 0;
  if (DEMO_HANDLES.has(creator.handle)) return 3;
  return MOST_REVIEWED_HANDLES.has(creator.handle) ? 1 : 0;
}
