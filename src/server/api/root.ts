import "server-only";
import { accountRouter } from "./routers/account";
import { creatorsRouter } from "./routers/creators";
import { dashboardRouter } from "./routers/dashboard";
import { fansRouter } from "./routers/fans";
import { notificationsRouter } from "./routers/notifications";
import { paymentsRouter } from "./routers/payments";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  account: accountRouter,
  creators: creatorsRouter,
  dashboard: dashboardRouter,
  fans: fansRouter,
  notifications: notificationsRouter,
  payments: paymentsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
