import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { ReportSubject } from "@/lib/moderation/categories";
import type { Queryable } from "@/server/db";
import { comments, creatorProfiles, media, mediaShareLinks, type MODERATION_ITEM_TYPES, posts, reviews } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { listedPostSql } from "@/server/services/posts/post-access";

/** What the queue shows of a reported thing, and whose it is. */
export interface SubjectSnapshot {
  itemType: (typeof MODERATION_ITEM_TYPES)[number];
  /** Who wrote or owns it: they may not report it, and a removal counts against them. */
  authorId: string;
  title: string;
  description: string;
  thumbnailUrl: string | null;
}

const ITEM_NOT_FOUND = "moderation.errors.itemNotFound";
const snippet = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
const uuidOrNotFound = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw new AppError("NOT_FOUND", ITEM_NOT_FOUND);
  return id;
};

/** Each reportable thing as it stands now: only what the public can still see may be reported. */
const READERS: Record<ReportSubject, (db: Queryable, id: string) => Promise<SubjectSnapshot | undefined>> = {
  async post(db, id) {
    const [row] = await db
      .select({ creatorId: posts.creatorId, title: posts.title, description: posts.description, contentType: posts.contentType, thumbnailUrl: posts.thumbnailUrl })
      .from(posts)
      .where(and(eq(posts.id, uuidOrNotFound(id)), listedPostSql()));
    if (!row) return undefined;
    const itemType = row.contentType === "video" ? "video" : row.contentType === "image" ? "image" : "text";
    return { itemType, authorId: row.creatorId, title: row.title, description: snippet(row.description, 300), thumbnailUrl: row.thumbnailUrl };
  },
  async comment(db, id) {
    const [row] = await db
      .select({ userId: comments.userId, content: comments.content })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(and(eq(comments.id, uuidOrNotFound(id)), isNull(comments.removedAt), listedPostSql()));
    return row && { itemType: "text", authorId: row.userId, title: snippet(row.content, 80), description: snippet(row.content, 300), thumbnailUrl: null };
  },
  async review(db, id) {
    const [row] = await db
      .select({ fanId: reviews.fanId, rating: reviews.rating, comment: reviews.comment })
      .from(reviews)
      .where(and(eq(reviews.id, uuidOrNotFound(id)), isNull(reviews.removedAt)));
    return row && { itemType: "review", authorId: row.fanId, title: `${"★".repeat(row.rating)} ${snippet(row.comment, 60)}`, description: snippet(row.comment, 300), thumbnailUrl: null };
  },
  async creator(db, id) {
    const [row] = await db
      .select({ userId: creatorProfiles.userId, displayName: creatorProfiles.displayName, bio: creatorProfiles.bio, avatarUrl: creatorProfiles.avatarUrl })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, id));
    return row && { itemType: "text", authorId: row.userId, title: row.displayName, description: snippet(row.bio, 300), thumbnailUrl: row.avatarUrl };
  },
  async sharedVideo(db, token) {
    const [row] = await db
      .select({ ownerId: media.ownerId })
      .from(mediaShareLinks)
      .innerJoin(media, eq(media.id, mediaShareLinks.mediaId))
      .where(and(eq(mediaShareLinks.token, token), isNull(mediaShareLinks.revokedAt)));
    return row && { itemType: "video", authorId: row.ownerId, title: "", description: "", thumbnailUrl: null };
  },
};

/** The reported thing now, or NOT_FOUND when it does not exist or is no longer public. */
export async function readSubject(db: Queryable, subject: ReportSubject, subjectId: string): Promise<SubjectSnapshot> {
  const snapshot = await READERS[subject](db, subjectId);
  if (!snapshot) throw new AppError("NOT_FOUND", ITEM_NOT_FOUND);
  return snapshot;
}

/** Takes a rejected item off every public surface (a creator profile stays: suspension is an account decision). */
export async function removeSubject(db: Queryable, subject: ReportSubject, subjectId: string): Promise<void> {
  const now = sql`now()`;
  switch (subject) {
    case "post":
      await db.update(posts).set({ removedAt: now }).where(eq(posts.id, subjectId));
      return;
    case "comment":
      await db.update(comments).set({ removedAt: now }).where(eq(comments.id, subjectId));
      return;
    case "review":
      await db.update(reviews).set({ removedAt: now }).where(eq(reviews.id, subjectId));
      return;
    case "sharedVideo":
      // Every link to the same video closes, not only the reported one.
      await db
        .update(mediaShareLinks)
        .set({ revokedAt: now })
        .where(
          and(
            isNull(mediaShareLinks.revokedAt),
            sql`${mediaShareLinks.mediaId} = (select ${mediaShareLinks.mediaId} from ${mediaShareLinks} where ${mediaShareLinks.token} = ${subjectId})`,
          ),
        );
      return;
    case "creator":
      return;
  }
}
