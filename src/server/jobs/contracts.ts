import "server-only";
import { z } from "zod";

/**
 * What each background job is: its name, the payload it accepts (checked when queued and again when
 * run), its queue settings and optionally a cron schedule (UTC). How a job runs lives in handlers/,
 * which only the worker loads; this module imports nothing of ours, so any service may queue a job.
 */
export interface JobQueueOptions {
  retryLimit: number;
  /** Seconds before the first retry; doubled on each retry when `retryBackoff` is set. */
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

interface JobContract<Name extends string, Payload extends z.ZodType> {
  name: Name;
  payload: Payload;
  queue?: Partial<JobQueueOptions>;
  cron?: string;
  /** How many jobs of this kind the worker runs at once; 1 when unset. */
  concurrency?: number;
}

const job = <const Name extends string, Payload extends z.ZodType>(contract: JobContract<Name, Payload>) => contract;

/** Every background job. A new job is one contract here plus its handler in handlers/. */
export const JOBS = [
  /** Outgoing e-mail: SMTP when configured, the development outbox otherwise; retried with backoff. */
  job({
    name: "mail.send",
    payload: z.object({ to: z.email(), subject: z.string().min(1), text: z.string().min(1), html: z.string().optional() }),
    queue: { retryLimit: 8, retryDelay: 15, retryBackoff: true },
  }),
  /** Hourly: forgets expired sign-in counters, slow-downs, sessions, e-mailed sign-in links and password reset links. */
  job({ name: "auth.purgeRateLimits", payload: z.object({}), cron: "0 * * * *", queue: { retryLimit: 2 } }),
  /**
   * Mails a notification its user asked to get by e-mail (queued by notify in the same transaction): the
   * stored one, or the notice itself when the user turned its type off in the app (nothing stored).
   */
  job({
    name: "notifications.email",
    payload: z.union([
      z.object({ notificationId: z.uuid() }),
      z.object({ notice: z.object({ userId: z.string().min(1), type: z.string().min(1), params: z.record(z.string(), z.unknown()) }) }),
    ]),
  }),
  /** Re-verifies one MonCash payment (MonCash has no webhook), retried with backoff while still pending. */
  job({
    name: "payments.reconcileMoncash",
    payload: z.object({ paymentId: z.string().uuid() }),
    queue: { retryLimit: 8, retryDelay: 30, retryBackoff: true },
  }),
  /**
   * Carries out, at the provider, a payment decision already committed (the outbox): a hold captured on
   * delivery or released. Idempotent by the payment's key; retried with backoff until the provider answers.
   */
  job({
    name: "payments.providerCall",
    payload: z.object({ paymentId: z.uuid(), action: z.enum(["capture", "cancel"]) }),
    queue: { retryLimit: 10, retryDelay: 30, retryBackoff: true },
  }),
  /**
   * Hourly: compares every payment not final with its provider, releases holds on ended orders and extra
   * holds, brings diverged payments to the provider's state, with an audit entry per repair.
   */
  job({ name: "payments.reconcileProviders", payload: z.object({}), cron: "17 * * * *", queue: { retryLimit: 2 } }),
  /**
   * Makes an uploaded video's MP4 download, HLS renditions and poster (ffmpeg). Two at a time, so a short
   * clip is not held up for minutes behind a long 1080p recording.
   */
  job({
    name: "media.processVideo",
    payload: z.object({ mediaId: z.string().uuid() }),
    queue: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
    concurrency: 2,
  }),
  /** At a cancelled subscription's period end: it expires, and access ends with the period. */
  job({ name: "subscriptions.expire", payload: z.object({ subscriptionOrderId: z.string().uuid() }) }),
  /** Expires one video request at its deadline plus grace, if it is still undelivered then. */
  job({
    name: "videoRequests.expire",
    payload: z.object({ requestId: z.string().uuid() }),
    queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
  }),
  /** Sends a delivered gift to its recipient by e-mail or SMS with the video's share link; a retry sends nothing twice. */
  job({
    name: "gifts.send",
    payload: z.object({ requestId: z.string().uuid() }),
    queue: { retryLimit: 8, retryDelay: 30, retryBackoff: true },
  }),
  /** Releases a booked call's slot when it is still unpaid at the end of its payment window. */
  job({
    name: "calls.releaseUnpaid",
    payload: z.object({ callBookingId: z.string().uuid() }),
    queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
  }),
  /** Takes a paid call's money once its slot has ended (or gives it back if the call was cancelled). */
  job({
    name: "calls.complete",
    payload: z.object({ callBookingId: z.string().uuid() }),
    queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
  }),
  /**
   * Daily at 06:00 UTC: creators whose last payout is PAYOUT_INTERVAL_DAYS old (weekly by default) get
   * their available balance paid out (src/server/services/payouts/start-payout.ts).
   */
  job({ name: "payouts.run", payload: z.object({}), cron: "0 6 * * *", queue: { retryLimit: 2, retryDelay: 300 } }),
  /** Sends one payout (Stripe transfer, MonCash), retried with backoff on network errors; settled once. */
  job({
    name: "payouts.send",
    payload: z.object({ payoutId: z.string().uuid() }),
    queue: { retryLimit: 6, retryDelay: 60, retryBackoff: true },
  }),
  /** Every 10 minutes: the creators' analytics rollups for today and yesterday (services/analytics/daily-rollups.ts). */
  job({ name: "analytics.rollup", payload: z.object({}), cron: "*/10 * * * *", queue: { retryLimit: 2, retryDelay: 60 } }),
] as const;

type AnyJob = (typeof JOBS)[number];
export type JobName = AnyJob["name"];
export type JobOf<Name extends JobName> = Extract<AnyJob, { name: Name }>;
/** What a caller passes when queuing `Name` (before the payload schema's defaults and transforms). */
export type JobInput<Name extends JobName> = z.input<JobOf<Name>["payload"]>;
/** What the handler of `Name` receives, once parsed. */
export type JobData<Name extends JobName> = z.output<JobOf<Name>["payload"]>;

export function jobContract<Name extends JobName>(name: Name): JobOf<Name> {
  const found = JOBS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`Unknown job: ${name}`);
  return found as JobOf<Name>;
}
