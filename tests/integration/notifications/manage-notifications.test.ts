import { beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import type { Actor } from "@/server/auth/actor";
import { notify } from "@/server/services/notifications/notify";
import { pollNotifications } from "@/server/services/notifications/poll-notifications";
import { clientInput } from "../support/client-input";
import { createUser } from "../support/factories";
import { trpcContext } from "../support/trpc-context";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();
const callerFor = (actor: Actor | null) => createCaller(trpcContext(db, actor));

const started = async (userId: string, creatorName: string) =>
  (await notify(db, { userId, type: "subscription.started", params: { subscriptionId: crypto.randomUUID(), creatorName, tierName: "VIP" } }))!;

let owner: Actor;
let other: Actor;
const ids: string[] = [];
let theirs: string;
beforeAll(async () => {
  owner = await createUser(db);
  other = await createUser(db);
  for (let i = 0; i < 4; i++) ids.push(await started(owner.id, `Creator ${i}`));
  theirs = await started(other.id, "Someone");
});

const idsOf = async (actor: Actor) => (await callerFor(actor).notifications.list({})).items.map((item) => item.id);

describe("deleting notifications", () => {
  it("deletes the owner's named notifications", async () => {
    await callerFor(owner).notifications.remove({ ids: [ids[0]!] });
    expect(await idsOf(owner)).toEqual([ids[3], ids[2], ids[1]]);
  });

  it("refuses another user's notification with NOT_FOUND and deletes nothing, not even the owner's in the same call", async () => {
    await expect(callerFor(owner).notifications.remove({ ids: [theirs] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(callerFor(owner).notifications.remove({ ids: [ids[1]!, theirs] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await idsOf(other)).toEqual([theirs]);
    expect(await idsOf(owner)).toEqual([ids[3], ids[2], ids[1]]);
  });

  it("refuses a guest and bad input", async () => {
    await expect(callerFor(null).notifications.clearAll()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(callerFor(owner).notifications.remove(clientInput({ ids: ["nope"] }))).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    await expect(callerFor(owner).notifications.remove(clientInput({ ids: [] }))).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
  });
});

describe("mark all read, poll and clear all", () => {
  it("marks only the owner's notifications read", async () => {
    await callerFor(owner).notifications.markAllRead();
    expect(await callerFor(owner).notifications.unreadCount()).toEqual({ unread: 0 });
    expect(await callerFor(other).notifications.unreadCount()).toEqual({ unread: 1 });
  });

  it("polls the reader's newest notifications, unread count and a timestamp", async () => {
    const fresh = await started(owner.id, "Fresh");
    const answer = await pollNotifications({ db, actor: owner, input: { locale: "fr" } });
    expect(answer.unreadCount).toBe(1);
    expect(answer.notifications.map((item) => item.id)).toEqual([fresh, ids[3], ids[2], ids[1]]);
    expect(answer.notifications[0]).toMatchObject({ title: "Abonnement actif", readAt: null });
    expect(new Date(answer.timestamp).getTime()).toBeGreaterThan(Date.now() - 5_000);
    await expect(pollNotifications({ db, actor: null, input: {} })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("clears all of the owner's notifications and none of anyone else's", async () => {
    await callerFor(owner).notifications.clearAll();
    expect(await idsOf(owner)).toEqual([]);
    expect(await idsOf(other)).toEqual([theirs]);
  });
});
