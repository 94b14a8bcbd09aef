import "server-only";
import { getAdminDashboard } from "@/server/services/dashboard/get-admin-dashboard";
import { consoleSearchSchema, searchConsole } from "@/server/services/admin/search-console";
import { getSystemStatus } from "@/server/services/admin/system-status";
import { adminProcedure, createTRPCRouter } from "../trpc";

/**
 * The operator console. Each procedure names the permission its service requires again (the services are
 * the real gate: REST adapters and jobs call them without tRPC); no permission = any admin.
 */
export const adminRouter = createTRPCRouter({
  dashboard: adminProcedure("analytics_view").query(({ ctx }) => getAdminDashboard({ db: ctx.db, actor: ctx.actor })),
  search: adminProcedure()
    .input(consoleSearchSchema)
    .query(({ ctx, input }) => searchConsole({ db: ctx.db, actor: ctx.actor, input })),
  systemStatus: adminProcedure().query(({ ctx }) => getSystemStatus({ db: ctx.db, actor: ctx.actor })),
});
