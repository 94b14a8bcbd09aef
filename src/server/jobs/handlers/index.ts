import "server-only";
import type { Db } from "@/server/db";
import type { JobData, JobName } from "../contracts";

export type JobHandler<Name extends JobName> = (context: { db: Db; data: JobData<Name> }) => Promise<void>;

/** How each job runs, loaded on first use: only the worker (and the tests' job runner) imports this. */
export const HANDLERS: { [Name in JobName]: () => Promise<JobHandler<Name>> } = {
  "mail.send": () => import("./mail-send").then((m) => m.sendMailJob),
  "auth.purgeRateLimits": () => import("./auth-purge-rate-limits").then((m) => m.purgeRateLimits),
  "notifications.email": () => import("./notifications-email").then((m) => m.emailNotificationJob),
  "payments.reconcileMoncash": () => import("./payments-reconcile-moncash").then((m) => m.reconcileMoncash),
  "payments.providerCall": () => import("./payments-provider-call").then((m) => m.providerCallJob),
  "payments.reconcileProviders": () => import("./payments-reconcile-providers").then((m) => m.reconcileProvidersJob),
  "media.processVideo": () => import("./media-process-video").then((m) => m.processVideoJob),
  "subscriptions.expire": () => import("./subscriptions-expire").then((m) => m.expireSubscriptionJob),
  "videoRequests.expire": () => import("./video-requests-expire").then((m) => m.expireRequestJob),
  "gifts.send": () => import("./gifts-send").then((m) => m.sendGiftJob),
  "calls.releaseUnpaid": () => import("./calls-release-unpaid").then((m) => m.releaseUnpaidCallJob),
  "calls.complete": () => import("./calls-complete").then((m) => m.completeCallJob),
  "payouts.run": () => import("./payouts-run").then((m) => m.runPayoutsJob),
  "payouts.send": () => import("./payouts-send").then((m) => m.sendPayoutJob),
  "analytics.rollup": () => import("./analytics-rollup").then((m) => m.rollupAnalyticsJob),
};
