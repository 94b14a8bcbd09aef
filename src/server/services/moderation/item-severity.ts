import "server-only";
import { eq, sql } from "drizzle-orm";
import { type ModerationCategory, severityOf } from "@/lib/moderation/categories";
import type { Queryable } from "@/server/db";
import { moderationItems, moderationReports, OPEN_MODERATION_STATUSES } from "@/server/db/schema";

/** Sets an item's severity from its open reports: their categories and how many people sent them. */
export async function refreshSeverity(db: Queryable, itemId: string): Promise<void> {
  const [open] = await db
    .select({
      categories: sql<ModerationCategory[]>`coalesce(array_agg(distinct reason), '{}')`,
      reporters: sql<number>`count(distinct ${moderationReports.reporterId})::int`,
    })
    .from(sql`${moderationReports}, unnest(${moderationReports.reasons}) as reason`)
    .where(
      sql`${moderationReports.moderationItemId} = ${itemId} and ${moderationReports.status} in (${sql.join(
        OPEN_MODERATION_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    );
  const severity = severityOf(open?.categories ?? [], open?.reporters ?? 0);
  await db.update(moderationItems).set({ severity }).where(eq(moderationItems.id, itemId));
}
