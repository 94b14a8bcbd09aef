import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isoDatePlusDays } from "@/lib/video-requests/rules";
import { creatorProfiles } from "@/server/db/schema";
import { bookCall } from "@/server/services/calls/book-call";
import { orderForIntent } from "@/server/services/payments/order-for-intent";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { testProviders } from "../video-requests/support";
import { key, videoRequest } from "./support";

const db = await useTestDb();
const providers = testProviders(db);

describe("/fan/orders/{paymentIntentId}", () => {
  it("resolves the fan's own payment reference to its video request or call; anyone else's is not found", async () => {
    const { fan, request } = await videoRequest(db);
    const intent = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
    expect(await orderForIntent({ db, actor: fan, input: { paymentIntentId: intent.paymentIntentId } })).toEqual({ kind: "video", id: request.id });
    await expect(orderForIntent({ db, actor: await createUser(db), input: { paymentIntentId: intent.paymentIntentId } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(orderForIntent({ db, actor: null, input: { paymentIntentId: intent.paymentIntentId } })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await expect(orderForIntent({ db, actor: fan, input: { paymentIntentId: "pi_unknown" } })).rejects.toMatchObject({ code: "NOT_FOUND" });

    const creator = await createCreator(db);
    await db.update(creatorProfiles).set({ callPricePerMinuteCents: 1000 }).where(eq(creatorProfiles.userId, creator.id));
    const call = await bookCall({ db, actor: fan, input: { creatorId: creator.id, durationMinutes: 5, date: isoDatePlusDays(2), time: "09:00" } });
    const callIntent = await startCardPayment({ db, actor: fan, input: { callBookingId: call.id, idempotencyKey: key() }, providers });
    expect(await orderForIntent({ db, actor: fan, input: { paymentIntentId: callIntent.paymentIntentId } })).toEqual({ kind: "call", id: call.id });
  });
});
