import { requestLocale } from "@/server/http/translate";
import { routeMethods } from "@/server/http/methods";
import { rest, unparsed } from "@/server/http/rest";
import { pollNotifications } from "@/server/services/notifications/poll-notifications";

export const dynamic = "force-dynamic";

/** GET /api/notifications/poll[?locale=] -> { notifications, unreadCount, timestamp } (401 JSON for guests). */
export const GET = rest(async ({ req, db, actor }) => {
  const locale = new URL(req.url).searchParams.get("locale") ?? requestLocale(req);
  const answer = await pollNotifications({ db, actor: await actor(), input: unparsed({ locale }) });
  return Response.json(answer, { headers: { "cache-control": "private, no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
