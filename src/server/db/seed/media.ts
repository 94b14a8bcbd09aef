/**
 * Public URLs of the demo media under `public/media/`, shared by the seed and by
 * `scripts/generate-media.ts`, which writes the files; and the ids of the demo videos
 * `seedDemoVideos` (./demo-videos) makes.
 */
import { mediaFileUrl } from "../../../lib/media/renditions";
import { seedId } from "./deterministic";

export const avatarUrl = (handle: string) => `/media/avatars/${handle}.svg`;
export const bannerUrl = (handle: string) => `/media/banners/${handle}.svg`;

export const POST_IMAGE_COUNT = 12;

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** One of the shared post images; any integer is folded onto the set. */
export const postImageUrl = (n: number) => `/media/posts/post-${twoDigits((n % POST_IMAGE_COUNT) + 1)}.svg`;

/** The media id of the demo video made for a seeded sample or delivery (by the row's id). */
export const demoVideoMediaId = (rowId: string) => seedId(`demo-video:${rowId}`);

/** A demo video's usual length in seconds (they run 10-20 s), until the real one is known. */
export const DEMO_VIDEO_SECONDS = 15;

/** The video and poster of a seeded sample (or a video post's video), served once `seedDemoVideos` has made or chosen them. */
export const demoVideoUrls = (rowId: string) => ({
  videoUrl: mediaFileUrl(demoVideoMediaId(rowId), "download.mp4"),
  thumbnailUrl: mediaFileUrl(demoVideoMediaId(rowId), "poster.jpg"),
});
