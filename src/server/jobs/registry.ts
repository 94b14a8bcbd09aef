import "server-only";
import type { z } from "zod";
import type { Db } from "@/server/db";
import { purgeRateLimitsJob } from "./handlers/auth-purge-rate-limits";
import { completeCallJob } from "./handlers/calls-complete";
import { releaseUnpaidCallJob } from "./handlers/calls-release-unpaid";
import { mailSendJob } from "./handlers/mail-send";
import { processVideoJob } from "./handlers/media-process-video";
import { notificationEmailJob } from "./handlers/notifications-email";
import { reconcileMoncashJob } from "./handlers/payments-reconcile-moncash";
import { expireSubscriptionJob } from "./handlers/subscriptions-expire";
import { expireRequestJob } from "./handlers/video-requests-expire";

/** Every background job. A new job is one file under handlers/ plus one line here. */
export const JOBS = [
  mailSendJob,
  purgeRateLimitsJob,
  notificationEmailJob,
  reconcileMoncashJob,
  processVideoJob,
  expireSubscriptionJob,
  expireRequestJob,
  releaseUnpaidCallJob,
  completeCallJob,
] as const;

type AnyJob = (typeof JOBS)[number];
export type JobName = AnyJob["name"];
export type JobOf<Name extends JobName> = Extract<AnyJob, { name: Name }>;
/** What a caller passes when enqueuing `Name` (before the payload schema's defaults and transforms). */
export type JobInput<Name extends JobName> = z.input<JobOf<Name>["payload"]>;

export function jobDefinition<Name extends JobName>(name: Name): JobOf<Name> {
  const job = JOBS.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`Unknown job: ${name}`);
  return job as JobOf<Name>;
}

/** Runs one received job: its payload checked again by its schema, then its handler. */
export async function runJob(name: JobName, db: Db, data: unknown): Promise<void> {
  const job = jobDefinition(name);
  const handler = job.handler as (context: { db: Db; data: unknown }) => Promise<void>;
  await handler({ db, data: job.payload.parse(data) });
}
