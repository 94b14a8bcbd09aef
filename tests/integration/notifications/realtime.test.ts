import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { startSession } from "@/server/auth/server-sessions";
import { createDb } from "@/server/db";
import { sessions } from "@/server/db/schema";
import type { NotificationChange } from "@/server/services/notifications/notification-changes";
import { type HubSubscriber, NotificationHub } from "@/server/services/notifications/notification-hub";
import { openNotificationStream, type StreamTiming } from "@/server/services/notifications/notification-stream";
import { notify } from "@/server/services/notifications/notify";
import { createCreator, createUser } from "../support/factories";
import { readEvents } from "../support/sse";
import { useTestDatabase } from "../support/test-db";
import { trpcContext } from "../support/trpc-context";

const { db, url } = await useTestDatabase();

/** Two app instances behind the one database: each its own pool, its own listening connection, its own hub. */
const instanceA = createDb(url, { max: 2 });
const instanceB = createDb(url, { max: 2 });
const hubA = new NotificationHub(instanceA.$client);
const hubB = new NotificationHub(instanceB.$client);
afterAll(async () => {
  await instanceA.$end();
  await instanceB.$end();
});

/** A subscriber that records what reaches it, and lets a test wait for the next change. */
function recorder() {
  const changes: NotificationChange[] = [];
  let reconnects = 0;
  const waiting: (() => void)[] = [];
  const wake = () => waiting.splice(0).forEach((resolve) => resolve());
  const subscriber: HubSubscriber = {
    change: (change) => {
      changes.push(change);
      wake();
    },
    reconnected: () => {
      reconnects++;
      wake();
    },
  };
  const next = () => new Promise<void>((resolve) => waiting.push(resolve));
  return { subscriber, changes, next, reconnects: () => reconnects };
}

const paidNotice = (userId: string, fanName = "Nadège") =>
  ({ userId, type: "videoRequest.paid", params: { requestId: crypto.randomUUID(), fanName, recipientName: "Mimi" } }) as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let creator: Actor;
let fan: Actor;
beforeAll(async () => {
  await Promise.all([hubA.ready, hubB.ready]);
  creator = await createCreator(db);
  fan = await createUser(db);
});

describe("notification hubs (one LISTEN per instance)", () => {
  it("deliver a committed notification to the streams of its user on both instances, and no one else's", async () => {
    const onA = recorder();
    const onB = recorder();
    const otherUser = recorder();
    const stops = [hubA.subscribe(creator.id, onA.subscriber), hubB.subscribe(creator.id, onB.subscriber), hubA.subscribe(fan.id, otherUser.subscriber)];
    const heard = Promise.all([onA.next(), onB.next()]);
    const id = await db.transaction((tx) => notify(tx, paidNotice(creator.id)));
    await heard;
    for (const { changes } of [onA, onB]) {
      expect(changes).toEqual([
        expect.objectContaining({ kind: "created", userId: creator.id, notification: expect.objectContaining({ id, type: "videoRequest.paid" }) }),
      ]);
    }
    expect(otherUser.changes).toEqual([]);
    stops.forEach((stop) => stop());
    expect(hubA.streamCount + hubB.streamCount).toBe(0);
  });

  it("send nothing for a rolled-back transaction, and nothing before commit", async () => {
    const onA = recorder();
    const stop = hubA.subscribe(creator.id, onA.subscriber);
    await expect(
      db.transaction(async (tx) => {
        await notify(tx, paidNotice(creator.id, "Rolled Back"));
        throw new Error("payment failed");
      }),
    ).rejects.toThrow("payment failed");

    let committed = false;
    const heard = onA.next();
    await db.transaction(async (tx) => {
      await notify(tx, paidNotice(creator.id, "Committed"));
      await sleep(100);
      expect(onA.changes).toEqual([]);
      committed = true;
    });
    await heard;
    expect(committed).toBe(true);
    expect(onA.changes.map((change) => change.kind === "created" && change.notification.params.fanName)).toEqual(["Committed"]);
    stop();
  });

  it("tell their streams to reconnect when the listening connection is lost and back, then deliver again", async () => {
    // A user of its own: a notice an earlier test committed for the shared creator may still be on its way.
    const reader = await createUser(db);
    const onA = recorder();
    const onB = recorder();
    const stops = [hubA.subscribe(reader.id, onA.subscriber), hubB.subscribe(reader.id, onB.subscriber)];
    const back = Promise.all([onA.next(), onB.next()]);
    const [{ count }] = (await db.execute(sql`
      select count(pg_terminate_backend(pid))::int as count from pg_stat_activity
      where datname = current_database() and query ilike 'listen%'`)) as unknown as [{ count: number }];
    expect(count).toBe(2);
    await back;
    expect([onA.reconnects(), onB.reconnects()]).toEqual([1, 1]);
    expect(hubA.listening && hubB.listening).toBe(true);

    const heard = Promise.all([onA.next(), onB.next()]);
    await notify(db, paidNotice(reader.id, "After reconnect"));
    await heard;
    expect(onA.changes).toHaveLength(1);
    expect(onB.changes).toHaveLength(1);
    stops.forEach((stop) => stop());
  });
});

