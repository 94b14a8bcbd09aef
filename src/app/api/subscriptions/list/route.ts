import { routeMethods } from "@/server/http/methods";
import { rest } from "@/server/http/rest";
import { listSubscriptions } from "@/server/services/subscriptions/list-subscriptions";

/** GET /api/subscriptions/list -> {subscriptions}: the signed-in fan's, one per creator (spec fan-side §7). */
export const GET = rest(async ({ db, actor }) => ({ subscriptions: await listSubscriptions({ db, actor: await actor() }) }));

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
