import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import type { Actor } from "@/server/auth/actor";
import { createDb } from "@/server/db";
import { notificationPreferences, notifications, outboxEmails } from "@/server/db/schema";
import type { NotificationChange } from "@/server/services/notifications/notification-changes";
import { NotificationHub } from "@/server/services/notifications/notification-hub";
import { setNotificationPreference } from "@/server/services/notifications/notification-preferences";
import { notify } from "@/server/services/notifications/notify";
import { createCreator, createUser } from "../support/factories";
import { useJobRunner } from "../support/jobs";
import { trpcContext } from "../support/trpc-context";
import { useTestDatabase } from "../support/test-db";

const { db, url } = await useTestDatabase();
const jobs = await useJobRunner(url, db);
const callerFor = (actor: Actor | null) => createCaller(trpcContext(db, actor));
const mailsTo = (to: string) => db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const storedOf = (userId: string) => db.select().from(notifications).where(eq(notifications.userId, userId));

/** Another app instance's hub, to see what the streams of a user hear. */
const instance = createDb(url, { max: 2 });
const hub = new NotificationHub(instance.$client);
afterAll(() => instance.$end());

const paid = (userId: string, fanName: string) =>
  ({ userId, type: "videoRequest.paid", params: { requestId: crypto.randomUUID(), fanName, recipientName: "Mimi" } }) as const;
const subscribed = (userId: string, fanName: string) =>
  ({ userId, type: "subscription.newSubscriber", params: { subscriptionId: crypto.randomUUID(), fanName, tierName: "VIP" } }) as const;

describe("notification preferences per type", () => {
  let fan: Actor;
  let creator: Actor;
  beforeAll(async () => {
    fan = await createUser(db);
    creator = await createCreator(db);
    await hub.ready;
  });

  it("list each side's types with the defaults (in the app and by e-mail on)", async () => {
    const fanTypes = await callerFor(fan).notifications.preferences({ audience: "fan" });
    expect(fanTypes.map((row) => row.type)).toContain("videoRequest.delivered");
    expect(fanTypes.map((row) => row.type)).not.toContain("videoRequest.paid");
    expect(fanTypes.every((row) => row.inApp && row.email)).toBe(true);
    const creatorTypes = await callerFor(creator).notifications.preferences({ audience: "creator" });
    expect(creatorTypes.map((row) => row.type)).toEqual(expect.arrayContaining(["videoRequest.paid", "subscription.newSubscriber", "payout.failed"]));
    expect(creatorTypes.map((row) => row.type)).not.toContain("subscription.started");
  });

  it("a type switched off in the app is neither stored nor streamed, and still mailed while e-mail is on", async () => {
    const heard: NotificationChange[] = [];
    let wake = () => {};
    const stop = hub.subscribe(creator.id, {
      change: (change) => {
        heard.push(change);
        wake();
      },
      reconnected: () => {},
    });
    try {
      expect(await callerFor(creator).notifications.setPreference({ type: "videoRequest.paid", channel: "inApp", enabled: false })).toEqual({
        type: "videoRequest.paid",
        inApp: false,
        email: true,
      });
      const arrived = new Promise<void>((resolve) => (wake = resolve));
      expect(await db.transaction((tx) => notify(tx, paid(creator.id, "Nadège")))).toBeNull();
      // A type still on: once it is heard, the one before it would have been heard too (one channel, in order).
      const id = await db.transaction((tx) => notify(tx, subscribed(creator.id, "Jonas")));
      await arrived;
      expect(heard.map((change) => change.kind === "created" && change.notification.id)).toEqual([id]);
      expect((await storedOf(creator.id)).map((row) => row.type)).toEqual(["subscription.newSubscriber"]);

      expect(await jobs.runDue()).toBe(2);
      const subjects = (await mailsTo(creator.email)).map((mail) => mail.subject).sort();
      expect(subjects).toEqual(["New subscriber", "New video request"]);
      expect((await mailsTo(creator.email)).find((mail) => mail.subject === "New video request")?.text).toContain("Nadège booked a video for Mimi.");
    } finally {
      stop();
    }
  });

  it("e-mail off means no mail for that type; the notification is still stored", async () => {
    const reader = await createCreator(db);
    await callerFor(reader).notifications.setPreference({ type: "subscription.newSubscriber", channel: "email", enabled: false });
    await db.transaction((tx) => notify(tx, subscribed(reader.id, "Jonas")));
    expect(await jobs.runDue()).toBe(0);
    expect(await mailsTo(reader.email)).toHaveLength(0);
    expect(await storedOf(reader.id)).toHaveLength(1);

    // Both off: nothing at all; switched back on, it comes again.
    await callerFor(reader).notifications.setPreference({ type: "subscription.newSubscriber", channel: "inApp", enabled: false });
    expect(await db.transaction((tx) => notify(tx, subscribed(reader.id, "Mika")))).toBeNull();
    expect(await jobs.runDue()).toBe(0);
    expect(await storedOf(reader.id)).toHaveLength(1);
    await callerFor(reader).notifications.setPreference({ type: "subscription.newSubscriber", channel: "inApp", enabled: true });
    await db.transaction((tx) => notify(tx, subscribed(reader.id, "Mika")));
    expect(await storedOf(reader.id)).toHaveLength(2);
    const [choice] = await callerFor(reader).notifications.preferences({ audience: "creator" }).then((rows) => rows.filter((row) => row.type === "subscription.newSubscriber"));
    expect(choice).toEqual({ type: "subscription.newSubscriber", inApp: true, email: false });
  });

  it("are the reader's own: a fan may set a fan type, not a creator's; a guest nothing", async () => {
    const other = await createUser(db);
    await expect(setNotificationPreference({ db, actor: fan, input: { type: "videoRequest.delivered", channel: "inApp", enabled: false } })).resolves.toMatchObject({
      inApp: false,
    });
    expect(await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, other.id))).toHaveLength(0);

    await expect(callerFor(fan).notifications.setPreference({ type: "videoRequest.paid", channel: "inApp", enabled: false })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(callerFor(fan).notifications.preferences({ audience: "creator" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callerFor(null).notifications.setPreference({ type: "videoRequest.delivered", channel: "email", enabled: false })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(callerFor(null).notifications.preferences({ audience: "fan" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      callerFor(fan).notifications.setPreference({ type: "videoRequest.delivered", channel: "pigeon", enabled: false } as never),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    const rows = await db
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, fan.id), eq(notificationPreferences.type, "videoRequest.paid")));
    expect(rows).toHaveLength(0);
  });
});
