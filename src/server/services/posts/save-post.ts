import "server-only";
import { requireCreator } from "@/server/auth/authorize";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { creatorSubscriptionTiers, media, posts } from "@/server/db/schema";
import { mediaIdOfFileUrl } from "@/lib/media/renditions";
import { AppError, parseInput } from "@/server/errors";
import { postInput } from "@/lib/post-input";
import { contentTypeOf, type PostInput } from "./post-input";
import { requireOwnPost } from "./read-post";

export const createPostInput = postInput;
export const updatePostInput = postInput.extend({ postId: z.string().max(100) });

/** A restricted post names only the creator's own active tiers (none = every subscriber). */
async function checkTiers(db: Db, creatorId: string, tierIds: string[]) {
  if (tierIds.length === 0) return;
  const found = await db
    .select({ id: creatorSubscriptionTiers.id })
    .from(creatorSubscriptionTiers)
    .where(
      and(
        eq(creatorSubscriptionTiers.creatorId, creatorId),
        eq(creatorSubscriptionTiers.isActive, true),
        inArray(creatorSubscriptionTiers.id, tierIds),
      ),
    );
  if (found.length !== new Set(tierIds).size) {
    throw new AppError("VALIDATION", "errors.validation", { accessTierIds: "posts.validation.tier" });
  }
}

/**
 * A post's media come through the checked uploads: each new address must be the creator's own finished
 * upload of the right kind (a picture for images, a video for videos). Addresses the post already holds
 * stay as they are (posts written before uploads existed keep their media).
 */
async function checkMedia(db: Db, creatorId: string, input: PostInput, kept: { images: string[]; videos: string[] }) {
  const fieldErrors: Record<string, string> = {};
  const wanted = (["images", "videos"] as const).flatMap((list) =>
    input[list].map((url, index) => ({ list, index, url })).filter(({ url }) => !kept[list].includes(url)),
  );
  if (wanted.length === 0) return;
  const ids = wanted.map(({ url }) => mediaIdOfFileUrl(url, "original")).filter((id): id is string => id !== null);
  const found = ids.length
    ? await db
        .select({ id: media.id, kind: media.kind })
        .from(media)
        .where(and(inArray(media.id, ids), eq(media.ownerId, creatorId), inArray(media.status, ["processing", "ready"])))
    : [];
  const kindOf = new Map(found.map((row) => [row.id, row.kind]));
  for (const { list, index, url } of wanted) {
    const id = mediaIdOfFileUrl(url, "original");
    const kind = id ? kindOf.get(id) : undefined;
    if (kind !== (list === "images" ? "post_image" : "post_video")) fieldErrors[`${list}.${index}`] = "posts.validation.upload";
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError("VALIDATION", "errors.validation", fieldErrors);
}

/** The stored columns of a written post; a public post keeps no tier list. */
function columnsOf(input: PostInput, keptThumbnail: string | null) {
  const contentType = contentTypeOf(input);
  return {
    title: input.title,
    description: input.description,
    body: input.body,
    images: input.images,
    videos: input.videos,
    contentType,
    // A video's poster stays until uploads bring new ones; an image post shows its first image.
    thumbnailUrl: input.images[0] ?? (contentType === "video" ? keptThumbnail : null),
    isPublic: input.isPublic,
    accessTierIds: input.isPublic ? [] : [...new Set(input.accessTierIds)],
    status: input.status,
  };
}

/** Posts are written by accounts that may act as creators. */
const requirePostAuthor = (actor: Actor | null) => requireCreator(actor, "posts.errors.creatorsOnly");

/** A creator publishes (or saves as draft) a new post of their own. */
export async function createPost({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof createPostInput> }) {
  const creator = requirePostAuthor(actor);
  const data = parseInput(createPostInput, input);
  await checkTiers(db, creator.id, data.isPublic ? [] : data.accessTierIds);
  await checkMedia(db, creator.id, data, { images: [], videos: [] });
  const [created] = await db
    .insert(posts)
    .values({ creatorId: creator.id, ...columnsOf(data, null) })
    .returning({ id: posts.id });
  return { id: created!.id };
}

/** A creator edits one of their own posts; anyone else's is refused. */
export async function updatePost({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof updatePostInput> }) {
  const creator = requirePostAuthor(actor);
  const { postId, ...data } = parseInput(updatePostInput, input);
  const existing = await requireOwnPost(db, creator, postId);
  await checkTiers(db, creator.id, data.isPublic ? [] : data.accessTierIds);
  await checkMedia(db, creator.id, data, existing);
  await db
    .update(posts)
    .set({ ...columnsOf(data, existing.thumbnailUrl), updatedAt: new Date() })
    .where(eq(posts.id, existing.id));
  return { id: existing.id };
}

/** A creator deletes one of their own posts (its likes, views and comments go with it). */
export const deletePostInput = z.object({ postId: z.string().max(100) });

export async function deletePost({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof deletePostInput> }) {
  const creator = requirePostAuthor(actor);
  const { postId } = parseInput(deletePostInput, input);
  const existing = await requireOwnPost(db, creator, postId);
  await db.delete(posts).where(eq(posts.id, existing.id));
  return { id: existing.id, deleted: true as const };
}
