import { accountRouter } from "./routers/account";
import { creatorsRouter } from "./routers/creators";
import { dashboardRouter } from "./routers/dashboard";
import { fansRouter } from "./routers/fans";
import { mediaRouter } from "./routers/media";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  account: accountRouter,
  creators: creatorsRouter,
  dashboard: dashboardRouter,
  fans: fansRouter,
  media: mediaRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
