import "server-only";
import { purgeExpiredPasswordResets } from "@/server/auth/password-reset-link";
import { purgeExpiredRateLimits } from "@/server/auth/rate-limit";
import { purgeExpiredSessions } from "@/server/auth/server-sessions";
import { purgeExpiredSignInLinks } from "@/server/auth/sign-in-link";
import type { JobHandler } from ".";

export const purgeRateLimits: JobHandler<"auth.purgeRateLimits"> = async ({ db }) => {
  await purgeExpiredRateLimits(db);
  await purgeExpiredSessions(db);
  await purgeExpiredSignInLinks(db);
  await purgeExpiredPasswordResets(db);
};
