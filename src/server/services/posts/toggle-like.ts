import "server-only";
import type { z } from "zod";
import { and, eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { postLikes, posts } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { viewerOf } from "./post-access";
import { postIdInput } from "./post-id";
import { requireOpenPost } from "./read-post";

/**
 * Likes or unlikes a post for the signed-in reader: one like per reader and post (the table's key),
 * the count kept by the database's trigger. Only readers the access rule lets in may like.
 */
export async function togglePostLike({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof postIdInput> }) {
  if (!actor) throw new AppError("UNAUTHENTICATED", "posts.errors.signInToLike");
  const { postId } = parseInput(postIdInput, input);
  const post = await requireOpenPost(db, viewerOf(actor), postId, "posts.errors.lockedLike");
  return db.transaction(async (tx) => {
    const mine = and(eq(postLikes.postId, post.id), eq(postLikes.userId, actor.id));
    const removed = await tx.delete(postLikes).where(mine).returning({ postId: postLikes.postId });
    if (removed.length === 0) {
      await tx.insert(postLikes).values({ postId: post.id, userId: actor.id }).onConflictDoNothing();
    }
    const [counted] = await tx.select({ likesCount: posts.likesCount }).from(posts).where(eq(posts.id, post.id));
    return { likesCount: counted?.likesCount ?? 0, liked: removed.length === 0 };
  });
}
