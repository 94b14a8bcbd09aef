import { createHash } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mediaIdOfFileUrl } from "@/lib/media/renditions";
import { comments, creatorProfiles, media, postLikes, posts, profiles, subscriptionOrders } from "@/server/db/schema";
import { seed } from "@/server/db/seed";
import { seedId } from "@/server/db/seed/deterministic";
import { POST_KINDS, type PostKind } from "@/server/db/seed/post-writing";
import { useScratchStorage } from "../media/support";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();
const storage = useScratchStorage();

describe("the seeded posts", () => {
  let rows: (typeof posts.$inferSelect)[];
  beforeAll(async () => {
    await seed(db, storage);
    rows = await db.select().from(posts);
  }, 120_000);

  it("are each creator's own: no title, teaser or text is shared between two creators", () => {
    for (const field of ["title", "description", "body"] as const) {
      const creatorOf = new Map<string, string>();
      for (const post of rows) {
        if (!post[field]) continue;
        const seen = creatorOf.get(post[field]);
        expect(seen === undefined || seen === post.creatorId, `${field} "${post[field]}" is shared`).toBe(true);
        creatorOf.set(post[field], post.creatorId);
      }
    }
    expect(new Set(rows.map((post) => post.title)).size).toBe(rows.length);
  });

  it("are written in the creator's language", async () => {
    const creators = await db
      .select({ id: creatorProfiles.userId, handle: creatorProfiles.handle, locale: profiles.preferredLocale })
      .from(creatorProfiles)
      .innerJoin(profiles, eq(profiles.id, creatorProfiles.userId));
    const localeOf = new Map(creators.map((creator) => [creator.id, creator.locale]));
    const kreyol = rows.filter((post) => localeOf.get(post.creatorId) === "ht");
    const french = rows.filter((post) => localeOf.get(post.creatorId) === "fr");
    expect(kreyol.length).toBeGreaterThan(0);
    expect(french.length).toBeGreaterThan(0);
    // No English in them, and words each language uses.
    for (const post of [...kreyol, ...french]) expect(`${post.title} ${post.description}`).not.toMatch(/(^|\s)(the|and|my)(\s|$)/i);
    expect(kreyol.map((post) => post.description).join(" ")).toMatch(/\b(nan|mwen|yon)\b/);
    expect(french.map((post) => post.description).join(" ")).toMatch(/\b(de|à|mon|une)\b/);
  });

  it("have counts that vary: some quiet, most a few, a few many", () => {
    const likes = rows.map((post) => post.likesCount);
    expect(likes.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(likes.filter((n) => n >= 1 && n <= 9).length).toBeGreaterThan(rows.length / 3);
    expect(likes.filter((n) => n >= 12).length).toBeGreaterThan(0);
    expect(new Set(likes).size).toBeGreaterThan(8);
    for (const post of rows) expect(post.viewCount).toBeGreaterThanOrEqual(post.likesCount);
  });

  it("have comments in the three languages, some answered", async () => {
    const all = await db.select().from(comments);
    expect(all.length).toBeGreaterThan(50);
    const replies = all.filter((comment) => comment.parentCommentId !== null);
    expect(replies.length).toBeGreaterThan(5);
    const text = all.map((comment) => comment.content).join("\n");
    expect(text).toMatch(/Mèsi anpil|Sa bèl anpil|Mwen pa ka tann/);
    expect(text).toMatch(/Magnifique|Vivement la suite|Merci/);
    expect(text).toMatch(/Can't wait|This is beautiful|Thank you/);
    const withReplies = await db.select().from(comments).where(and(isNotNull(comments.parentCommentId), isNull(comments.deletedAt)));
    const parents = new Set(all.filter((comment) => !comment.parentCommentId).map((comment) => comment.id));
    for (const reply of withReplies) expect(parents.has(reply.parentCommentId!)).toBe(true);
  });

  it("have members-only posts liked, and only by subscribers of their tiers", async () => {
    const gated = rows.filter((post) => !post.isPublic);
    expect(gated.length).toBeGreaterThan(0);
    const likes = await db.select().from(postLikes).where(inArray(postLikes.postId, gated.map((post) => post.id)));
    // Seeded fans subscribe to creators, so members-only posts are read and liked too, by members only.
    expect(new Set(likes.map((like) => like.postId)).size).toBeGreaterThan(gated.length / 2);
    const subscriptions = await db.select().from(subscriptionOrders);
    for (const like of likes) {
      const post = gated.find((row) => row.id === like.postId)!;
      expect(subscriptions.some((sub) => sub.userId === like.userId && post.accessTierIds.includes(sub.tierId))).toBe(true);
    }
  });

  it("show what their text says: a post written about a clip plays a video, never a picture", async () => {
    const handles = await db.select({ id: creatorProfiles.userId, handle: creatorProfiles.handle }).from(creatorProfiles);
    const clipKinds = (Object.keys(POST_KINDS) as PostKind[]).filter((kind) => POST_KINDS[kind].type === "video");
    const clipPostIds = new Set(handles.flatMap(({ handle }) => clipKinds.map((kind) => seedId(`post:${handle}:${kind}`))));
    const clipPosts = rows.filter((post) => clipPostIds.has(post.id));
    expect(clipPosts.length).toBeGreaterThan(0);
    for (const post of clipPosts) expect(post, post.title).toMatchObject({ contentType: "video", images: [] });
    expect(rows.filter((post) => post.contentType === "video").length).toBe(clipPosts.length);
  });

  it("have their own pictures, stored as the creator's post uploads, different for every post", async () => {
    const imagePosts = rows.filter((post) => post.contentType === "image");
    expect(imagePosts.length).toBeGreaterThan(20);
    const digests = new Set<string>();
    for (const post of imagePosts) {
      const id = mediaIdOfFileUrl(post.images[0]!, "original")!;
      const [item] = await db.select().from(media).where(eq(media.id, id));
      expect(item).toMatchObject({ ownerId: post.creatorId, kind: "post_image", status: "ready", mimeType: "image/webp" });
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.get(item!.storageKey)) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(bytes.length).toBe(item!.sizeBytes);
      expect(bytes.subarray(8, 12).toString()).toBe("WEBP");
      digests.add(createHash("sha1").update(bytes).digest("hex"));
    }
    expect(digests.size).toBe(imagePosts.length);
  });
});
