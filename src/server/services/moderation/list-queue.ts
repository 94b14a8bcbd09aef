import "server-only";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { type ModerationCategory, REPORT_SUBJECTS, SEVERITIES } from "@/lib/moderation/categories";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import { creatorProfiles, MODERATION_STATUSES, moderationItems, moderationReports, OPEN_MODERATION_STATUSES, profiles } from "@/server/db/schema";
import { parseInput } from "@/server/errors";

const QUEUE_PAGE_SIZE = 20;

export const queueInput = z.object({
  /** `open` = pending, reviewing and escalated. */
  status: z.enum(["open", ...MODERATION_STATUSES], "moderation.validation.status").default("open"),
  severity: z.enum(SEVERITIES, "moderation.validation.severity").optional(),
  subject: z.enum(REPORT_SUBJECTS, "moderation.validation.subject").optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const author = alias(profiles, "author");
const authorCreator = alias(creatorProfiles, "author_creator");
const reviewer = alias(profiles, "reviewer");
const personName = (profile: { firstName: unknown; lastName: unknown }) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${profile.firstName}, ${profile.lastName})), '')`;

/**
 * The moderation queue (screen 14) for admins holding content_moderate: reported items, gravest and
 * oldest first, each with its reporters and their reasons, the author and how many of the author's items
 * were removed before (violation history). One query for the page, one for its count.
 */
export async function listModerationQueue({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof queueInput> }) {
  requirePermission(actor, "content_moderate");
  const { status, severity, subject, page } = parseInput(queueInput, input);
  const where = and(
    status === "open" ? inArray(moderationItems.status, [...OPEN_MODERATION_STATUSES]) : eq(moderationItems.status, status),
    severity ? eq(moderationItems.severity, severity) : undefined,
    subject ? eq(moderationItems.subject, subject) : undefined,
  );
  const severityRank: SQL = sql`array_position(array[${sql.join(
    [...SEVERITIES].reverse().map((value) => sql`${value}`),
    sql`, `,
  )}]::text[], ${moderationItems.severity})`;

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: moderationItems.id,
        subject: moderationItems.subject,
        subjectId: moderationItems.subjectId,
        itemType: moderationItems.itemType,
        title: moderationItems.title,
        description: moderationItems.description,
        thumbnailUrl: moderationItems.thumbnailUrl,
        severity: moderationItems.severity,
        status: moderationItems.status,
        flaggedAt: moderationItems.flaggedAt,
        reviewedAt: moderationItems.reviewedAt,
        decisionNote: moderationItems.decisionNote,
        reviewerName: personName(reviewer),
        creator: {
          id: moderationItems.creatorId,
          name: sql<string | null>`coalesce(${authorCreator.displayName}, ${personName(author)})`,
          avatarUrl: sql<string | null>`coalesce(${authorCreator.avatarUrl}, ${author.avatarUrl})`,
          suspended: sql<boolean>`${author.suspendedAt} is not null`,
        },
        reporters: sql<{ name: string | null; reasons: ModerationCategory[]; note: string; at: string }[]>`coalesce((
          select json_agg(json_build_object(
            'name', nullif(trim(concat_ws(' ', rp.first_name, rp.last_name)), ''),
            'reasons', r.reasons, 'note', r.description, 'at', r.created_at) order by r.created_at)
          from ${moderationReports} r left join ${profiles} rp on rp.id = r.reporter_id
          where r.moderation_item_id = ${moderationItems.id}
            and (r.status = ${moderationItems.status} or ${moderationItems.status} in ('approved', 'rejected') and r.reviewed_at = ${moderationItems.reviewedAt})
        ), '[]'::json)`,
        violationHistory: sql<number>`(
          select count(*)::int from ${moderationItems} previous
          where previous.creator_id = ${moderationItems.creatorId} and previous.status = 'rejected' and previous.id <> ${moderationItems.id}
        )`,
      })
      .from(moderationItems)
      .leftJoin(author, eq(author.id, moderationItems.creatorId))
      .leftJoin(authorCreator, eq(authorCreator.userId, moderationItems.creatorId))
      .leftJoin(reviewer, eq(reviewer.id, moderationItems.reviewedBy))
      .where(where)
      .orderBy(severityRank, desc(moderationItems.flaggedAt), moderationItems.id)
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE),
    db.select({ total: count() }).from(moderationItems).where(where),
  ]);
  const reasonsOf = (row: (typeof rows)[number]) => [...new Set(row.reporters.flatMap((reporter) => reporter.reasons))];
  return {
    items: rows.map((row) => ({ ...row, reasons: reasonsOf(row), reportCount: row.reporters.length })),
    total: total?.total ?? 0,
    page,
    pageCount: Math.max(1, Math.ceil((total?.total ?? 0) / QUEUE_PAGE_SIZE)),
  };
}
