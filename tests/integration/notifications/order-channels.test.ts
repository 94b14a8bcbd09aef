import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import type { Actor } from "@/server/auth/actor";
import { notificationPreferences, notifications } from "@/server/db/schema";
import { notify } from "@/server/services/notifications/notify";
import { createUser } from "../support/factories";
import { useJobRunner } from "../support/jobs";
import { trpcContext } from "../support/trpc-context";
import { useTestDatabase } from "../support/test-db";

const { db, url } = await useTestDatabase();
const jobs = await useJobRunner(url, db);
const callerFor = (actor: Actor | null) => createCaller(trpcContext(db, actor));

describe("the order confirmation's notification toggles", () => {
  it("start as e-mail on, SMS and push off, and save to the fan's own preferences only", async () => {
    const fan = await createUser(db);
    const neighbour = await createUser(db);
    const api = callerFor(fan);
    expect(await api.notifications.orderChannels()).toEqual({ email: true, sms: false, push: false });

    expect(await api.notifications.setOrderChannel({ channel: "sms", enabled: true })).toEqual({ email: true, sms: true, push: false });
    expect(await api.notifications.setOrderChannel({ channel: "email", enabled: false })).toEqual({ email: false, sms: true, push: false });
    expect(await api.notifications.setOrderChannel({ channel: "push", enabled: true })).toEqual({ email: false, sms: true, push: true });
    expect(await api.notifications.orderChannels()).toEqual({ email: false, sms: true, push: true });

    // Stored per order update type, for this fan alone.
    const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, fan.id));
    expect(rows.map((row) => row.type).sort()).toEqual(["videoRequest.declined", "videoRequest.delivered", "videoRequest.expired"]);
    expect(rows.every((row) => !row.email && row.sms && row.push)).toBe(true);
    expect(await callerFor(neighbour).notifications.orderChannels()).toEqual({ email: true, sms: false, push: false });
    expect(await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, neighbour.id))).toHaveLength(0);
  });

  it("turning e-mail off stops order e-mails but keeps the notification; other types still mail", async () => {
    const fan = await createUser(db);
    await callerFor(fan).notifications.setOrderChannel({ channel: "email", enabled: false });
    const requestId = crypto.randomUUID();
    await db.transaction((tx) => notify(tx, { userId: fan.id, type: "videoRequest.delivered", params: { requestId, creatorName: "Ti Wobè" } }));
    expect(await jobs.runDue()).toBe(0);
    expect(await db.select().from(notifications).where(and(eq(notifications.userId, fan.id), eq(notifications.type, "videoRequest.delivered")))).toHaveLength(1);
    await db.transaction((tx) =>
      notify(tx, { userId: fan.id, type: "subscription.started", params: { subscriptionId: requestId, creatorName: "Ti Wobè", tierName: "Fanatik" } }),
    );
    expect(await jobs.runDue()).toBe(1);
  });

  it("are refused to a guest and to bad input, changing nothing", async () => {
    await expect(callerFor(null).notifications.setOrderChannel({ channel: "sms", enabled: true })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(callerFor(null).notifications.orderChannels()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const fan = await createUser(db);
    await expect(
      callerFor(fan).notifications.setOrderChannel({ channel: "pigeon" as "sms", enabled: true }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    expect(await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, fan.id))).toHaveLength(0);
  });
});
