import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import { videoRequests } from "@/server/db/schema";
import { acceptRequest } from "@/server/services/video-requests/move-request";
import { listInbox } from "@/server/services/video-requests/creator/list-inbox";
import { createCreator, createUser } from "../../support/factories";
import { useTestDb } from "../../support/test-db";
import { trpcContext } from "../../support/trpc-context";
import { paidRequest } from "../support";

const db = await useTestDb();

describe("the creator's request inbox", () => {
  it("lists the creator's own requests by state, newest or most urgent first", async () => {
    const creator = await createCreator(db);
    const first = await paidRequest(db, { creator });
    const second = await paidRequest(db, { creator });
    await paidRequest(db); // another creator's
    await db.execute(sql`update video_requests set due_at = now() + interval '1 hour' where id = ${first.request.id}`);

    const newest = await listInbox({ db, actor: creator, input: { state: "new" } });
    expect(newest.items.map((item) => item.id)).toEqual([second.request.id, first.request.id]);
    expect(newest.items[0]).toMatchObject({ occasion: "birthday", recipientName: "Nadège", deliveryTier: "express", amountCents: 18750, currency: "USD" });
    // What the creator decides on: their $150 price plus $45 express delivery, less the 20% commission.
    expect(newest.items[0]!.earningsCents).toBe(15600);
    expect(newest.items[0]!.expiresAt!.getTime()).toBeGreaterThan(newest.items[0]!.dueAt!.getTime());
    const urgent = await listInbox({ db, actor: creator, input: { state: "new", order: "urgent" } });
    expect(urgent.items.map((item) => item.id)).toEqual([first.request.id, second.request.id]);

    await acceptRequest({ db, actor: creator, input: { requestId: first.request.id } });
    expect((await listInbox({ db, actor: creator, input: { state: "accepted" } })).items.map((item) => item.id)).toEqual([first.request.id]);
    expect((await listInbox({ db, actor: creator, input: { state: "new" } })).items).toHaveLength(1);
  });

  it("carries the booking's details (occasion, pronouns, relationship, age, gift, pronunciation) to the request's creator only", async () => {
    const creator = await createCreator(db);
    const { fan, request } = await paidRequest(db, { creator });
    const details = {
      requestType: "gift" as const,
      fromName: "Marie",
      pronouns: "she/her",
      relationship: "mom",
      age: 60,
      giftMethod: "email" as const,
      recipientEmail: "nadege@example.test",
      giftMessage: "Bon fèt, manman!",
      specialDetails: "Nadège is said na-DEZH",
    };
    await db.update(videoRequests).set(details).where(eq(videoRequests.id, request.id));
    const [item] = (await listInbox({ db, actor: creator, input: { state: "new" } })).items;
    expect(item).toMatchObject({
      id: request.id,
      occasion: "birthday",
      pronouns: "she/her",
      relationship: "mom",
      age: 60,
      anniversaryYears: null,
      fromName: "Marie",
      giftMethod: "email",
      giftMessage: "Bon fèt, manman!",
      specialDetails: "Nadège is said na-DEZH",
    });
    // Another creator's inbox does not hold it; the fan has no inbox.
    const other = await createCreator(db);
    expect((await listInbox({ db, actor: other, input: { state: "new" } })).items.map((row) => row.id)).not.toContain(request.id);
    await expect(listInbox({ db, actor: fan, input: { state: "new" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("is refused to a fan and a guest, and through tRPC its moves answer the service's errors", async () => {
    const fan = await createUser(db);
    await expect(listInbox({ db, actor: fan, input: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listInbox({ db, actor: null, input: {} })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    const { creator, request } = await paidRequest(db);
    const other = await createCreator(db);
    await expect(createCaller(trpcContext(db, other)).videoRequests.accept({ requestId: request.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await createCaller(trpcContext(db, creator)).videoRequests.accept({ requestId: request.id });
    const page = await createCaller(trpcContext(db, creator)).videoRequests.inbox({ state: "accepted" });
    expect(page.items).toHaveLength(1);
  });
});
