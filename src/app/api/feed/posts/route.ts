import { routeMethods } from "@/server/http/methods";
import { feedPostJson } from "@/server/http/content-json";
import { rest } from "@/server/http/rest";
import { listFeedPosts } from "@/server/services/posts/list-posts";

/**
 * GET /api/feed/posts?contentType&offset&limit=10&preview&excludeLockedContent(&search)
 * -> { posts, total, has_more }: locked posts come without their text or media.
 */
export const GET = rest(async ({ req, db, actor }) => {
  const query = Object.fromEntries(new URL(req.url).searchParams);
  const page = await listFeedPosts({ db, actor: await actor(), input: query });
  return { posts: page.posts.map(feedPostJson), total: page.total, has_more: page.hasMore };
});

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
