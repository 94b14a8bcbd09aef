import "server-only";
import { z } from "zod";
import { purgeExpiredRateLimits } from "@/server/auth/rate-limit";
import { defineJob } from "../define-job";

/** Hourly: forgets sign-in attempt counters whose window has passed. */
export const purgeRateLimitsJob = defineJob({
  name: "auth.purgeRateLimits",
  payload: z.object({}),
  cron: "0 * * * *",
  queue: { retryLimit: 2 },
  handler: async ({ db }) => {
    await purgeExpiredRateLimits(db);
  },
});
