import "server-only";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { comments, creatorProfiles, profiles, users } from "@/server/db/schema";

/**
 * A comment with its author as readers see them: a creator by their public name, handle and avatar;
 * a fan by their first and last name (else their account name). Select from `comments` with
 * `commentAuthorJoins` (creator profile as a left join).
 */
export const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  userId: comments.userId,
  content: comments.content,
  createdAt: comments.createdAt,
  parentCommentId: comments.parentCommentId,
  hiddenAt: comments.hiddenAt,
  deletedAt: comments.deletedAt,
  displayName: sql<string | null>`coalesce(
    nullif(btrim(${creatorProfiles.displayName}), ''),
    nullif(btrim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''),
    nullif(btrim(${users.name}), '')
  )`,
  username: sql<string | null>`${creatorProfiles.handle}`,
  avatarUrl: sql<string | null>`coalesce(${creatorProfiles.avatarUrl}, ${profiles.avatarUrl}, ${users.image})`,
};

export const commentAuthorJoins = {
  user: eq(users.id, comments.userId),
  profile: eq(profiles.id, comments.userId),
  creatorProfile: eq(creatorProfiles.userId, comments.userId),
};

type CommentRow = SelectResultFields<typeof commentColumns>;

/**
 * Which comments a reader sees: none removed by moderation; hidden ones only for the post's creator, who
 * hid them (a hidden comment's replies go out of sight with it).
 */
export function visibleCommentsSql(readerId: string | null, postCreatorId: string): SQL | undefined {
  return readerId === postCreatorId ? isNull(comments.removedAt) : and(isNull(comments.removedAt), isNull(comments.hiddenAt));
}

/**
 * One comment for its reader: whether they wrote it, whether its author is the post's creator (the
 * Creator badge), whether they may delete it (its author or the post's creator) and hide it (the post's
 * creator, on others' comments). A comment deleted while others' replies stand keeps its place, empty.
 */
export function presentComment(row: CommentRow, context: { readerId: string | null; postCreatorId: string }) {
  const deleted = row.deletedAt !== null;
  const isOwn = context.readerId !== null && row.userId === context.readerId && !deleted;
  const isPostCreator = context.readerId === context.postCreatorId;
  return {
    id: row.id,
    userId: row.userId,
    content: deleted ? "" : row.content,
    deleted,
    hidden: row.hiddenAt !== null,
    canHide: isPostCreator && !deleted && row.userId !== context.postCreatorId,
    createdAt: row.createdAt,
    parentCommentId: row.parentCommentId,
    user: { id: row.userId, displayName: row.displayName, username: row.username, avatarUrl: row.avatarUrl },
    isOwn,
    isCreator: row.userId === context.postCreatorId,
    canDelete: !deleted && (isOwn || isPostCreator),
    /** Comments cannot be liked yet; the field keeps the spec's shape. */
    isLiked: false,
  };
}

export type PresentedComment = ReturnType<typeof presentComment>;
