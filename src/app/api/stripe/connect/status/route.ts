import { routeMethods } from "@/server/http/methods";
import { rest } from "@/server/http/rest";
import { getConnectProvider } from "@/server/payments/connect";
import { refreshConnectStatus } from "@/server/services/payouts/connect-status";

/** GET /api/stripe/connect/status -> {accountId, chargesEnabled, payoutsEnabled, onboardingComplete}; writes the profile. */
export const GET = rest(async ({ db, actor }) => refreshConnectStatus({ db, actor: await actor(), connect: getConnectProvider(db) }));

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
