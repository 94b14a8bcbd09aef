import type { SeedCreator } from "./creators-data";
import { type Random, daysBefore, sample, seedId } from "./deterministic";
import { DEMO_VIDEO_SECONDS, demoVideoUrls } from "./media";
import { sampleVideoCount } from "./sample-videos";

/** The samples creators show; their videos say what src/server/db/seed/demo-videos/sample-scripts.ts writes. */
export const SAMPLES = [
  { key: "birthday-manouchka", occasion: "birthday", title: "Happy birthday, Manouchka!" },
  { key: "birthday-ti-mikey", occasion: "birthday", title: "Bòn fèt Ti Mikey!" },
  { key: "anniversary-parents", occasion: "anniversary", title: "35 years of love for Jacques and Marie" },
  { key: "anniversary-wendy", occasion: "anniversary", title: "Joyeux anniversaire de mariage, Wendy" },
  { key: "congrats-promotion", occasion: "congratulations", title: "Bravo for the promotion, Kenley" },
  { key: "graduation-nursing", occasion: "graduation", title: "Félicitations, diplômée en sciences infirmières !" },
  { key: "wedding-blessing", occasion: "wedding", title: "A wedding blessing in Kreyòl" },
  { key: "encouragement", occasion: "encouragement", title: "Kenbe fèm, Tatie Gina" },
  { key: "retirement", occasion: "retirement", title: "Thank you for 40 years, Mèt Joseph" },
  { key: "holiday", occasion: "holiday", title: "Jwaye Nwèl from the whole band" },
  { key: "baby-shower", occasion: "baby_shower", title: "Twins on the way!" },
  { key: "just-because", occasion: "just_because", title: "Just because you deserve a smile" },
] as const;

export interface PreviewRow {
  id: string;
  creatorId: string;
  title: string;
  occasion: string;
  videoUrl: string;
  thumbnailUrl: string;
  durationSeconds: number;
  createdAt: Date;
}

/** The creator's samples (`sampleVideoCount`); `seedDemoVideos` makes each one's video and sets its real length. */
export function buildPreviews(creator: SeedCreator, creatorId: string, random: Random, now: Date): PreviewRow[] {
  if (!creator.hasPreviews) return [];
  // Three are always drawn, so the seed's later random choices stay the same whatever the count.
  const drawn = sample(random, SAMPLES, 3).map((item) => {
    const id = seedId(`preview:${creator.handle}:${item.key}`);
    return {
      id,
      creatorId,
      title: item.title,
      occasion: item.occasion,
      ...demoVideoUrls(id),
      durationSeconds: DEMO_VIDEO_SECONDS,
      createdAt: daysBefore(now, random() * (creator.joinedDaysAgo - 1)),
    };
  });
  return drawn.slice(0, sampleVideoCount(creator));
}
