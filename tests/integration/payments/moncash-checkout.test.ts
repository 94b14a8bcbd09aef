import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorProfiles, exchangeRates, ledgerTransactions } from "@/server/db/schema";
import { priceInHtg, storedQuote } from "@/server/services/video-requests/quote";
import { getCheckoutPrice } from "@/server/services/payments/checkout-price";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { startMoncashPayment } from "@/server/services/payments/start-moncash-payment";
import { decideTestMoncash } from "@/server/services/payments/test-moncash";
import { verifyMoncashReturn } from "@/server/services/payments/verify-payment";
import { createCreator } from "../support/factories";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";
import { key, ledgerDiscrepancies, ledgerKinds, paymentOf, providersFor, requestStatus, videoRequest } from "./support";

const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
const providers = providersFor("test", db, fakes);
const PHONE = "50937001234";

async function creatorTaking(methods: ("stripe" | "moncash")[]) {
  const creator = await createCreator(db);
  await db.update(creatorProfiles).set({ paymentMethodsEnabled: methods }).where(eq(creatorProfiles.userId, creator.id));
  return creator;
}

beforeAll(async () => {
  await db.insert(exchangeRates).values({ htgPerUsd: "132.5000", source: "seed" });
});

/** The fan picks card (USD) or MonCash (HTG) at checkout; the currency and its rate live on the payment. */
describe("MonCash at checkout", () => {
  it("prices a dollar request in gourdes at the stored rate plus MonCash's fee, with the dollar approximation", async () => {
    const { fan, request } = await videoRequest(db, { creator: await creatorTaking(["stripe", "moncash"]) });
    const card = await getCheckoutPrice({ db, actor: fan, input: { requestId: request.id, method: "card" } });
    expect(card).toMatchObject({ methods: ["card", "moncash"], rate: null, usdApproximation: null });
    expect(card.lines.total).toEqual({ amount: 18750, currency: "USD" });

    const moncash = await getCheckoutPrice({ db, actor: fan, input: { requestId: request.id, method: "moncash" } });
    const expected = priceInHtg(storedQuote(request), "132.5000");
    expect(moncash.lines.total).toEqual(expected.total);
    expect(moncash.lines.paymentFee).toEqual(expected.paymentFee);
    expect(moncash).toMatchObject({ rate: "132.5000", usdApproximation: expected.usdApproximation });
  });

  it("charges that HTG amount, keeps the rate on the payment, and a verified return pays the request", async () => {
    const { fan, request } = await videoRequest(db, { creator: await creatorTaking(["stripe", "moncash"]) });
    const price = await getCheckoutPrice({ db, actor: fan, input: { requestId: request.id, method: "moncash" } });
    const started = await startMoncashPayment({
      db,
      actor: fan,
      input: { requestId: request.id, idempotencyKey: key(), phoneNumber: PHONE, amountCents: price.lines.total.amount },
      providers,
    });
    const [payment] = await paymentOf(db, request.id);
    expect(payment).toMatchObject({ currency: "HTG", fxRate: "132.5000", amountCents: price.lines.total.amount, status: "pending" });

    const token = new URL(started.redirectUrl, "http://x").searchParams.get("token")!;
    const { returnPath } = await decideTestMoncash({ db, actor: fan, input: { token, approve: true }, providers });
    const transactionId = new URL(returnPath, "http://x").searchParams.get("transactionId")!;
    const verified = await verifyMoncashReturn({ db, actor: fan, input: { transactionId }, providers });
    expect(verified).toMatchObject({ paid: true, status: "captured", currency: "HTG", requestId: request.id, callBookingId: null });
    expect(await requestStatus(db, request.id)).toBe("pending");
    expect(await ledgerKinds(db, started.paymentId)).toEqual(["capture"]);
    const [posting] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.paymentId, started.paymentId));
    expect(posting).toMatchObject({ currency: "HTG", fxRate: "132.5000" });
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("refuses a MonCash amount that is not the server's, and changes nothing", async () => {
    const { fan, request } = await videoRequest(db, { creator: await creatorTaking(["moncash"]) });
    await expect(
      startMoncashPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key(), phoneNumber: PHONE, amountCents: 100 }, providers }),
    ).rejects.toMatchObject({ code: "CONFLICT", messageKey: "errors.paymentAmountMismatch" });
    expect(await paymentOf(db, request.id)).toEqual([]);
  });

  it("offers only what the creator enables: a card-only creator refuses MonCash, a MonCash-only creator refuses cards", async () => {
    const cardOnly = await videoRequest(db, { creator: await creatorTaking(["stripe"]) });
    expect((await getCheckoutPrice({ db, actor: cardOnly.fan, input: { requestId: cardOnly.request.id, method: "card" } })).methods).toEqual(["card"]);
    await expect(getCheckoutPrice({ db, actor: cardOnly.fan, input: { requestId: cardOnly.request.id, method: "moncash" } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "errors.paymentMethodNotOffered",
    });
    await expect(
      startMoncashPayment({ db, actor: cardOnly.fan, input: { requestId: cardOnly.request.id, idempotencyKey: key(), phoneNumber: PHONE }, providers }),
    ).rejects.toMatchObject({ code: "CONFLICT", messageKey: "errors.paymentMethodNotOffered" });

    const moncashOnly = await videoRequest(db, { creator: await creatorTaking(["moncash"]) });
    await expect(
      startCardPayment({ db, actor: moncashOnly.fan, input: { requestId: moncashOnly.request.id, idempotencyKey: key() }, providers }),
    ).rejects.toMatchObject({ code: "CONFLICT", messageKey: "errors.paymentMethodNotOffered" });
    expect(await paymentOf(db, cardOnly.request.id)).toEqual([]);
    expect(await paymentOf(db, moncashOnly.request.id)).toEqual([]);
  });

  it("shows a request's price to its own fan only, and refuses a bad phone number with the spec's message", async () => {
    const { fan, request } = await videoRequest(db, { creator: await creatorTaking(["stripe", "moncash"]) });
    const stranger = (await videoRequest(db)).fan;
    await expect(getCheckoutPrice({ db, actor: stranger, input: { requestId: request.id, method: "moncash" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getCheckoutPrice({ db, actor: null, input: { requestId: request.id, method: "moncash" } })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await expect(
      startMoncashPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key(), phoneNumber: "13055551234" }, providers }),
    ).rejects.toMatchObject({ code: "VALIDATION", fieldErrors: { phoneNumber: "validation.moncashPhone" } });
  });
});
