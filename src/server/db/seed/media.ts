/**
 * Public URLs of the demo media under `public/media/`, shared by the seed and by
 * `scripts/generate-media.ts`, which writes the files.
 */

export const avatarUrl = (handle: string) => `/media/avatars/${handle}.svg`;
export const bannerUrl = (handle: string) => `/media/banners/${handle}.svg`;

export const POST_IMAGE_COUNT = 12;
export const PREVIEW_POSTER_COUNT = 12;

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** One of the shared post images; any integer is folded onto the set. */
export const postImageUrl = (n: number) => `/media/posts/post-${twoDigits((n % POST_IMAGE_COUNT) + 1)}.svg`;
export const previewPosterUrl = (n: number) =>
  `/media/previews/poster-${twoDigits((n % PREVIEW_POSTER_COUNT) + 1)}.svg`;

/** The short sample clips and their real lengths in seconds. */
export const PREVIEW_CLIPS = [
  { name: "clip-1", seconds: 4 },
  { name: "clip-2", seconds: 5 },
  { name: "clip-3", seconds: 6 },
  { name: "clip-4", seconds: 5 },
] as const;

export const clipUrl = (name: string) => `/media/previews/${name}.mp4`;

/** One of the clips, with its length; any integer is folded onto the set. */
export function previewClip(n: number) {
  const clip = PREVIEW_CLIPS[n % PREVIEW_CLIPS.length]!;
  return { url: clipUrl(clip.name), seconds: clip.seconds };
}
