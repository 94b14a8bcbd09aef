import "server-only";
import { getAdminDashboard } from "@/server/services/dashboard/get-admin-dashboard";
import { getCreatorDashboard } from "@/server/services/dashboard/get-creator-dashboard";
import { listCreatorSubscribers } from "@/server/services/subscriptions/creator-subscribers";
import { adminProcedure, createTRPCRouter, creatorProcedure } from "../trpc";

/** The role homes' numbers: /creator/dashboard and /admin/dashboard. */
export const dashboardRouter = createTRPCRouter({
  creator: creatorProcedure.query(({ ctx }) => getCreatorDashboard({ db: ctx.db, actor: ctx.actor })),
  subscribers: creatorProcedure.query(({ ctx }) => listCreatorSubscribers({ db: ctx.db, actor: ctx.actor })),
  admin: adminProcedure("analytics_view").query(({ ctx }) => getAdminDashboard({ db: ctx.db, actor: ctx.actor })),
});
