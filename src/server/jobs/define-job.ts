import "server-only";
import type { z } from "zod";
import type { Db } from "@/server/db";

/** Queue settings pg-boss keeps per job name: retries with exponential backoff, run time limit. */
export interface JobQueueOptions {
  retryLimit: number;
  /** Seconds before the first retry; doubled on each retry when `retryBackoff` is set. */
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

/**
 * One background job: its name, the payload it accepts (checked when enqueued and again when run),
 * the handler the worker calls, and optionally a cron schedule (UTC) on which the worker enqueues it.
 */
export interface JobDefinition<Name extends string, Payload extends z.ZodType> {
  name: Name;
  payload: Payload;
  handler: (context: { db: Db; data: z.output<Payload> }) => Promise<void>;
  queue?: Partial<JobQueueOptions>;
  cron?: string;
}

export function defineJob<const Name extends string, Payload extends z.ZodType>(
  definition: JobDefinition<Name, Payload>,
): JobDefinition<Name, Payload> {
  return definition;
}
