import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postLikes, posts, postViews } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { togglePostLike } from "@/server/services/posts/toggle-like";
import { trackPostView } from "@/server/services/posts/track-view";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { createPost } from "./support";

// A wide pool, so the concurrent calls below really run side by side in PostgreSQL.
const db = await useTestDb({ max: 25 });

async function counters(postId: string) {
  const [post] = await db.select({ likes: posts.likesCount, views: posts.viewCount }).from(posts).where(eq(posts.id, postId));
  const [likes] = await db.select({ value: count() }).from(postLikes).where(eq(postLikes.postId, postId));
  const [views] = await db.select({ value: count() }).from(postViews).where(eq(postViews.postId, postId));
  return { likes: post!.likes, likeRows: likes!.value, views: post!.views, viewRows: views!.value };
}

describe("likes and views", () => {
  it("toggles one like per reader: like, unlike, like again", async () => {
    const creator = await createCreator(db);
    const postId = await createPost(db, creator.id, { title: "Toggle" });
    const fan = await createUser(db);
    expect(await togglePostLike({ db, actor: fan, input: { postId } })).toEqual({ likesCount: 1, liked: true });
    expect(await togglePostLike({ db, actor: fan, input: { postId } })).toEqual({ likesCount: 0, liked: false });
    expect(await togglePostLike({ db, actor: fan, input: { postId } })).toEqual({ likesCount: 1, liked: true });
  });

  it("refuses a guest's like with the spec's message key", async () => {
    const creator = await createCreator(db);
    const postId = await createPost(db, creator.id, { title: "Guest" });
    await expect(togglePostLike({ db, actor: null, input: { postId } })).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
      messageKey: "posts.errors.signInToLike",
    });
  });

  it("keeps the like count equal to the likes under 50 concurrent likes, then 50 concurrent toggles", async () => {
    const creator = await createCreator(db);
    const postId = await createPost(db, creator.id, { title: "Popular" });
    const fans = await Promise.all(Array.from({ length: 50 }, () => createUser(db)));
    const liked = await Promise.all(fans.map((fan) => togglePostLike({ db, actor: fan, input: { postId } })));
    expect(liked.every((answer) => answer.liked)).toBe(true);
    expect(await counters(postId)).toMatchObject({ likes: 50, likeRows: 50 });

    // The same reader toggling 50 times at once (a double-clicking client): whatever wins, the count matches the rows.
    const clicker = fans[0]!;
    await Promise.all(Array.from({ length: 50 }, () => togglePostLike({ db, actor: clicker, input: { postId } })));
    const after = await counters(postId);
    expect(after.likes).toBe(after.likeRows);
    expect([49, 50]).toContain(after.likes);
  });

  it("counts a view once per signed-in reader, under 50 concurrent views, and never a guest's", async () => {
    const creator = await createCreator(db);
    const postId = await createPost(db, creator.id, { title: "Viewed" });
    const fans = await Promise.all(Array.from({ length: 25 }, () => createUser(db)));
    const answers = await Promise.all(
      [...fans, ...fans].map((fan) => trackPostView({ db, actor: fan, input: { postId } })),
    );
    expect(answers.filter((answer) => answer.tracked)).toHaveLength(25);
    expect(await counters(postId)).toMatchObject({ views: 25, viewRows: 25 });
    expect(await trackPostView({ db, actor: fans[0]!, input: { postId } })).toEqual({ tracked: false, viewsCount: 25 });
    expect(await trackPostView({ db, actor: null, input: { postId } })).toEqual({ tracked: false, viewsCount: 25 });
  });

  it("answers NOT_FOUND for unknown and malformed post ids", async () => {
    const fan = await createUser(db);
    for (const postId of [crypto.randomUUID(), "nope", "%E0%A4%A"]) {
      const error = await togglePostLike({ db, actor: fan, input: { postId } }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("NOT_FOUND");
    }
  });
});
