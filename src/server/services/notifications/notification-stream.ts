import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { routing } from "@/i18n/routing";
import {
  HEARTBEAT_MS,
  type ReconnectReason,
  SESSION_CHECK_MS,
  SESSION_REFRESH_BUFFER_MS,
  STREAM_MAX_MS,
  type StreamEvent,
} from "@/lib/notifications/realtime";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { LOCALES, sessions } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { countUnreadNotifications, listNotifications } from "./list-notifications";
import type { NotificationChange } from "./notification-changes";
import type { NotificationHub } from "./notification-hub";
import { renderNotification } from "./render";

export const notificationStreamInput = z.object({ locale: z.enum(LOCALES).default(routing.defaultLocale) });

export interface StreamTiming {
  heartbeatMs: number;
  sessionCheckMs: number;
  maxMs: number;
  now: () => number;
}

const TIMING: StreamTiming = { heartbeatMs: HEARTBEAT_MS, sessionCheckMs: SESSION_CHECK_MS, maxMs: STREAM_MAX_MS, now: Date.now };

/** When the stream's session ends: null for a session that is gone, undefined for an actor without one. */
async function sessionEnd(db: Db, actor: Actor): Promise<number | null | undefined> {
  if (!actor.sessionId) return undefined;
  const [row] = await db.select({ expires: sessions.expires }).from(sessions).where(eq(sessions.sessionToken, actor.sessionId)).limit(1);
  return row ? row.expires.getTime() : null;
}

/**
 * The reader's server-sent event stream (creator-admin-side §4): `connected`; then, while this
 * instance's hub listens, `realtime_connected`, `initial_notifications` (the newest page) and
 * `unread_count`, and afterwards `new_notification` / `notification_updated` each followed by
 * `unread_count`, as commits are heard. `realtime_unavailable` when the hub cannot listen (the client
 * polls), `realtime_error` when one change could not be read. `reconnect_required` with its reason
 * ends the stream: the session is ending (checked every minute) or gone, the instance's listening
 * connection came back after a loss, or the stream reached its longest life. Comment lines keep it
 * warm; `signal` (the request going away) ends it quietly.
 */
export async function openNotificationStream({
  db,
  actor,
  input,
  hub,
  signal,
  onClose,
  timing = TIMING,
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof notificationStreamInput>;
  hub: NotificationHub;
  signal: AbortSignal;
  /** Called once when the stream ends, whichever way. */
  onClose?: () => void;
  timing?: StreamTiming;
}): Promise<ReadableStream<Uint8Array>> {
  const reader = requireActor(actor);
  const { locale } = parseInput(notificationStreamInput, input);
  const encoder = new TextEncoder();
  const cleanups: (() => void)[] = [];
  let sink: ReadableStreamDefaultController<Uint8Array> | null = null;
  /** Changes are handled one after another, so counts follow the events they answer. */
  let queue = Promise.resolve();

  const write = (text: string) => {
    if (!sink) return;
    try {
      sink.enqueue(encoder.encode(text));
    } catch {
      finish();
    }
  };
  const send = (event: StreamEvent, data: unknown) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const finish = () => {
    if (!sink) return;
    const closing = sink;
    sink = null;
    cleanups.splice(0).forEach((cleanup) => cleanup());
    try {
      closing.close();
    } catch {
      // Already closed by the reader going away.
    }
  };
  const reconnect = (reason: ReconnectReason) => {
    send("reconnect_required", { reason });
    finish();
  };
  const sendCount = async () => send("unread_count", { count: (await countUnreadNotifications({ db, actor: reader })).unread });
  const enqueueWork = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => {
      console.error("notifications: stream event failed", error);
      send("realtime_error", { message: "stream_event_failed" });
    });
  };

  const handle = async (change: NotificationChange) => {
    if (change.kind === "created") {
      const { id, type, params, createdAt } = change.notification;
      send("new_notification", { notification: { id, type, params, readAt: null, createdAt, ...renderNotification(locale, { type, params }) } });
    } else {
      const { userId: _userId, ...update } = change;
      send("notification_updated", update);
    }
    await sendCount();
  };

  const started = timing.now();
  const checkSession = async () => {
    const end = await sessionEnd(db, reader);
    if (end === null) return reconnect("session_ended");
    if (end !== undefined && end - timing.now() <= SESSION_REFRESH_BUFFER_MS) return reconnect("session_expiring");
    if (timing.now() - started >= timing.maxMs) return reconnect("max_duration");
  };

  return new ReadableStream<Uint8Array>({
    start: async (controller) => {
      sink = controller;
      if (onClose) cleanups.push(onClose);
      signal.addEventListener("abort", finish, { once: true });
      cleanups.push(() => signal.removeEventListener("abort", finish));
      send("connected", { timestamp: new Date(timing.now()).toISOString() });
      if (!hub.listening) {
        send("realtime_unavailable", { reason: "listener_unavailable" });
        return finish();
      }
      // Subscribed before the first page is read, so nothing committed meanwhile is missed
      // (the client ignores a notification it already has).
      cleanups.push(
        hub.subscribe(reader.id, {
          change: (change) => enqueueWork(() => handle(change)),
          reconnected: () => reconnect("listener_reconnected"),
        }),
      );
      send("realtime_connected", { timestamp: new Date(timing.now()).toISOString() });
      enqueueWork(async () => {
        await checkSession();
        const page = await listNotifications({ db, actor: reader, input: { locale } });
        send("initial_notifications", { notifications: page.items });
        await sendCount();
      });
      const heartbeat = setInterval(() => write(`: heartbeat ${new Date(timing.now()).toISOString()}\n\n`), timing.heartbeatMs);
      const sessionCheck = setInterval(() => enqueueWork(checkSession), timing.sessionCheckMs);
      cleanups.push(() => clearInterval(heartbeat), () => clearInterval(sessionCheck));
    },
    cancel: finish,
  });
}
