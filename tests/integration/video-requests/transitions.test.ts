import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { notifications } from "@/server/db/schema";
import { renderNotification } from "@/server/services/notifications/render";
import { declineRequest } from "@/server/services/video-requests/creator/decline-request";
import { acceptRequest, markRequestInProgress } from "@/server/services/video-requests/move-request";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { ledgerDiscrepancies, ledgerKinds, paymentOf } from "../payments/support";
import { notificationTypes, paidRequest, requestRow, setStatus } from "./support";

const db = await useTestDb();

/** The fan's decline notification as they read it in English. */
async function declinedText(fanId: string) {
  const [row] = await db.select().from(notifications).where(and(eq(notifications.userId, fanId), eq(notifications.type, "videoRequest.declined")));
  return renderNotification("en", row!).body;
}

describe("a video request's transitions", () => {
  it("the creator accepts, starts, and illegal moves are refused", async () => {
    const { creator, request } = await paidRequest(db);
    expect((await requestRow(db, request.id)).status).toBe("pending");
    await expect(markRequestInProgress({ db, actor: creator, input: { requestId: request.id } })).rejects.toMatchObject({ code: "CONFLICT" });
    const accepted = await acceptRequest({ db, actor: creator, input: { requestId: request.id } });
    // Acceptance is stamped: the analytics' response time runs from it.
    expect(accepted).toMatchObject({ status: "accepted", acceptedAt: expect.any(Date) });
    await expect(acceptRequest({ db, actor: creator, input: { requestId: request.id } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "inbox.errors.transitionRefused",
    });
    expect(await markRequestInProgress({ db, actor: creator, input: { requestId: request.id } })).toMatchObject({ status: "in_progress", acceptedAt: accepted.acceptedAt });
    await expect(acceptRequest({ db, actor: creator, input: { requestId: request.id } })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(declineRequest({ db, actor: creator, input: { requestId: request.id, reason: "Too late now" } })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("an unpaid request cannot be accepted", async () => {
    const creator = await createCreator(db);
    const { request } = await paidRequest(db, { creator });
    await setStatus(db, request.id, "pending_payment");
    await expect(acceptRequest({ db, actor: creator, input: { requestId: request.id } })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  describe.each<[string, (fan: Actor) => Promise<Actor | null>]>([
    ["another creator", () => createCreator(db)],
    ["the fan who asked", async (fan) => fan],
    ["another fan", () => createUser(db)],
    ["a guest", async () => null],
  ])("%s", (_label, who) => {
    it("may not accept, start or decline, and nothing changes", async () => {
      const { fan, request } = await paidRequest(db);
      const actor = await who(fan);
      const code = actor ? "FORBIDDEN" : "UNAUTHENTICATED";
      await expect(acceptRequest({ db, actor, input: { requestId: request.id } })).rejects.toMatchObject({ code });
      await expect(declineRequest({ db, actor, input: { requestId: request.id, reason: "Not for me" } })).rejects.toMatchObject({ code });
      await setStatus(db, request.id, "accepted");
      await expect(markRequestInProgress({ db, actor, input: { requestId: request.id } })).rejects.toMatchObject({ code });
      expect((await requestRow(db, request.id)).status).toBe("accepted");
      expect((await paymentOf(db, request.id))[0]!.status).toBe("held");
    });
  });

  it("declining with a reason releases the card hold and tells the fan", async () => {
    const { fan, creator, request } = await paidRequest(db);
    await expect(declineRequest({ db, actor: creator, input: { requestId: request.id, reason: " " } })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { reason: "inbox.validation.reasonRequired" },
    });
    await acceptRequest({ db, actor: creator, input: { requestId: request.id } });
    const declined = await declineRequest({ db, actor: creator, input: { requestId: request.id, reason: "I am travelling that week." } });
    expect(declined).toMatchObject({ status: "declined", declineReason: "I am travelling that week." });
    const [payment] = await paymentOf(db, request.id);
    expect(payment!.status).toBe("cancelled");
    expect(await ledgerKinds(db, payment!.id)).toEqual(["hold", "hold_released"]);
    expect(await notificationTypes(db, fan.id)).toEqual(["videoRequest.declined"]);
    expect(await declinedText(fan.id)).toContain("The hold on your card is released: you will not be charged.");
    await expect(declineRequest({ db, actor: creator, input: { requestId: request.id, reason: "Again" } })).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("declining a MonCash request records the refund owed and tells the fan", async () => {
    const { fan, creator, request } = await paidRequest(db, { currency: "HTG" });
    await declineRequest({ db, actor: creator, input: { requestId: request.id, reason: "Not my kind of request." } });
    const [payment] = await paymentOf(db, request.id);
    expect(payment!.status).toBe("refund_owed");
    expect(await notificationTypes(db, fan.id)).toEqual(["payment.refundOwed", "videoRequest.declined"]);
    expect(await declinedText(fan.id)).toContain("You paid with MonCash: the full amount will be refunded to you.");
    expect(await declinedText(fan.id)).not.toContain("not be charged");
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });
});
