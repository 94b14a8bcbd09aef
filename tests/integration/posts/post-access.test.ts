import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { createComment } from "@/server/services/comments/create-comment";
import { listComments } from "@/server/services/comments/list-comments";
import { listCreatorPosts, listFeedPosts } from "@/server/services/posts/list-posts";
import { getPost } from "@/server/services/posts/read-post";
import { togglePostLike } from "@/server/services/posts/toggle-like";
import { trackPostView } from "@/server/services/posts/track-view";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { createPost, createTier, subscribe } from "./support";

const db = await useTestDb();

const VIDEO = "/media/previews/clip-1.mp4";
const IMAGE = "/media/posts/post-01.svg";

/** Who reads, and what the rule must answer for the Gold-only post and the any-subscriber post. */
interface Case {
  name: string;
  actor: Actor | null;
  goldOnly: boolean;
  anyTier: boolean;
}

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return "OK";
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe("the post access rule", () => {
  let creatorId: string;
  let goldOnlyId: string;
  let anyTierId: string;
  let publicId: string;
  const cases: Case[] = [];

  beforeAll(async () => {
    const creator = await createCreator(db, { displayName: "Access Creator" });
    creatorId = creator.id;
    const bronze = await createTier(db, creatorId, "Bronze", 500);
    const gold = await createTier(db, creatorId, "Gold", 2500);
    publicId = await createPost(db, creatorId, { title: "Open post", images: [IMAGE], thumbnailUrl: IMAGE, contentType: "image" });
    anyTierId = await createPost(db, creatorId, {
      title: "Any subscriber",
      isPublic: false,
      body: "Text for any subscriber",
      contentType: "image",
      images: [IMAGE],
      thumbnailUrl: IMAGE,
    });
    goldOnlyId = await createPost(db, creatorId, {
      title: "Gold only",
      isPublic: false,
      accessTierIds: [gold],
      body: "Text for gold",
      contentType: "video",
      videos: [VIDEO],
      thumbnailUrl: IMAGE,
    });

    const fan = async (status: Parameters<typeof subscribe>[1]["status"] | null, tierId = gold, periodEndDays = 20) => {
      const user = await createUser(db);
      if (status) await subscribe(db, { userId: user.id, creatorId, tierId, status, periodEndDays });
      return user;
    };
    // A subscription to another creator opens nothing here.
    const elsewhere = await createUser(db);
    const other = await createCreator(db);
    await subscribe(db, { userId: elsewhere.id, creatorId: other.id, tierId: await createTier(db, other.id, "Gold", 2500), status: "active" });

    cases.push(
      { name: "guest", actor: null, goldOnly: false, anyTier: false },
      { name: "fan without subscription", actor: await fan(null), goldOnly: false, anyTier: false },
      { name: "fan subscribed to another creator", actor: elsewhere, goldOnly: false, anyTier: false },
      { name: "fan with the wrong tier", actor: await fan("active", bronze), goldOnly: false, anyTier: true },
      { name: "fan with the right tier", actor: await fan("active", gold), goldOnly: true, anyTier: true },
      { name: "pending", actor: await fan("pending"), goldOnly: false, anyTier: false },
      { name: "paused", actor: await fan("paused"), goldOnly: false, anyTier: false },
      { name: "past due", actor: await fan("past_due"), goldOnly: false, anyTier: false },
      { name: "cancelled before period end", actor: await fan("cancelled", gold, 5), goldOnly: true, anyTier: true },
      { name: "cancelled after period end", actor: await fan("cancelled", gold, -1), goldOnly: false, anyTier: false },
      { name: "expired", actor: await fan("expired", gold, -1), goldOnly: false, anyTier: false },
      { name: "the creator", actor: creator, goldOnly: true, anyTier: true },
      { name: "an admin", actor: await createUser(db, { role: "admin", adminKind: "content_moderator" }), goldOnly: true, anyTier: true },
    );
  });

  it("answers the same in lists (SQL) and for one post (TS), for every case", async () => {
    for (const { name, actor, goldOnly, anyTier } of cases) {
      const feed = await listFeedPosts({ db, actor, input: {} });
      const byId = new Map(feed.posts.map((post) => [post.id, post]));
      expect([name, byId.get(goldOnlyId)?.hasAccess, byId.get(anyTierId)?.hasAccess]).toEqual([name, goldOnly, anyTier]);
      expect([name, byId.get(publicId)?.hasAccess]).toEqual([name, true]);

      const creatorPage = await listCreatorPosts({ db, actor, input: { creatorId, limit: 10 } });
      expect([name, creatorPage.posts.find((post) => post.id === goldOnlyId)?.hasAccess]).toEqual([name, goldOnly]);

      const one = await getPost({ db, actor, input: { postId: goldOnlyId } });
      expect([name, one.hasAccess]).toEqual([name, goldOnly]);
      expect([name, (await getPost({ db, actor, input: { postId: anyTierId } })).hasAccess]).toEqual([name, anyTier]);
    }
  });

  it("never sends a locked post's text or media URLs, in the feed or alone", async () => {
    for (const { name, actor, goldOnly } of cases) {
      const feed = await listFeedPosts({ db, actor, input: {} });
      const one = await getPost({ db, actor, input: { postId: goldOnlyId } });
      for (const post of [feed.posts.find((item) => item.id === goldOnlyId)!, one]) {
        const json = JSON.stringify(post);
        if (goldOnly) {
          expect([name, post.videos, post.body]).toEqual([name, [VIDEO], "Text for gold"]);
        } else {
          expect([name, json.includes(VIDEO), json.includes(IMAGE), json.includes("Text for gold")]).toEqual([name, false, false, false]);
          expect(post).toMatchObject({ title: "Gold only", description: "Gold only teaser", thumbnailUrl: null, body: null });
        }
      }
    }
  });

  it("lets only readers with access like, view and read or write comments", async () => {
    for (const { name, actor, goldOnly } of cases) {
      const expected = goldOnly ? "OK" : actor ? "FORBIDDEN" : "UNAUTHENTICATED";
      const input = { postId: goldOnlyId };
      expect([name, await codeOf(togglePostLike({ db, actor, input }))]).toEqual([name, expected]);
      expect([name, await codeOf(createComment({ db, actor, input: { ...input, content: `From ${name}` } }))]).toEqual([name, expected]);
      expect([name, await codeOf(listComments({ db, actor, input }))]).toEqual([name, goldOnly ? "OK" : "FORBIDDEN"]);
      expect([name, await codeOf(trackPostView({ db, actor, input }))]).toEqual([name, goldOnly ? "OK" : "FORBIDDEN"]);
    }
    const { comments } = await listComments({ db, actor: cases.at(-2)!.actor, input: { postId: goldOnlyId } });
    expect(comments.map((comment) => comment.content).sort()).toEqual(
      cases.filter((item) => item.goldOnly).map((item) => `From ${item.name}`).sort(),
    );
  });

  it("filters locked posts out with excludeLockedContent, and answers preview requests as to a guest", async () => {
    const rightTier = cases.find((item) => item.name === "fan with the right tier")!.actor;
    const wrongTier = cases.find((item) => item.name === "fan with the wrong tier")!.actor;
    const onlyOpen = await listFeedPosts({ db, actor: wrongTier, input: { excludeLockedContent: "true" } });
    expect(onlyOpen.posts.map((post) => post.id).sort()).toEqual([publicId, anyTierId].sort());
    expect(onlyOpen.total).toBe(2);
    const preview = await listFeedPosts({ db, actor: rightTier, input: { preview: "true" } });
    expect(preview.posts.find((post) => post.id === goldOnlyId)?.hasAccess).toBe(false);
  });

  it("keeps drafts to their creator and admins", async () => {
    const draftId = await createPost(db, creatorId, { title: "Draft", status: "draft" });
    const fan = cases.find((item) => item.name === "fan with the right tier")!.actor;
    expect(await codeOf(getPost({ db, actor: fan, input: { postId: draftId } }))).toBe("NOT_FOUND");
    expect(await codeOf(getPost({ db, actor: null, input: { postId: draftId } }))).toBe("NOT_FOUND");
    expect(await codeOf(getPost({ db, actor: cases.at(-2)!.actor, input: { postId: draftId } }))).toBe("OK");
    expect(await codeOf(getPost({ db, actor: cases.at(-1)!.actor, input: { postId: draftId } }))).toBe("OK");
    const feed = await listFeedPosts({ db, actor: cases.at(-2)!.actor, input: {} });
    expect(feed.posts.some((post) => post.id === draftId)).toBe(false);
    expect(await codeOf(getPost({ db, actor: null, input: { postId: "not-a-uuid" } }))).toBe("NOT_FOUND");
  });
});
