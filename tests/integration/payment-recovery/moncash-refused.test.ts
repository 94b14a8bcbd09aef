import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorProfiles, exchangeRates } from "@/server/db/schema";
import { getCheckoutPrice } from "@/server/services/payments/checkout-price";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { startMoncashPayment } from "@/server/services/payments/start-moncash-payment";
import { decideTestMoncash } from "@/server/services/payments/test-moncash";
import { verifyMoncashReturn } from "@/server/services/payments/verify-payment";
import { confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { createCreator } from "../support/factories";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";
import { key, paymentOf, providersFor, requestStatus, videoRequest } from "../payments/support";

const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
const providers = providersFor("test", db, fakes);

beforeAll(async () => {
  await db.insert(exchangeRates).values({ htgPerUsd: "132.5000", source: "seed" });
});

async function creatorTaking(methods: ("stripe" | "moncash")[]) {
  const creator = await createCreator(db);
  await db.update(creatorProfiles).set({ paymentMethodsEnabled: methods }).where(eq(creatorProfiles.userId, creator.id));
  return creator;
}

/** The fan refuses (or MonCash refuses) on MonCash's page and comes back. */
async function refusedMoncash(methods: ("stripe" | "moncash")[]) {
  const { fan, creator, request } = await videoRequest(db, { creator: await creatorTaking(methods) });
  const price = await getCheckoutPrice({ db, actor: fan, input: { requestId: request.id, method: "moncash" } });
  const started = await startMoncashPayment({
    db,
    actor: fan,
    input: { requestId: request.id, idempotencyKey: key(), phoneNumber: "50937001234", amountCents: price.lines.total.amount },
    providers,
  });
  const token = new URL(started.redirectUrl, "http://x").searchParams.get("token")!;
  const { returnPath } = await decideTestMoncash({ db, actor: fan, input: { token, approve: false }, providers });
  const transactionId = new URL(returnPath, "http://x").searchParams.get("transactionId") ?? undefined;
  const orderId = new URL(returnPath, "http://x").searchParams.get("orderId") ?? undefined;
  return { fan, creator, request, back: { transactionId, orderId } };
}

describe("a refused MonCash payment leaves a way to pay", () => {
  it("tells the fan the order is unpaid, which methods remain, and a card then pays the same order", async () => {
    const { fan, creator, request, back } = await refusedMoncash(["stripe", "moncash"]);
    const view = await verifyMoncashReturn({ db, actor: fan, input: back, providers });
    expect(view).toMatchObject({
      paid: false,
      status: "failed",
      errorKey: "errors.moncashNotPaid",
      requestId: request.id,
      creatorId: creator.id,
      awaitingPayment: true,
      methods: ["card", "moncash"],
    });
    expect(await requestStatus(db, request.id)).toBe("pending_payment");

    const intent = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
    const paid = await confirmTestCard({
      db,
      actor: fan,
      input: { paymentIntentId: intent.paymentIntentId, cardNumber: "4242 4242 4242 4242", expiry: "12/40" },
      providers,
    });
    expect(paid).toMatchObject({ paid: true, status: "held" });
    expect(await requestStatus(db, request.id)).toBe("pending");
    expect((await paymentOf(db, request.id)).map((p) => [p.method, p.status]).sort()).toEqual([
      ["card", "held"],
      ["moncash", "failed"],
    ]);
  });

  it("offers MonCash only when the creator takes no cards", async () => {
    const { fan, back } = await refusedMoncash(["moncash"]);
    expect(await verifyMoncashReturn({ db, actor: fan, input: back, providers })).toMatchObject({ awaitingPayment: true, methods: ["moncash"] });
  });

  it("answers the payment's own fan only (refused actor: another fan)", async () => {
    const { back } = await refusedMoncash(["stripe", "moncash"]);
    const stranger = (await videoRequest(db)).fan;
    await expect(verifyMoncashReturn({ db, actor: stranger, input: back, providers })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(verifyMoncashReturn({ db, actor: null, input: back, providers })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});
