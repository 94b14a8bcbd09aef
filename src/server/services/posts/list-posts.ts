import "server-only";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { creatorProfiles, posts, profiles } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { assertCreatorExists, creatorIdInput } from "@/server/services/creators/get-creator-page";
import {
  CREATOR_FEED_FIRST_PAGE,
  CREATOR_FEED_PAGE,
  FEED_PAGE_SIZE,
  FEED_SEARCH_MAX,
  LIVESTREAMING_ENABLED,
  MAX_PAGE_SIZE,
} from "@/lib/post-limits";
import { GUEST, hasAccessSql, listedPostSql, type Viewer, viewerOf } from "./post-access";
import { postAuthorJoins, postColumns, presentPost } from "./post-fields";

const FEED_CONTENT_TYPES = ["video", "image", "text", "live"] as const;

/** A query-string flag: true/false from JSON or "true"/"false" from a URL. */
const flag = z
  .union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")])
  .default(false);

const offset = z.coerce
  .number("feed.validation.offset")
  .int("feed.validation.offset")
  .min(0, "feed.validation.offset")
  .max(100_000, "feed.validation.offset")
  .default(0);
const limit = z.coerce
  .number("feed.validation.limit")
  .int("feed.validation.limit")
  .min(1, "feed.validation.limit")
  .max(MAX_PAGE_SIZE, "feed.validation.limit");

export const listFeedInput = z.object({
  contentType: z.enum(FEED_CONTENT_TYPES, "feed.validation.contentType").optional(),
  offset,
  limit: limit.default(FEED_PAGE_SIZE),
  /** Sent by signed-out clients: answer as to a guest, whoever asks (never more than a guest sees). */
  preview: flag,
  /** Only posts the reader may open. */
  excludeLockedContent: flag,
  search: z.string().trim().max(FEED_SEARCH_MAX, "feed.validation.search").optional(),
});

/** Without a limit, a creator's posts come 3 first, then 6 at a time (spec §9). */
export const listCreatorPostsInput = creatorIdInput.extend({ offset, limit: limit.optional() });

/** Escapes LIKE wildcards so a search for "50%" looks for those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of published posts matching `where`, newest first, each passed through the access rule. */
async function pageOfPosts(
  db: Db,
  viewer: Viewer,
  filters: { where: SQL | undefined; onlyOpen: boolean },
  page: { offset: number; limit: number },
) {
  const now = new Date();
  const hasAccess = hasAccessSql(viewer, now);
  const where = and(listedPostSql(), filters.where, filters.onlyOpen ? hasAccess : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...postColumns(viewer), hasAccess })
      .from(posts)
      .innerJoin(creatorProfiles, postAuthorJoins.creatorProfile)
      .innerJoin(profiles, postAuthorJoins.profile)
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ value: count() })
      .from(posts)
      .innerJoin(creatorProfiles, postAuthorJoins.creatorProfile)
      .innerJoin(profiles, postAuthorJoins.profile)
      .where(where),
  ]);
  const items = rows.map(({ hasAccess: open, ...row }) => presentPost(row, open));
  const totalCount = total?.value ?? 0;
  return { posts: items, total: totalCount, hasMore: page.offset + items.length < totalCount };
}

/**
 * The content feed (screen 11): every creator's published posts, newest first, by type and search.
 * Locked posts come as previews unless `excludeLockedContent`; the live tab is empty while live
 * streaming is switched off.
 */
export async function listFeedPosts({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof listFeedInput> }) {
  const { contentType, offset: start, limit: size, preview, excludeLockedContent, search } = parseInput(listFeedInput, input);
  if (contentType === "live" && !LIVESTREAMING_ENABLED) return { posts: [], total: 0, hasMore: false };
  const viewer = preview ? GUEST : viewerOf(actor);
  const words = search ? likePattern(search) : null;
  const where = and(
    contentType ? eq(posts.contentType, contentType) : undefined,
    words
      ? or(ilike(posts.title, words), ilike(posts.description, words), ilike(creatorProfiles.displayName, words))
      : undefined,
  );
  return pageOfPosts(db, viewer, { where, onlyOpen: excludeLockedContent }, { offset: start, limit: size });
}

/** A creator page's posts (screen 9): their published posts, newest first, locked ones as previews. */
export async function listCreatorPosts({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof listCreatorPostsInput> }) {
  const { creatorId, offset: start, limit: asked } = parseInput(listCreatorPostsInput, input);
  const size = asked ?? (start === 0 ? CREATOR_FEED_FIRST_PAGE : CREATOR_FEED_PAGE);
  await assertCreatorExists(db, creatorId, actor);
  return pageOfPosts(
    db,
    viewerOf(actor),
    { where: eq(posts.creatorId, creatorId), onlyOpen: false },
    { offset: start, limit: size },
  );
}
