import "server-only";
import { accountRouter } from "./routers/account";
import { commentsRouter } from "./routers/comments";
import { creatorsRouter } from "./routers/creators";
import { dashboardRouter } from "./routers/dashboard";
import { fansRouter } from "./routers/fans";
import { notificationsRouter } from "./routers/notifications";
import { paymentsRouter } from "./routers/payments";
import { postsRouter } from "./routers/posts";
import { mediaRouter } from "./routers/media";
import { videoRequestsRouter } from "./routers/video-requests";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  account: accountRouter,
  comments: commentsRouter,
  creators: creatorsRouter,
  dashboard: dashboardRouter,
  fans: fansRouter,
  notifications: notificationsRouter,
  payments: paymentsRouter,
  posts: postsRouter,
  media: mediaRouter,
  videoRequests: videoRequestsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
