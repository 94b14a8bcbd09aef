import "server-only";
import { and, count, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import { creatorProfiles, mediaShareLinks, moderationItems, profiles, reviews, videoRequests } from "@/server/db/schema";
import { parseInput } from "@/server/errors";

export const REVIEW_LIST_PAGE_SIZE = 20;

export const reviewListInput = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

const fan = alias(profiles, "fan");
const fanName = sql<string | null>`nullif(trim(concat_ws(' ', ${fan.firstName}, ${fan.lastName})), '')`;

/** The report state of a subject: its moderation item's status and report count, if it was ever reported. */
function reportState(subject: "review" | "sharedVideo", subjectId: SQL) {
  return sql<{ status: string; reports: number } | null>`(
    select json_build_object('status', mi.status, 'reports', (select count(*) from moderation_reports mr where mr.moderation_item_id = mi.id))
    from ${moderationItems} mi where mi.subject = ${subject} and mi.subject_id = ${subjectId} limit 1
  )`;
}

function page<T>(rows: T[], total: number, pageNumber: number) {
  return { rows, total, page: pageNumber, pageCount: Math.max(1, Math.ceil(total / REVIEW_LIST_PAGE_SIZE)) };
}

/** /admin/reviews: every review, newest first, with its creator, author, whether it was removed and its report state. */
export async function listReviewsForModeration({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof reviewListInput> }) {
  requirePermission(actor, "content_moderate");
  const { page: pageNumber } = parseInput(reviewListInput, input);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        removedAt: reviews.removedAt,
        creatorName: creatorProfiles.displayName,
        fanName,
        report: reportState("review", sql`${reviews.id}::text`),
      })
      .from(reviews)
      .leftJoin(creatorProfiles, eq(creatorProfiles.userId, reviews.creatorId))
      .leftJoin(fan, eq(fan.id, reviews.fanId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEW_LIST_PAGE_SIZE)
      .offset((pageNumber - 1) * REVIEW_LIST_PAGE_SIZE),
    db.select({ total: count() }).from(reviews),
  ]);
  return page(rows, total?.total ?? 0, pageNumber);
}

/**
 * /admin/videos: delivered videos, newest first, with their order, creator, fan, how many share links are
 * live, and the report state of any shared copy.
 */
export async function listVideosForModeration({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof reviewListInput> }) {
  requirePermission(actor, "content_moderate");
  const { page: pageNumber } = parseInput(reviewListInput, input);
  const delivered = and(isNotNull(videoRequests.deliveredMediaId), eq(videoRequests.status, "completed"));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        requestId: videoRequests.id,
        mediaId: videoRequests.deliveredMediaId,
        occasion: videoRequests.occasion,
        recipientName: videoRequests.recipientName,
        completedAt: videoRequests.completedAt,
        creatorName: creatorProfiles.displayName,
        fanName,
        liveLinks: sql<number>`(select count(*)::int from ${mediaShareLinks} l where l.media_id = ${videoRequests.deliveredMediaId} and l.revoked_at is null)`,
        report: sql<{ status: string; reports: number } | null>`(
          select json_build_object('status', mi.status, 'reports', (select count(*) from moderation_reports mr where mr.moderation_item_id = mi.id))
          from ${moderationItems} mi join ${mediaShareLinks} l on mi.subject = 'sharedVideo' and mi.subject_id = l.token
          where l.media_id = ${videoRequests.deliveredMediaId} order by mi.flagged_at desc limit 1
        )`,
      })
      .from(videoRequests)
      .leftJoin(creatorProfiles, eq(creatorProfiles.userId, videoRequests.creatorId))
      .leftJoin(fan, eq(fan.id, videoRequests.fanId))
      .where(delivered)
      .orderBy(desc(videoRequests.completedAt), desc(videoRequests.id))
      .limit(REVIEW_LIST_PAGE_SIZE)
      .offset((pageNumber - 1) * REVIEW_LIST_PAGE_SIZE),
    db.select({ total: count() }).from(videoRequests).where(delivered),
  ]);
  return page(rows, total?.total ?? 0, pageNumber);
}
