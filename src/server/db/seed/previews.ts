import type { SeedCreator } from "./creators-data";
import { type Random, daysBefore, hashNumber, sample, seedId } from "./deterministic";
import { previewClip, previewPosterUrl } from "./media";

const SAMPLES = [
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

/** Three sample clips for creators who have them, none otherwise. */
export function buildPreviews(creator: SeedCreator, creatorId: string, random: Random, now: Date): PreviewRow[] {
  if (!creator.hasPreviews) return [];
  const offset = hashNumber(`preview:${creator.handle}`);
  return sample(random, SAMPLES, 3).map((item, i) => {
    const clip = previewClip(offset + i);
    return {
      id: seedId(`preview:${creator.handle}:${item.key}`),
      creatorId,
      title: item.title,
      occasion: item.occasion,
      videoUrl: clip.url,
      thumbnailUrl: previewPosterUrl(offset + i),
      durationSeconds: clip.seconds,
      createdAt: daysBefore(now, random() * (creator.joinedDaysAgo - 1)),
    };
  });
}
