import { describe, expect, it } from "vitest";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { composeTestEdges, testBrowser } from "../support/edge";
import { createPost, createTier, subscribe } from "./support";

// The route handlers run outside Next here, built by the edge composition on the test database; who is signed in
// is a real session row and its Auth.js cookie (cookie -> session -> actor).
const db = await useTestDb();
composeTestEdges(db);
const current = testBrowser(db);
const feedRoute = await import("@/app/api/feed/posts/route");
const likeRoute = await import("@/app/api/creator/posts/[postId]/like/route");
const viewRoute = await import("@/app/api/creator/posts/[postId]/view/route");
const commentsRoute = await import("@/app/api/creator/posts/[postId]/comments/route");

const BASE = "http://lakou.test";
function call(
  handler: (req: Request, route: { params: Promise<{ postId: string }> }) => Promise<Response>,
  method: string,
  path: string,
  postId: string,
  body?: unknown,
) {
  const req = new Request(`${BASE}${path}`, {
    method,
    headers: current.headers({ "content-type": "application/json", host: "lakou.test", "sec-fetch-site": "same-origin" }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return handler(req, { params: Promise.resolve({ postId }) });
}

const creator = await createCreator(db, { displayName: "Rest Creator", handle: "rest-creator" });
const gold = await createTier(db, creator.id, "Gold", 2500);
const openId = await createPost(db, creator.id, { title: "Open", images: ["/media/posts/post-01.svg"], contentType: "image" });
const lockedId = await createPost(db, creator.id, {
  title: "Locked",
  isPublic: false,
  accessTierIds: [gold],
  videos: ["/media/previews/clip-2.mp4"],
  thumbnailUrl: "/media/posts/post-02.svg",
  contentType: "video",
});
const subscriber = await createUser(db, { name: "Gold Fan" });
await subscribe(db, { userId: subscriber.id, creatorId: creator.id, tierId: gold, status: "active" });

describe("GET /api/feed/posts", () => {
  it("answers { posts, total, has_more } with the feed post fields, locked posts without media", async () => {
    await current.signIn(null);
    const response = await call(feedRoute.GET, "GET", "/api/feed/posts?offset=0&limit=1&preview=true", "");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ total: 2, has_more: true });
    expect(body.posts).toHaveLength(1);
    expect(Object.keys(body.posts[0]).sort()).toEqual(
      [
        "id", "title", "description", "content_type", "thumbnail_url", "images", "videos", "body", "creator_id", "creator",
        "created_at", "is_public", "is_preview", "has_access", "is_featured", "is_liked", "is_viewed", "likes_count",
        "comments_count", "views_count",
      ].sort(),
    );
    const all = await (await call(feedRoute.GET, "GET", "/api/feed/posts?preview=true", "")).json();
    const locked = all.posts.find((post: { id: string }) => post.id === lockedId);
    expect(locked).toMatchObject({ has_access: false, thumbnail_url: null, videos: [], images: [], body: null });
    expect(locked.creator).toEqual({ display_name: "Rest Creator", username: "rest-creator", profile_image_url: null });
    expect(JSON.stringify(all)).not.toContain("clip-2.mp4");
  });

  it("filters by type and locked content, and refuses bad parameters with translated field errors", async () => {
    await current.signIn(subscriber);
    const videos = await (await call(feedRoute.GET, "GET", "/api/feed/posts?contentType=video", "")).json();
    expect(videos.posts.map((post: { id: string; has_access: boolean }) => [post.id, post.has_access])).toEqual([[lockedId, true]]);
    await current.signIn(await createUser(db));
    const open = await (await call(feedRoute.GET, "GET", "/api/feed/posts?excludeLockedContent=true", "")).json();
    expect(open.posts.map((post: { id: string }) => post.id)).toEqual([openId]);
    const bad = await call(feedRoute.GET, "GET", "/api/feed/posts?limit=500&contentType=podcast", "");
    expect(bad.status).toBe(422);
    expect((await bad.json()).fieldErrors).toEqual({
      limit: "The page size must be a whole number from 1 to 50.",
      contentType: "Choose video, image, text or live.",
    });
  });
});

describe("POST /api/creator/posts/{postId}/like and /view", () => {
  it("toggles a like -> { likesCount, liked } and tracks a view once -> { tracked, viewsCount }", async () => {
    await current.signIn(subscriber);
    const like = await call(likeRoute.POST, "POST", `/api/creator/posts/${lockedId}/like`, lockedId);
    expect(await like.json()).toEqual({ likesCount: 1, liked: true });
    const unlike = await call(likeRoute.POST, "POST", `/api/creator/posts/${lockedId}/like`, lockedId);
    expect(await unlike.json()).toEqual({ likesCount: 0, liked: false });
    expect(await (await call(viewRoute.POST, "POST", `/api/creator/posts/${lockedId}/view`, lockedId)).json()).toEqual({
      tracked: true,
      viewsCount: 1,
    });
    expect(await (await call(viewRoute.POST, "POST", `/api/creator/posts/${lockedId}/view`, lockedId)).json()).toEqual({
      tracked: false,
      viewsCount: 1,
    });
  });

  it("answers 401 to a guest's like, 403 on a locked post and 404 on an unknown one, as JSON", async () => {
    await current.signIn(null);
    const guest = await call(likeRoute.POST, "POST", `/api/creator/posts/${openId}/like`, openId);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ error: "Please log in to like posts", code: "UNAUTHENTICATED" });
    await current.signIn(await createUser(db));
    expect((await call(likeRoute.POST, "POST", `/api/creator/posts/${lockedId}/like`, lockedId)).status).toBe(403);
    const missing = await call(likeRoute.POST, "POST", "/api/creator/posts/nope/like", "nope");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "NOT_FOUND", error: "We could not find that post." });
  });
});

