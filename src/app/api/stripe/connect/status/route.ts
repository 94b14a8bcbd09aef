import { routeMethods } from "@/server/http/methods";
import { rest } from "@/server/http/rest";
import { refreshConnectStatus } from "@/server/services/payouts/connect-status";

/** GET /api/stripe/connect/status -> {accountId, chargesEnabled, payoutsEnabled, onboardingComplete}; writes the profile. */
export const GET = rest(async ({ db, actor, providers }) =>
  refreshConnectStatus({ db, actor: await actor(), connect: providers.connect }),
);

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
