import "server-only";
import type { Db } from "@/server/db";
import { type JobName, jobContract } from "./contracts";
import { HANDLERS, type JobHandler } from "./handlers";

/** Runs one received job: its payload checked again by its contract, then its handler. */
export async function runJob(name: JobName, db: Db, data: unknown): Promise<void> {
  const handler = (await HANDLERS[name]()) as JobHandler<JobName>;
  await handler({ db, data: jobContract(name).payload.parse(data) as never });
}