describe("the notification stream", () => {
  const fastTiming: StreamTiming = { heartbeatMs: 50, sessionCheckMs: 100, maxMs: 60_000, now: Date.now };

  async function open(actor: Actor, options: { timing?: StreamTiming; hub?: NotificationHub; locale?: string } = {}) {
    const abort = new AbortController();
    const body = await openNotificationStream({
      db: instanceA,
      actor,
      input: { locale: (options.locale ?? "en") as "en" },
      hub: options.hub ?? hubA,
      signal: abort.signal,
      timing: options.timing,
    });
    return { events: readEvents(body), abort };
  }

  it("starts with connected, realtime_connected, the newest notifications and the unread count, then sends what is committed", async () => {
    const reader = await createUser(db);
    const firstId = await notify(db, paidNotice(reader.id, "Earlier"));
    const { events, abort } = await open(reader, { locale: "fr" });
    const opening = await events.take(4);
    expect(opening.map((event) => event.event)).toEqual(["connected", "realtime_connected", "initial_notifications", "unread_count"]);
    expect(opening[2]!.data).toMatchObject({ notifications: [{ id: firstId, title: "Nouvelle demande de vidéo", readAt: null }] });
    expect(opening[3]!.data).toEqual({ count: 1 });

    // A notification committed through another instance's pool reaches this stream, rendered in its language.
    const secondId = await db.transaction((tx) => notify(tx, paidNotice(reader.id, "Later")));
    expect(await events.take(2)).toEqual([
      { event: "new_notification", data: { notification: expect.objectContaining({ id: secondId, readAt: null, title: "Nouvelle demande de vidéo" }) } },
      { event: "unread_count", data: { count: 2 } },
    ]);
    abort.abort();
    expect(await events.next()).toBeNull();
    expect(hubA.streamCount).toBe(0);
  });

  it("sends notification_updated and the new count when the reader marks read or deletes (any tab)", async () => {
    const { createCaller } = await import("@/server/api/root");
    const reader = await createUser(db);
    const ids = [await notify(db, paidNotice(reader.id, "One")), await notify(db, paidNotice(reader.id, "Two"))];
    const { events, abort } = await open(reader);
    await events.take(4);
    const caller = createCaller(trpcContext(db, reader));
    await caller.notifications.markRead({ ids: [ids[0]!] });
    expect(await events.take(2)).toEqual([
      { event: "notification_updated", data: { kind: "read", ids: [ids[0]], readAt: expect.any(String) } },
      { event: "unread_count", data: { count: 1 } },
    ]);
    await caller.notifications.clearAll();
    expect(await events.take(2)).toEqual([
      { event: "notification_updated", data: { kind: "deleted", ids: null } },
      { event: "unread_count", data: { count: 0 } },
    ]);
    abort.abort();
  });

  it("keeps a quiet stream warm with heartbeats", async () => {
    const reader = await createUser(db);
    const { events, abort } = await open(reader, { timing: fastTiming });
    await events.take(4);
    await sleep(180);
    await notify(db, paidNotice(reader.id));
    await events.next();
    expect(events.comments.filter((line) => line.startsWith(": heartbeat")).length).toBeGreaterThanOrEqual(2);
    abort.abort();
  });

  it("asks for a reconnect before the session expires, and ends", async () => {
    const reader = { ...(await createUser(db)) };
    reader.sessionId = await startSession(db, reader.id);
    const { events } = await open(reader, { timing: fastTiming });
    await events.take(4);
    await db.update(sessions).set({ expires: new Date(Date.now() + 4 * 60_000) }).where(eq(sessions.sessionToken, reader.sessionId));
    expect(await events.next()).toEqual({ event: "reconnect_required", data: { reason: "session_expiring" } });
    expect(await events.next()).toBeNull();
  });

  it("ends with reconnect_required when the session is signed out", async () => {
    const reader = { ...(await createUser(db)) };
    reader.sessionId = await startSession(db, reader.id);
    const { events } = await open(reader, { timing: fastTiming });
    await events.take(4);
    await db.delete(sessions).where(eq(sessions.sessionToken, reader.sessionId));
    expect(await events.next()).toEqual({ event: "reconnect_required", data: { reason: "session_ended" } });
    expect(await events.next()).toBeNull();
  });

  it("says realtime_unavailable and ends when its instance cannot listen", async () => {
    vi.spyOn(console, "error").mockImplementationOnce(() => {});
    const broken = new NotificationHub({ listen: () => Promise.reject(new Error("no listening connection")) });
    await broken.ready;
    const { events } = await open(await createUser(db), { hub: broken });
    expect(await events.take(3)).toEqual([
      { event: "connected", data: { timestamp: expect.any(String) } },
      { event: "realtime_unavailable", data: { reason: "listener_unavailable" } },
    ]);
  });

  it("refuses a guest", async () => {
    await expect(open(null as unknown as Actor)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});
