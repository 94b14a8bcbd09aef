import "server-only";
import { accountRouter } from "./routers/account";
import { adminRouter } from "./routers/admin";
import { callsRouter } from "./routers/calls";
import { commentsRouter } from "./routers/comments";
import { creatorAnalyticsRouter } from "./routers/creator-analytics";
import { creatorSettingsRouter } from "./routers/creator-settings";
import { creatorsRouter } from "./routers/creators";
import { dashboardRouter } from "./routers/dashboard";
import { earningsRouter } from "./routers/earnings";
import { fansRouter } from "./routers/fans";
import { notificationsRouter } from "./routers/notifications";
import { paymentsRouter } from "./routers/payments";
import { payoutsRouter } from "./routers/payouts";
import { videoRequestsRouter } from "./routers/video-requests";
import { postsRouter } from "./routers/posts";
import { mediaRouter } from "./routers/media";
import { moderationRouter } from "./routers/moderation";
import { subscriptionsRouter } from "./routers/subscriptions";
import { simulatorRouter } from "@/server/payments/simulator/router";
import { reviewsRouter } from "./routers/reviews";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  account: accountRouter,
  admin: adminRouter,
  calls: callsRouter,
  comments: commentsRouter,
  creatorAnalytics: creatorAnalyticsRouter,
  creators: creatorsRouter,
  creatorSettings: creatorSettingsRouter,
  dashboard: dashboardRouter,
  earnings: earningsRouter,
  fans: fansRouter,
  notifications: notificationsRouter,
  payments: paymentsRouter,
  payouts: payoutsRouter,
  videoRequests: videoRequestsRouter,
  posts: postsRouter,
  media: mediaRouter,
  moderation: moderationRouter,
  subscriptions: subscriptionsRouter,
  reviews: reviewsRouter,
  /** Test mode's provider-side steps; NOT_FOUND unless payments run offline (src/server/payments/simulator). */
  simulator: simulatorRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
