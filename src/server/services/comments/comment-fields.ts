import "server-only";
import { eq, sql } from "drizzle-orm";
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
 * One comment for its reader: whether they wrote it, whether its author is the post's creator (the
 * Creator badge) and whether they may delete it (its author or the post's creator).
 */
export function presentComment(row: CommentRow, context: { readerId: string | null; postCreatorId: string }) {
  const isOwn = context.readerId !== null && row.userId === context.readerId;
  return {
    id: row.id,
    userId: row.userId,
    content: row.content,
    createdAt: row.createdAt,
    parentCommentId: row.parentCommentId,
    user: { id: row.userId, displayName: row.displayName, username: row.username, avatarUrl: row.avatarUrl },
    isOwn,
    isCreator: row.userId === context.postCreatorId,
    canDelete: isOwn || context.readerId === context.postCreatorId,
    /** Comments cannot be liked yet; the field keeps the spec's shape. */
    isLiked: false,
  };
}

export type PresentedComment = ReturnType<typeof presentComment>;
