import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

export const POST_CONTENT_TYPES = ["image", "video", "text", "live"] as const;
export const POST_STATUSES = ["draft", "published", "archived"] as const;

/**
 * likes_count, comments_count and view_count are kept by triggers from their source rows; comments_count counts
 * only the comments readers see (none hidden, removed or deleted, no reply under a hidden or removed one).
 */
export const posts = pgTable(
  "posts",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull().default(""),
    /** The full text: sent only to readers the access rule lets in (the description is the open teaser). */
    body: text().notNull().default(""),
    status: text({ enum: POST_STATUSES }).notNull().default("published"),
    isPublic: boolean().notNull().default(true),
    isPreview: boolean().notNull().default(false),
    isFeatured: boolean().notNull().default(false),
    accessTierIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    contentType: text({ enum: POST_CONTENT_TYPES }).notNull().default("text"),
    thumbnailUrl: text(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    videos: text().array().notNull().default(sql`'{}'::text[]`),
    likesCount: integer().notNull().default(0),
    commentsCount: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    /** Removed by moderation: gone from the feed, the creator's page and every link to it. */
    removedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.creatorId, t.status, t.createdAt.desc()),
    index().on(t.status, t.contentType, t.createdAt.desc()),
    index().on(t.createdAt),
    check("posts_status_check", sql`${t.status} in ('draft','published','archived')`),
    check("posts_type_check", sql`${t.contentType} in ('image','video','text','live')`),
    check("posts_body_check", sql`char_length(${t.body}) <= 20000`),
    check("posts_counters_check", sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0 and ${t.viewCount} >= 0`),
  ],
);

export const postLikes = pgTable(
  "post_likes",
  {
    postId: uuid().notNull().references(() => posts.id, { onDelete: "cascade" }),
    userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index().on(t.userId)],
);

export const postViews = pgTable(
  "post_views",
  {
    postId: uuid().notNull().references(() => posts.id, { onDelete: "cascade" }),
    userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index().on(t.createdAt)],
);

export const comments = pgTable(
  "comments",
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid().notNull().references(() => posts.id, { onDelete: "cascade" }),
    userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    parentCommentId: uuid().references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    content: text().notNull(),
    /** Removed by moderation: gone from every public surface. */
    removedAt: timestamp({ withTimezone: true }),
    /** Hidden by the post's creator: only the creator still sees it (and may show it again). */
    hiddenAt: timestamp({ withTimezone: true }),
    /** Deleted by its author while others' replies stand: kept as "deleted" so the thread stays whole. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.postId, t.parentCommentId, t.createdAt),
    index().on(t.parentCommentId),
    check("comments_content_check", sql`char_length(btrim(${t.content})) between 1 and 2000`),
  ],
);
