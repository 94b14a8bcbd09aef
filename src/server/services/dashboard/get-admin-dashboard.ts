import "server-only";
import { requirePermission } from "@/server/auth/authorize";
import { count, eq, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import {
  creatorProfiles,
  moderationReports,
  profiles,
  ROLES,
  type Role,
  VIDEO_REQUEST_STATUSES,
  videoRequests,
} from "@/server/db/schema";
import { isCreatorAccount } from "@/server/services/creators/get-creator-page";

/** Platform counts for admins holding `analytics_view`: accounts, creators, moderation backlog, requests. */
export async function getAdminDashboard({ db, actor }: { db: Db; actor: Actor }) {
  requirePermission(actor, "analytics_view");

  const [roleRows, statusRows, creatorRows] = await Promise.all([
    db.select({ role: profiles.role, count: count() }).from(profiles).groupBy(profiles.role),
    db.select({ status: videoRequests.status, count: count() }).from(videoRequests).groupBy(videoRequests.status),
    db
      .select({
        creators: count(),
        verifiedCreators: count(sql`case when ${creatorProfiles.verified} then 1 end`),
        pendingReports: db.$count(moderationReports, eq(moderationReports.status, "pending")),
      })
      .from(creatorProfiles)
      .innerJoin(profiles, eq(profiles.id, creatorProfiles.userId))
      .where(isCreatorAccount),
  ]);

  const accountsByRole = Object.fromEntries(
    ROLES.map((role) => [role, roleRows.find((row) => row.role === role)?.count ?? 0]),
  ) as Record<Role, number>;
  const videoRequestsByStatus = VIDEO_REQUEST_STATUSES.map((status) => ({
    status,
    count: statusRows.find((row) => row.status === status)?.count ?? 0,
  }));
  const { creators = 0, verifiedCreators = 0, pendingReports = 0 } = creatorRows[0] ?? {};

  return { accountsByRole, creators, verifiedCreators, pendingReports, videoRequestsByStatus };
}
