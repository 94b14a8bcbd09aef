import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, users } from "@/server/db/schema";
import { renderNotification } from "@/server/services/notifications/render";
import { declineRequest } from "@/server/services/video-requests/creator/decline-request";
import { listInbox } from "@/server/services/video-requests/creator/list-inbox";
import { getMyRequest } from "@/server/services/video-requests/fan/get-my-request";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { paidRequest } from "./support";

const db = await useTestDb();

async function declinedNotice(fanId: string) {
  const [row] = await db.select().from(notifications).where(and(eq(notifications.userId, fanId), eq(notifications.type, "videoRequest.declined")));
  return row!;
}

describe("the creator's decline reason and the fan's name on request cards", () => {
  it("the fan reads the creator's reason on the order and in the notice, in their language; nobody else reads the order", async () => {
    const { fan, creator, request } = await paidRequest(db);
    await declineRequest({ db, actor: creator, input: { requestId: request.id, reason: "I am on tour in Miami that week." } });
    expect(await getMyRequest({ db, actor: fan, input: { requestId: request.id } })).toMatchObject({ status: "declined", declineReason: "I am on tour in Miami that week." });
    await expect(getMyRequest({ db, actor: await createUser(db), input: { requestId: request.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });

    const notice = await declinedNotice(fan.id);
    expect(renderNotification("en", notice).body).toContain("Their reason: “I am on tour in Miami that week.”");
    expect(renderNotification("fr", notice).body).toContain("Sa raison : « I am on tour in Miami that week. »");
    expect(renderNotification("ht", notice).body).toContain("Rezon li: « I am on tour in Miami that week. »");
  });

  it("a notice stored before reasons were kept reads without one", () => {
    const body = renderNotification("en", { type: "videoRequest.declined", params: { requestId: crypto.randomUUID(), creatorName: "Ti Wobè" } }).body;
    expect(body).toBe("Ti Wobè declined your video request. The hold on your card is released: you will not be charged.");
  });

  it("the creator's cards name the fan (null when the account has no name: the card says 'A fan'); a fan has no inbox", async () => {
    const { fan, creator, request } = await paidRequest(db);
    const [named] = await db.select({ name: users.name }).from(users).where(eq(users.id, fan.id));
    let page = await listInbox({ db, actor: creator, input: { state: "new" } });
    expect(page.items.find((item) => item.id === request.id)?.fanName).toBe(named!.name);
    await db.update(users).set({ name: null }).where(eq(users.id, fan.id));
    page = await listInbox({ db, actor: creator, input: { state: "new" } });
    expect(page.items.find((item) => item.id === request.id)?.fanName).toBeNull();
    await expect(listInbox({ db, actor: fan, input: { state: "new" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
