import "server-only";
import { and, count, countDistinct, desc, eq, gt, inArray, isNull, max, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { isAdminWith, requireAdmin } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import {
  auditLogs,
  creatorProfiles,
  moderationItems,
  OPEN_MODERATION_STATUSES,
  payments,
  payouts,
  profiles,
  sessions,
  users,
  webhookEvents,
} from "@/server/db/schema";
import { getSystemStatus } from "./system-status";

/** An admin counts as active when a request of theirs loaded a session this recently (sessions.last_seen_at). */
const ACTIVE_ADMIN_WINDOW_MINUTES = 15;

/** How many of the newest audit entries the overview lists. */
const OVERVIEW_RECENT_CHANGES = 5;

/**
 * The admin dashboard's system overview: the status menu's health readings, when each payment provider last
 * called a webhook, admins active in the last 15 minutes, what waits for someone (creators to approve and to verify, open reports, refunds
 * owed, payouts not settled), and the newest audit entries for admins who may read the log (analytics_full).
 */
export async function getSystemOverview({ db, actor }: { db: Db; actor: Actor }) {
  const admin = requireAdmin(actor);
  const [status, webhooks, [signedIn], [creatorsToVerify], [creatorsToApprove], [openReports], [refundsOwed], [payoutsOpen], recent] = await Promise.all([
    getSystemStatus({ db, actor: admin }),
    db.select({ provider: webhookEvents.provider, at: max(webhookEvents.processedAt) }).from(webhookEvents).groupBy(webhookEvents.provider),
    db
      .select({ n: countDistinct(sessions.userId) })
      .from(sessions)
      .innerJoin(profiles, eq(profiles.id, sessions.userId))
      .where(
        and(
          eq(profiles.role, "admin"),
          gt(sessions.expires, sql`now()`),
          gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${ACTIVE_ADMIN_WINDOW_MINUTES})`),
        ),
      ),
    db
      .select({ n: count() })
      .from(creatorProfiles)
      .innerJoin(profiles, eq(profiles.id, creatorProfiles.userId))
      .where(and(eq(creatorProfiles.verified, false), eq(profiles.role, "creator"), isNull(profiles.suspendedAt))),
    db.select({ n: count() }).from(creatorProfiles).where(eq(creatorProfiles.approvalStatus, "pending")),
    db.select({ n: count() }).from(moderationItems).where(inArray(moderationItems.status, [...OPEN_MODERATION_STATUSES])),
    db.select({ n: count() }).from(payments).where(eq(payments.status, "refund_owed")),
    db.select({ n: count() }).from(payouts).where(inArray(payouts.status, ["in_payout", "failed"])),
    isAdminWith(admin, "analytics_full")
      ? db
          .select({
            id: auditLogs.id,
            action: auditLogs.action,
            category: auditLogs.category,
            severity: auditLogs.severity,
            success: auditLogs.success,
            createdAt: auditLogs.createdAt,
            actorEmail: users.email,
          })
          .from(auditLogs)
          .leftJoin(users, eq(users.id, auditLogs.actorId))
          .orderBy(desc(auditLogs.createdAt))
          .limit(OVERVIEW_RECENT_CHANGES)
      : Promise.resolve(null),
  ]);
  return {
    status,
    lastWebhooks: webhooks.map((row) => ({ provider: row.provider, at: row.at })),
    adminsActive: signedIn?.n ?? 0,
    pending: {
      creatorsToVerify: creatorsToVerify?.n ?? 0,
      creatorsToApprove: creatorsToApprove?.n ?? 0,
      openReports: openReports?.n ?? 0,
      refundsOwed: refundsOwed?.n ?? 0,
      payoutsOpen: payoutsOpen?.n ?? 0,
    },
    recentChanges: recent,
  };
}
