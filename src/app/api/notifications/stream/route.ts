import { requestLocale } from "@/server/http/translate";
import { routeMethods } from "@/server/http/methods";
import { rest, unparsed } from "@/server/http/rest";
import { notificationHub } from "@/server/services/notifications/notification-hub";
import { openNotificationStream } from "@/server/services/notifications/notification-stream";
import { StreamAdmission } from "@/server/services/notifications/stream-admission";
import { requireActor } from "@/server/auth/require-actor";

export const dynamic = "force-dynamic";

/** This instance's count of open streams per user (kept across dev reloads). */
const globalForStreams = globalThis as unknown as { lakouStreamAdmission?: StreamAdmission };
const admission = (globalForStreams.lakouStreamAdmission ??= new StreamAdmission());

/** GET /api/notifications/stream[?locale=] -> text/event-stream of the reader's notifications (401 JSON for guests). */
export const GET = rest(async ({ req, db, actor }) => {
  const reader = requireActor(await actor());
  const release = admission.admit(reader.id);
  try {
    const locale = new URL(req.url).searchParams.get("locale") ?? requestLocale(req);
    const body = await openNotificationStream({
      db,
      actor: reader,
      input: unparsed({ locale }),
      hub: await notificationHub(db),
      signal: req.signal,
      onClose: release,
    });
    return new Response(body, {
      headers: {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        "x-accel-buffering": "no",
      },
    });
  } catch (error) {
    release();
    throw error;
  }
});

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
