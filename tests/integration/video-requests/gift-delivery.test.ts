import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails, profiles, videoRequests } from "@/server/db/schema";
import { runJob } from "@/server/jobs/run-job";
import { getSharedVideo } from "@/server/services/media/shared-video";
import { deliverRequest } from "@/server/services/video-requests/creator/deliver-request";
import { getDeliveredVideo } from "@/server/services/video-requests/delivered-video";
import { getMyRequest } from "@/server/services/video-requests/fan/get-my-request";
import { acceptRequest, markRequestInProgress } from "@/server/services/video-requests/move-request";
import { useJobRunner } from "../support/jobs";
import { useTestDatabase } from "../support/test-db";
import { paidRequest, uploadedVideo } from "./support";

const { db, url } = await useTestDatabase();
const jobs = await useJobRunner(url, db);

type Gift = Pick<typeof videoRequests.$inferInsert, "giftMethod" | "recipientEmail" | "recipientPhone" | "giftMessage">;

/** A paid gift request its creator delivers (the gift job queued in the delivery's transaction). */
async function deliveredGift(gift: Gift) {
  const paid = await paidRequest(db);
  const { creator, request, providers } = paid;
  await db.update(videoRequests).set({ requestType: "gift", fromName: "Marie", ...gift }).where(eq(videoRequests.id, request.id));
  await acceptRequest({ db, actor: creator, input: { requestId: request.id } });
  await markRequestInProgress({ db, actor: creator, input: { requestId: request.id } });
  const mediaId = await uploadedVideo(db, creator.id, request.id);
  await deliverRequest({ db, actor: creator, input: { requestId: request.id, mediaId }, providers });
  return { ...paid, mediaId };
}

const outboxTo = (to: string) => db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const tokenIn = (text: string) => text.match(/\/shared\/([A-Za-z0-9_-]{43})/)?.[1];

describe("a gift reaches its recipient when the video is delivered", () => {
  it("by e-mail in the fan's language, with the message and the video's link, sharing turned on; a retried job sends once", async () => {
    const to = `gift-${crypto.randomUUID()}@example.test`;
    const { fan, request, mediaId } = await deliveredGift({ giftMethod: "email", recipientEmail: to, giftMessage: "Bon fèt, manman!" });
    await db.update(profiles).set({ preferredLocale: "fr" }).where(eq(profiles.id, fan.id));
    expect(await getMyRequest({ db, actor: fan, input: { requestId: request.id } })).toMatchObject({ giftMethod: "email", giftSentAt: null });

    await jobs.runDue();
    const [mail, ...more] = await outboxTo(to);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ channel: "email", subject: expect.stringContaining("Marie vous envoie une vidéo") });
    expect(mail!.text).toContain("Bon fèt, manman!");
    expect(mail!.text).toMatch(/\/fr\/shared\/[A-Za-z0-9_-]{43}/);
    const token = tokenIn(mail!.text)!;
    expect(await getSharedVideo({ db, input: { token } })).toMatchObject({ recipientName: "Nadège", occasion: "birthday" });
    expect(await getDeliveredVideo({ db, actor: fan, input: { requestId: request.id } })).toMatchObject({ mediaId, shareLink: { token } });
    const order = await getMyRequest({ db, actor: fan, input: { requestId: request.id } });
    expect(order).toMatchObject({ giftSentTo: to, giftSentAt: expect.any(Date) });

    // The job delivered twice (a retry after a lost acknowledgement) sends nothing more.
    await runJob("gifts.send", db, { requestId: request.id });
    await jobs.runDue();
    expect(await outboxTo(to)).toHaveLength(1);
    expect(await getMyRequest({ db, actor: fan, input: { requestId: request.id } })).toMatchObject({ giftSentAt: order.giftSentAt });
  });

  it("by SMS through the offline sender: kept in the outbox as a text message, with the link", async () => {
    const phone = `+509 37 ${Math.floor(Math.random() * 1e6)}`;
    const { fan, request } = await deliveredGift({ giftMethod: "sms", recipientPhone: phone, giftMessage: "Happy birthday!" });
    await jobs.runDue();
    const rows = await db.select().from(outboxEmails).where(and(eq(outboxEmails.to, phone), eq(outboxEmails.channel, "sms")));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text).toContain("Happy birthday!");
    expect(await getSharedVideo({ db, input: { token: tokenIn(rows[0]!.text)! } })).toMatchObject({ recipientName: "Nadège" });
    expect(await getMyRequest({ db, actor: fan, input: { requestId: request.id } })).toMatchObject({ giftSentTo: phone });
  });

  it("a surprise or a download sends nothing: the fan hands it over, and the video stays private", async () => {
    for (const giftMethod of ["surprise", "download"] as const) {
      const { fan, request } = await deliveredGift({ giftMethod, recipientEmail: `nobody-${giftMethod}@example.test` });
      await jobs.runDue();
      expect(await outboxTo(`nobody-${giftMethod}@example.test`)).toHaveLength(0);
      expect(await getDeliveredVideo({ db, actor: fan, input: { requestId: request.id } })).toMatchObject({ shareLink: null });
      expect(await getMyRequest({ db, actor: fan, input: { requestId: request.id } })).toMatchObject({ giftSentAt: null });
    }
  });
});
