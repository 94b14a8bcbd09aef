import "server-only";
import type { z } from "zod";
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { posts, postViews } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { viewerOf } from "./post-access";
import { postIdInput } from "./post-id";
import { requireOpenPost } from "./read-post";

/**
 * Counts a view once per signed-in reader and post; guests are not tracked. A locked post cannot
 * be viewed, so its views are not counted either.
 */
export async function trackPostView({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof postIdInput> }) {
  const { postId } = parseInput(postIdInput, input);
  const post = await requireOpenPost(db, viewerOf(actor), postId, "posts.errors.locked");
  if (!actor) return { tracked: false, viewsCount: post.viewsCount };
  const inserted = await db
    .insert(postViews)
    .values({ postId: post.id, userId: actor.id })
    .onConflictDoNothing()
    .returning({ postId: postViews.postId });
  const [counted] = await db.select({ viewsCount: posts.viewCount }).from(posts).where(eq(posts.id, post.id));
  return { tracked: inserted.length > 0, viewsCount: counted?.viewsCount ?? post.viewsCount };
}
