import "server-only";
import { eq, type SQL, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { creatorProfiles, postLikes, posts, postViews, profiles } from "@/server/db/schema";
import { creatorNameSql } from "@/server/services/creators/get-creator-page";
import type { Viewer } from "./post-access";

/** Whether the reader has a row for the post in scope in `table` (likes, views); guests have none. */
function readerHas(table: typeof postLikes | typeof postViews, viewer: Viewer): SQL<boolean> {
  if (viewer.id === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${table} where ${table.postId} = ${posts.id} and ${table.userId} = ${viewer.id})`;
}

/**
 * The columns every post read selects (the spec's feed post, before the access rule decides what is
 * sent). Select from `posts` joined with `postAuthorJoins`.
 */
export function postColumns(viewer: Viewer) {
  return {
    id: posts.id,
    creatorId: posts.creatorId,
    title: posts.title,
    description: posts.description,
    body: posts.body,
    status: posts.status,
    contentType: posts.contentType,
    thumbnailUrl: posts.thumbnailUrl,
    images: posts.images,
    videos: posts.videos,
    isPublic: posts.isPublic,
    isPreview: posts.isPreview,
    isFeatured: posts.isFeatured,
    createdAt: posts.createdAt,
    likesCount: posts.likesCount,
    commentsCount: posts.commentsCount,
    viewsCount: posts.viewCount,
    creatorName: creatorNameSql,
    creatorHandle: creatorProfiles.handle,
    creatorAvatarUrl: creatorProfiles.avatarUrl,
    isLiked: readerHas(postLikes, viewer),
    isViewed: readerHas(postViews, viewer),
    isOwn: viewer.id === null ? sql<boolean>`false` : sql<boolean>`${posts.creatorId} = ${viewer.id}`,
  };
}

/** The author's creator profile and account profile, joined on `posts`. */
export const postAuthorJoins = {
  creatorProfile: eq(creatorProfiles.userId, posts.creatorId),
  profile: eq(profiles.id, posts.creatorId),
};

type PostRow = SelectResultFields<ReturnType<typeof postColumns>>;

/**
 * What a reader receives. A locked post keeps its title, teaser, type and counts, and loses its text
 * and every media URL (thumbnail included): the page shows a blurred placeholder instead.
 */
export function presentPost(row: PostRow, hasAccess: boolean) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    body: hasAccess ? row.body : null,
    status: row.status,
    contentType: row.contentType,
    thumbnailUrl: hasAccess ? row.thumbnailUrl : null,
    images: hasAccess ? row.images : [],
    videos: hasAccess ? row.videos : [],
    creatorId: row.creatorId,
    creator: { displayName: row.creatorName, username: row.creatorHandle, profileImageUrl: row.creatorAvatarUrl },
    createdAt: row.createdAt,
    isPublic: row.isPublic,
    isPreview: row.isPreview,
    isFeatured: row.isFeatured,
    hasAccess,
    isLiked: row.isLiked,
    isViewed: row.isViewed,
    /** The reader wrote it (they cannot report it). */
    isOwn: row.isOwn,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    viewsCount: row.viewsCount,
  };
}

export type PresentedPost = ReturnType<typeof presentPost>;
