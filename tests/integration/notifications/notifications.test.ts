import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import type { Actor } from "@/server/auth/actor";
import { notifications, outboxEmails, profiles } from "@/server/db/schema";
import { notify } from "@/server/services/notifications/notify";
import { renderNotification } from "@/server/services/notifications/render";
import { createCreator, createUser, createVideoRequest } from "../support/factories";
import { useJobRunner } from "../support/jobs";
import { trpcContext } from "../support/trpc-context";
import { useTestDatabase } from "../support/test-db";

const { db, url } = await useTestDatabase();
const jobs = await useJobRunner(url, db);
const callerFor = (actor: Actor | null) => createCaller(trpcContext(db, actor));

const mailsTo = (to: string) => db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

describe("notify", () => {
  let fan: Actor;
  let creator: Actor;
  let requestId: string;

  beforeAll(async () => {
    fan = await createUser(db, { name: "Nadège" });
    creator = await createCreator(db, { displayName: "Ti Wobè" });
    requestId = (await createVideoRequest(db, fan, creator)).id;
  });

  it("stores the type and parameters, not text, and mails it in the reader's language", async () => {
    await db.update(profiles).set({ preferredLocale: "fr" }).where(eq(profiles.id, creator.id));
    const id = (await db.transaction((tx) =>
      notify(tx, { userId: creator.id, type: "videoRequest.paid", params: { requestId, fanName: "Nadège", recipientName: "Mimi" } }),
    ))!;
    const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
    expect(row).toMatchObject({ type: "videoRequest.paid", params: { requestId, fanName: "Nadège", recipientName: "Mimi" } });
    expect(row?.emailedAt).toBeNull();

    expect(await jobs.runDue()).toBe(1);
    const [mail] = await mailsTo(creator.email);
    expect(mail?.subject).toBe("Nouvelle demande de vidéo");
    expect(mail?.text).toContain("Nadège a commandé une vidéo pour Mimi.");
    const [mailed] = await db.select().from(notifications).where(eq(notifications.id, id));
    expect(mailed?.emailedAt).toBeInstanceOf(Date);

    // A retried job does not mail twice.
    const { emailNotification } = await import("@/server/services/notifications/email-notification");
    await emailNotification(db, id);
    expect(await mailsTo(creator.email)).toHaveLength(1);
  });

  it("writes nothing and queues nothing when the caller's transaction rolls back", async () => {
    const before = await db.select().from(notifications).where(eq(notifications.userId, fan.id));
    await expect(
      db.transaction(async (tx) => {
        await notify(tx, { userId: fan.id, type: "videoRequest.declined", params: { requestId, creatorName: "Ti Wobè" } });
        throw new Error("decline failed");
      }),
    ).rejects.toThrow("decline failed");
    expect(await db.select().from(notifications).where(eq(notifications.userId, fan.id))).toHaveLength(before.length);
    expect(await jobs.runDue()).toBe(0);
  });

  it("does not mail a type the user turned off, but still records it", async () => {
    await callerFor(fan).notifications.setPreference({ type: "videoRequest.delivered", channel: "email", enabled: false });
    await notify(db, { userId: fan.id, type: "videoRequest.delivered", params: { requestId, creatorName: "Ti Wobè" } });
    expect(await jobs.runDue()).toBe(0);
    expect(await mailsTo(fan.email)).toHaveLength(0);

    await notify(db, { userId: fan.id, type: "videoRequest.expired", params: { requestId, creatorName: "Ti Wobè" } });
    expect(await jobs.runDue()).toBe(1);
    expect((await mailsTo(fan.email)).map((mail) => mail.subject)).toEqual(["Request expired"]);
  });

  it("refuses parameters that do not fit the type", async () => {
    await expect(
      // @ts-expect-error: each type has its own parameters
      notify(db, { userId: fan.id, type: "payment.refundOwed", params: { requestId, creatorName: "x" } }),
    ).rejects.toThrow();
  });
});

describe("renderNotification", () => {
  it("formats a refund's amount for the reader and renders all three languages", () => {
    const refund = { type: "payment.refundOwed", params: { paymentId: crypto.randomUUID(), amountMinor: 165000, currency: "HTG" } };
    expect(renderNotification("en", refund).body).toBe("We owe you a refund of 1,650 G. Our team will send it to you.");
    expect(renderNotification("fr", refund).title).toBe("Remboursement en cours");
    expect(renderNotification("ht", refund).title).toBe("Ranbousman an ap vini");
  });

  it("reads a row whose type the code no longer knows as a generic notice", () => {
    expect(renderNotification("en", { type: "gone.type", params: {} })).toEqual({
      title: "New notification",
      body: "Something happened on your account. Open Lakou to see it.",
    });
  });
});

describe("notifications router", () => {
  let owner: Actor;
  let other: Actor;
  const ids: string[] = [];

  beforeAll(async () => {
    owner = await createUser(db);
    other = await createUser(db);
    for (let i = 0; i < 5; i++) {
      ids.push(
        (await notify(db, {
          userId: owner.id,
          type: "subscription.started",
          params: { subscriptionId: crypto.randomUUID(), creatorName: `Creator ${i}`, tierName: "VIP" },
        }))!,
      );
    }
    await notify(db, {
      userId: other.id,
      type: "subscription.cancelled",
      params: { subscriptionId: crypto.randomUUID(), creatorName: "Someone", tierName: "Basic" },
    });
  });

  it("lists only the owner's notifications, newest first, page by page, rendered in the asked language", async () => {
    const caller = callerFor(owner);
    const first = await caller.notifications.list({ locale: "ht", limit: 3 });
    expect(first.items.map((item) => item.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect(first.items[0]).toMatchObject({ title: "Abònman aktif", body: "Abònman VIP ou a ak Creator 4 aktif kounye a.", readAt: null });
    const second = await caller.notifications.list({ locale: "ht", limit: 3, cursor: first.nextCursor! });
    expect(second.items.map((item) => item.id)).toEqual([ids[1], ids[0]]);
    expect(second.nextCursor).toBeNull();
    expect((await callerFor(other).notifications.list({})).items).toHaveLength(1);
  });

  it("counts unread and marks the owner's own as read", async () => {
    const caller = callerFor(owner);
    expect(await caller.notifications.unreadCount()).toEqual({ unread: 5 });
    await caller.notifications.markRead({ ids: [ids[0]!, ids[1]!] });
    expect(await caller.notifications.unreadCount()).toEqual({ unread: 3 });
    await caller.notifications.markRead({ all: true });
    expect(await caller.notifications.unreadCount()).toEqual({ unread: 0 });
  });

  it("refuses to mark another user's notification, and changes nothing", async () => {
    const [theirs] = (await callerFor(other).notifications.list({})).items;
    await expect(callerFor(owner).notifications.markRead({ ids: [theirs!.id] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(callerFor(owner).notifications.markRead({ ids: [ids[0]!, theirs!.id] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await callerFor(other).notifications.unreadCount()).toEqual({ unread: 1 });
  });

  it("refuses a signed-out caller and bad input", async () => {
    await expect(callerFor(null).notifications.unreadCount()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(callerFor(owner).notifications.markRead({ ids: ["not-a-uuid"] })).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    await expect(callerFor(owner).notifications.setPreference({ type: "no.such", channel: "email", enabled: true } as never)).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });
  });
});
