import "server-only";
import { z } from "zod";
import { purgeExpiredRateLimits } from "@/server/auth/rate-limit";
import { purgeExpiredSessions } from "@/server/auth/server-sessions";
import { purgeExpiredSignInLinks } from "@/server/auth/sign-in-link";
import { defineJob } from "../define-job";

/** Hourly: forgets sign-in counters and slow-downs whose time has passed, and sessions and e-mailed sign-in links that have expired. */
export const purgeRateLimitsJob = defineJob({
  name: "auth.purgeRateLimits",
  payload: z.object({}),
  cron: "0 * * * *",
  queue: { retryLimit: 2 },
  handler: async ({ db }) => {
    await purgeExpiredRateLimits(db);
    await purgeExpiredSessions(db);
    await purgeExpiredSignInLinks(db);
  },
});
