import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type z } from "zod";
import { decideInput } from "@/lib/moderation/decide-input";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import { writeAudit } from "@/server/audit/write-audit";
import type { Db, Queryable } from "@/server/db";
import { moderationItems, moderationReports, OPEN_MODERATION_STATUSES, profiles } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { notify } from "@/server/services/notifications/notify";
import { removeSubject } from "./subjects";

const STATUS_OF = { approve: "approved", reject: "rejected", escalate: "escalated" } as const;

/** The super admin an escalation goes to: the one with the fewest escalated items open. */
async function superAdminFor(db: Queryable): Promise<string | null> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, "admin"), eq(profiles.adminKind, "super_admin")))
    .orderBy(
      sql`(select count(*) from ${moderationItems} where ${moderationItems.assignedTo} = ${profiles.id} and ${moderationItems.status} = 'escalated')`,
      asc(profiles.id),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * A moderator (content_moderate) decides on a reported item. Reject takes it off every public surface
 * and counts a violation against its author; Approve keeps it and closes its reports; Escalate hands it
 * to a super admin, who alone decides escalated items. Only open items can be decided: of two decisions
 * at once, one wins and the other is told. Reporters hear the outcome, an author whose content is
 * removed hears why, and the audit log records it, all in the decision's transaction.
 */
export async function decideModerationItem({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof decideInput> }) {
  const moderator = requirePermission(actor, "content_moderate");
  const { itemId, decision, note } = parseInput(decideInput, input);

  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(moderationItems).where(eq(moderationItems.id, itemId)).for("update");
    if (!item) throw new AppError("NOT_FOUND", "moderation.errors.itemNotFound");
    if (!(OPEN_MODERATION_STATUSES as readonly string[]).includes(item.status)) {
      throw new AppError("CONFLICT", "moderation.errors.alreadyDecided");
    }
    if (item.status === "escalated" && moderator.adminKind !== "super_admin") {
      throw new AppError("FORBIDDEN", "moderation.errors.escalatedToSuperAdmin");
    }
    if (decision === "escalate" && item.status === "escalated") throw new AppError("CONFLICT", "moderation.errors.alreadyDecided");

    const status = STATUS_OF[decision];
    const assignedTo = decision === "escalate" ? await superAdminFor(tx) : item.assignedTo;
    const [decided] = await tx
      .update(moderationItems)
      .set({ status, assignedTo, reviewedBy: moderator.id, reviewedAt: sql`now()`, decisionNote: note })
      .where(eq(moderationItems.id, item.id))
      .returning();

    if (decision !== "escalate") {
      const reports = await tx
        .update(moderationReports)
        .set({ status, reviewedBy: moderator.id, reviewedAt: sql`now()` })
        .where(and(eq(moderationReports.moderationItemId, item.id), inArray(moderationReports.status, [...OPEN_MODERATION_STATUSES])))
        .returning({ reporterId: moderationReports.reporterId });
      const outcome = decision === "reject" ? "removed" : "kept";
      for (const reporterId of new Set(reports.map((report) => report.reporterId).filter((id) => id !== null))) {
        await notify(tx, { userId: reporterId, type: "moderation.reportResolved", params: { itemId: item.id, subject: item.subject, outcome } });
      }
    } else {
      await tx
        .update(moderationReports)
        .set({ status })
        .where(and(eq(moderationReports.moderationItemId, item.id), inArray(moderationReports.status, [...OPEN_MODERATION_STATUSES])));
    }

    if (decision === "reject") {
      await removeSubject(tx, item.subject, item.subjectId);
      if (item.creatorId) {
        await notify(tx, {
          userId: item.creatorId,
          type: "moderation.contentRemoved",
          params: { itemId: item.id, subject: item.subject, title: item.title.slice(0, 300), reason: note },
        });
      }
    }

    await writeAudit(tx, moderator, {
      action: `moderation.${status}`,
      category: "content",
      resource: item.subject,
      resourceId: item.subjectId,
      details: note,
      severity: item.severity,
      metadata: { itemId: item.id, assignedTo },
    });
    return decided!;
  });
}
