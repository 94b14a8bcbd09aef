import { mediaFileUrl } from "../../../lib/media/renditions";
import type { SeedCreator } from "./creators-data";
import { between, daysBefore, hashNumber, randomFor, sample, seedId } from "./deterministic";
import { demoVideoUrls, postImageUrl } from "./media";
import { POST_KINDS, type PostKind, type PostType, storyOf, writePost } from "./post-writing";
import { sampleVideoCount } from "./sample-videos";
import type { TierRow } from "./tiers";

export interface PostRow {
  id: string;
  creatorId: string;
  title: string;
  description: string;
  body: string;
  status: "published";
  isPublic: boolean;
  isPreview: boolean;
  isFeatured: boolean;
  accessTierIds: string[];
  contentType: PostType;
  thumbnailUrl: string | null;
  images: string[];
  videos: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** A picture to draw for an image post (post-images.ts renders and stores it). */
export interface PostImageSpec {
  mediaId: string;
  creatorId: string;
  handle: string;
  category: SeedCreator["category"];
  name: string;
  title: string;
  /** Which of the picture layouts, so one creator's pictures differ from each other. */
  variant: number;
  createdAt: Date;
}

/**
 * The kinds of post a creator writes: a video post plays one of its creator's own samples, so a creator
 * without samples writes none of the video kinds (their texts speak of a clip).
 */
function kindsOf(creator: SeedCreator) {
  const kinds = (Object.keys(POST_KINDS) as PostKind[]).filter((kind) => POST_KINDS[kind].type !== "video" || sampleVideoCount(creator) > 0);
  const open = kinds.filter((kind) => !POST_KINDS[kind].members);
  return { open, members: kinds.filter((kind) => POST_KINDS[kind].members), images: open.filter((kind) => POST_KINDS[kind].type === "image") };
}

/**
 * Three to five published posts over the last few months (never before the creator joined), written
 * in the creator's language about their own city, shows and works (post-writing.ts): at least one
 * picture, mostly public, one for subscribers open to every active tier (a picture or a video) and, with
 * five posts, one more for the top tier. The oldest public post is the preview guests see; verified creators feature their newest post.
 * `usedWords` is shared by every creator of the seed, so no title or text repeats.
 */
export function buildPosts(
  creator: SeedCreator,
  creatorId: string,
  activeTiers: TierRow[],
  now: Date,
  usedWords: Set<string>,
): { posts: PostRow[]; images: PostImageSpec[] } {
  const random = randomFor(`posts:${creator.handle}`);
  const story = storyOf(creator, random);
  const count = between(random, 3, 5);
  const memberCount = count === 5 ? 2 : 1;
  const kinds = kindsOf(creator);
  const picture = sample(random, kinds.images, 1);
  // The first members-only post always has a picture or a video behind its lock.
  const members = sample(random, kinds.members.filter((kind) => POST_KINDS[kind].type !== "text"), 1);
  const open = [...picture, ...sample(random, kinds.open.filter((kind) => !picture.includes(kind)), count - memberCount - 1)];
  const chosen = [
    ...open.map((kind) => ({ kind, tiers: null })),
    ...[...members, ...sample(random, kinds.members.filter((kind) => !members.includes(kind)), memberCount - 1)].map((kind, i) => ({
      kind,
      tiers: i === 0 ? activeTiers : activeTiers.slice(-1),
    })),
  ];
  const window = Math.min(creator.joinedDaysAgo, 150);
  const ages = chosen.map(() => random() * window).sort((a, b) => b - a);
  const imageOffset = hashNumber(creator.handle);
  const shuffled = sample(random, chosen, chosen.length);
  const previewIndex = shuffled.findIndex(({ tiers }) => tiers === null);
  const images: PostImageSpec[] = [];
  const rows = shuffled.map(({ kind, tiers }, i): PostRow => {
    const id = seedId(`post:${creator.handle}:${kind}`);
    const type = POST_KINDS[kind].type;
    const text = writePost(kind, story, usedWords);
    const createdAt = daysBefore(now, ages[i]!);
    let pictures: string[] = [];
    if (type === "image") {
      const mediaId = seedId(`post-image:${creator.handle}:${kind}`);
      images.push({ mediaId, creatorId, handle: creator.handle, category: creator.category, name: creator.displayName, title: text.title, variant: images.length, createdAt });
      pictures = [mediaFileUrl(mediaId, "original")];
    }
    return {
      id,
      creatorId,
      ...text,
      status: "published",
      isPublic: tiers === null,
      isPreview: i === previewIndex,
      isFeatured: creator.verified && i === chosen.length - 1,
      accessTierIds: tiers?.map((tier) => tier.id) ?? [],
      contentType: type,
      thumbnailUrl: type === "image" ? pictures[0]! : type === "video" ? postImageUrl(imageOffset + i) : null,
      images: pictures,
      videos: type === "video" ? [demoVideoUrls(id).videoUrl] : [],
      createdAt,
      updatedAt: createdAt,
    };
  });
  return { posts: rows, images };
}
