import "server-only";
import { analyticsInput, getCreatorAnalytics } from "@/server/services/analytics/creator-analytics";
import { createTRPCRouter, creatorProcedure } from "../trpc";

/** The creator performance screen (/creator/analytics). */
export const creatorAnalyticsRouter = createTRPCRouter({
  metrics: creatorProcedure.input(analyticsInput).query(({ ctx, input }) => getCreatorAnalytics({ db: ctx.db, actor: ctx.actor, input })),
});
