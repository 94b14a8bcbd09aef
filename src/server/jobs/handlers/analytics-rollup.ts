import "server-only";
import { creatorDailyStats } from "@/server/db/schema";
import { rollUpAllDays, rollUpRecentDays } from "@/server/services/analytics/daily-rollups";
import type { JobHandler } from ".";

/** The recent days; on a database that has no rollups yet (a first deployment), its whole history. */
export const rollupAnalyticsJob: JobHandler<"analytics.rollup"> = async ({ db }) => {
  const [any] = await db.select({ day: creatorDailyStats.day }).from(creatorDailyStats).limit(1);
  await (any ? rollUpRecentDays(db) : rollUpAllDays(db));
};