describe("GET, POST, DELETE /api/creator/posts/{postId}/comments", () => {
  it("writes a comment -> { comment }, a reply, lists { comments, total, has_more } and deletes", async () => {
    await current.signIn(subscriber);
    const path = `/api/creator/posts/${lockedId}/comments`;
    const created = await call(commentsRoute.POST, "POST", path, lockedId, { content: "Bèl videyo!" });
    expect(created.status).toBe(200);
    const { comment } = await created.json();
    expect(comment).toMatchObject({
      content: "Bèl videyo!",
      parent_comment_id: null,
      parent_comment: null,
      is_own: true,
      is_liked: false,
      user: { id: subscriber.id, display_name: "Gold Fan", username: null, avatar_url: null },
      replies: [],
    });
    await current.signIn(creator);
    await call(commentsRoute.POST, "POST", path, lockedId, { content: "Mèsi!", parent_comment_id: comment.id });

    const list = await (await call(commentsRoute.GET, "GET", `${path}?offset=0&limit=20`, lockedId)).json();
    expect(list).toMatchObject({ total: 1, has_more: false });
    expect(list.comments[0].replies[0]).toMatchObject({
      content: "Mèsi!",
      is_creator: true,
      parent_comment_id: comment.id,
      parent_comment: { id: comment.id, user: { display_name: "Gold Fan" } },
    });

    // The creator's reply stands, so the deleted comment stays in its place, empty.
    await current.signIn(subscriber);
    const deleted = await call(commentsRoute.DELETE, "DELETE", `${path}?commentId=${comment.id}`, lockedId);
    expect(await deleted.json()).toEqual({ success: true });
    const after = await (await call(commentsRoute.GET, "GET", path, lockedId)).json();
    expect(after).toMatchObject({ total: 1 });
    expect(after.comments[0]).toMatchObject({ id: comment.id, content: "", replies: [{ content: "Mèsi!" }] });
  });

  it("answers the spec's errors: 401 for guests, 422 for empty text, 403 for others' comments", async () => {
    const path = `/api/creator/posts/${openId}/comments`;
    await current.signIn(null);
    const guest = await call(commentsRoute.POST, "POST", path, openId, { content: "Hi" });
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ error: "Please log in to comment", code: "UNAUTHENTICATED" });
    await current.signIn(subscriber);
    const empty = await call(commentsRoute.POST, "POST", path, openId, { content: "   " });
    expect(empty.status).toBe(422);
    expect((await empty.json()).fieldErrors).toEqual({ content: "Write something before sending." });
    const { comment } = await (await call(commentsRoute.POST, "POST", path, openId, { content: "Mine" })).json();
    await current.signIn(await createUser(db));
    const refused = await call(commentsRoute.DELETE, "DELETE", `${path}?commentId=${comment.id}`, openId);
    expect(refused.status).toBe(403);
    const locked = await call(commentsRoute.GET, "GET", `/api/creator/posts/${lockedId}/comments`, lockedId);
    expect(locked.status).toBe(403);
  });
});
