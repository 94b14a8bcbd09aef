import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { z } from "zod";
import { REPORT_LIMITS } from "@/lib/moderation/categories";
import { reportInput } from "@/lib/moderation/report-input";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { moderationItems, moderationReports } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { refreshSeverity } from "./item-severity";
import { readSubject } from "./subjects";

/**
 * A signed-in person reports something they can see. One open report per reporter and item; someone's
 * own content, a removed or unknown item and more than REPORT_LIMITS.perHour reports an hour are refused.
 * The item joins the moderation queue (or gains a report there) with its severity recomputed; the
 * reporter's name is never shown to the reported person.
 */
export async function reportContent({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof reportInput> }) {
  const reporter = requireActor(actor);
  const { subject, subjectId, categories, note } = parseInput(reportInput, input);
  const snapshot = await readSubject(db, subject, subjectId);
  if (snapshot.authorId === reporter.id) throw new AppError("FORBIDDEN", "moderation.errors.ownContent");

  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(moderationReports)
    .where(and(eq(moderationReports.reporterId, reporter.id), gt(moderationReports.createdAt, sql`now() - interval '1 hour'`)));
  if ((recent?.n ?? 0) >= REPORT_LIMITS.perHour) throw new AppError("RATE_LIMITED", "moderation.errors.tooMany");

  return db.transaction(async (tx) => {
    // The item, created on its first report; reopened when reported again after an approval.
    const [item] = await tx
      .insert(moderationItems)
      .values({ subject, subjectId, itemType: snapshot.itemType, creatorId: snapshot.authorId, title: snapshot.title, description: snapshot.description, thumbnailUrl: snapshot.thumbnailUrl })
      .onConflictDoUpdate({
        target: [moderationItems.subject, moderationItems.subjectId],
        set: {
          status: sql`case when ${moderationItems.status} = 'approved' then 'pending' else ${moderationItems.status} end`,
          flaggedAt: sql`case when ${moderationItems.status} = 'approved' then now() else ${moderationItems.flaggedAt} end`,
        },
      })
      .returning({ id: moderationItems.id, status: moderationItems.status });
    if (!item || item.status === "rejected") throw new AppError("NOT_FOUND", "moderation.errors.itemNotFound");

    const [report] = await tx
      .insert(moderationReports)
      .values({
        moderationItemId: item.id,
        itemType: snapshot.itemType,
        itemId: subjectId,
        creatorId: snapshot.authorId,
        reporterId: reporter.id,
        reasons: categories,
        description: note,
        status: item.status,
      })
      .onConflictDoNothing()
      .returning({ id: moderationReports.id });
    if (!report) throw new AppError("CONFLICT", "moderation.errors.alreadyReported");
    await refreshSeverity(tx, item.id);
    return { reportId: report.id };
  });
}
