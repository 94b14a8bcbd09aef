import "server-only";
import type { z } from "zod";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { creatorSubscriptionTiers, posts } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { postIdInput } from "./post-id";
import { requireOwnPost } from "./read-post";
import { requireCreator } from "@/server/auth/authorize";

const ownColumns = {
  id: posts.id,
  title: posts.title,
  description: posts.description,
  body: posts.body,
  status: posts.status,
  contentType: posts.contentType,
  thumbnailUrl: posts.thumbnailUrl,
  images: posts.images,
  videos: posts.videos,
  isPublic: posts.isPublic,
  accessTierIds: posts.accessTierIds,
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  viewsCount: posts.viewCount,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};

/** The tiers a creator may restrict a post to: their active ones, cheapest first. */
async function ownTiers(db: Db, creatorId: string) {
  return db
    .select({ id: creatorSubscriptionTiers.id, name: creatorSubscriptionTiers.tierName })
    .from(creatorSubscriptionTiers)
    .where(and(eq(creatorSubscriptionTiers.creatorId, creatorId), eq(creatorSubscriptionTiers.isActive, true)))
    .orderBy(asc(creatorSubscriptionTiers.priceUsdCents), asc(creatorSubscriptionTiers.id));
}

/** The creator's posts page: every post of theirs (drafts too), newest first, with their tiers. */
export async function listOwnPosts({ db, actor }: { db: Db; actor: Actor | null }) {
  const creator = requireCreator(actor);
  const [rows, tiers] = await Promise.all([
    db.select(ownColumns).from(posts).where(eq(posts.creatorId, creator.id)).orderBy(desc(posts.createdAt), desc(posts.id)),
    ownTiers(db, creator.id),
  ]);
  return { posts: rows, tiers };
}

/** One of the creator's posts for its edit form, with their tiers; anyone else's is refused. */
export async function getOwnPost({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof postIdInput> }) {
  const creator = requireCreator(actor);
  const { postId } = parseInput(postIdInput, input);
  const { id } = await requireOwnPost(db, creator, postId);
  const [[post], tiers] = await Promise.all([
    db.select(ownColumns).from(posts).where(eq(posts.id, id)),
    ownTiers(db, creator.id),
  ]);
  return { post: post!, tiers };
}

/** The new-post form's choices: the creator's tiers. */
export async function postFormOptions({ db, actor }: { db: Db; actor: Actor | null }) {
  const creator = requireCreator(actor);
  return { tiers: await ownTiers(db, creator.id) };
}
