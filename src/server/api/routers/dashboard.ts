import "server-only";
import { getCreatorDashboard } from "@/server/services/dashboard/get-creator-dashboard";
import { getLiveDashboard } from "@/server/services/dashboard/get-live-dashboard";
import { listCreatorSubscribers } from "@/server/services/subscriptions/creator-subscribers";
import { createTRPCRouter, creatorProcedure } from "../trpc";

/** The creator home's numbers (/creator/dashboard); the admin dashboard's are `admin.dashboard`. */
export const dashboardRouter = createTRPCRouter({
  creator: creatorProcedure.query(({ ctx }) => getCreatorDashboard({ db: ctx.db, actor: ctx.actor })),
  /** Live figures (today, hourly, summary, activity); the page re-reads them when a notification arrives. */
  live: creatorProcedure.query(({ ctx }) => getLiveDashboard({ db: ctx.db, actor: ctx.actor })),
  subscribers: creatorProcedure.query(({ ctx }) => listCreatorSubscribers({ db: ctx.db, actor: ctx.actor })),
});
