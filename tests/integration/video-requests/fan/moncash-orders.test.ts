import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import { creatorProfiles, exchangeRates } from "@/server/db/schema";
import { getMyRequest } from "@/server/services/video-requests/fan/get-my-request";
import { listMyRequests } from "@/server/services/video-requests/fan/list-my-requests";
import { priceInHtg, storedQuote } from "@/server/services/video-requests/quote";
import { getCheckoutPrice } from "@/server/services/payments/checkout-price";
import { confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { startMoncashPayment } from "@/server/services/payments/start-moncash-payment";
import { decideTestMoncash } from "@/server/services/payments/test-moncash";
import { verifyMoncashReturn } from "@/server/services/payments/verify-payment";
import { getOrderReceipt } from "@/server/services/receipts/order-receipt";
import { downloadReceipt } from "@/server/services/receipts/receipt-pdf";
import { createCreator, createUser } from "../../support/factories";
import { startFakeMoncash } from "../../support/fake-moncash";
import { startFakeStripe } from "../../support/fake-stripe";
import { useTestDb } from "../../support/test-db";
import { key, providersFor, videoRequest } from "../../payments/support";
import { pdfText } from "./pdf-text";

const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
const providers = providersFor("test", db, fakes);
const RATE = "132.5000";
let creator: Actor;
let fan: Actor;

beforeAll(async () => {
  await db.insert(exchangeRates).values({ htgPerUsd: RATE, source: "seed" });
  creator = await createCreator(db, { displayName: "Ti Wobè" });
  await db.update(creatorProfiles).set({ paymentMethodsEnabled: ["stripe", "moncash"] }).where(eq(creatorProfiles.userId, creator.id));
  fan = await createUser(db);
});

/** A dollar request the fan pays through the MonCash checkout (test mode), as the checkout does. */
async function paidByMoncash() {
  const { request } = await videoRequest(db, { fan, creator });
  const price = await getCheckoutPrice({ db, actor: fan, input: { requestId: request.id, method: "moncash" } });
  const started = await startMoncashPayment({
    db,
    actor: fan,
    input: { requestId: request.id, idempotencyKey: key(), phoneNumber: "50937001234", amountCents: price.lines.total.amount },
    providers,
  });
  const token = new URL(started.redirectUrl, "http://x").searchParams.get("token")!;
  const { returnPath } = await decideTestMoncash({ db, actor: fan, input: { token, approve: true }, providers });
  const transactionId = new URL(returnPath, "http://x").searchParams.get("transactionId")!;
  expect(await verifyMoncashReturn({ db, actor: fan, input: { transactionId }, providers })).toMatchObject({ paid: true });
  return request;
}

async function paidByCard() {
  const { request } = await videoRequest(db, { fan, creator });
  const intent = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
  await confirmTestCard({ db, actor: fan, input: { paymentIntentId: intent.paymentIntentId, cardNumber: "4242424242424242", expiry: "12/34" }, providers });
  return request;
}

describe("an order paid with MonCash", () => {
  it("shows the gourdes charged, the rate and the dollar value on the order page and in My Orders", async () => {
    const request = await paidByMoncash();
    const expected = priceInHtg(storedQuote(request), RATE);
    const order = await getMyRequest({ db, actor: fan, input: { requestId: request.id } });
    expect(order.paidWith).toEqual({ provider: "test", method: "moncash" });
    expect(order.charged).toMatchObject({ method: "moncash", rate: RATE, usdApproximation: expected.usdApproximation });
    expect(order.charged!.lines.total).toEqual(expected.total);
    expect(order.charged!.lines.paymentFee).toEqual(expected.paymentFee);
    expect(order.price.total).toEqual(expected.total);
    expect(order.price.base).toEqual(expected.base);

    const { items } = await listMyRequests({ db, actor: fan, input: {} });
    const listed = items.find((item) => item.id === request.id)!;
    expect(listed.charged).toEqual(order.charged);
    expect(listed.price.total).toEqual(expected.total);
  });

  it("has a receipt in gourdes with the rate and the dollar value, in every language", async () => {
    const request = await paidByMoncash();
    const expected = priceInHtg(storedQuote(request), RATE);
    const en = await getOrderReceipt({ db, actor: fan, input: { requestId: request.id }, locale: "en" });
    expect(en.total).toEqual(["Total", formatMoney(expected.total, "en")]);
    expect(en.lines).toContainEqual(["Payment fee", formatMoney(expected.paymentFee, "en")]);
    expect(en.details).toContainEqual(["Exchange rate", "1 US dollar = 132.5 gourdes"]);
    expect(en.details).toContainEqual(["In US dollars", `≈ ${formatMoney(expected.usdApproximation, "en")}`]);
    expect(en.details).toContainEqual(["Payment method", "MonCash (test mode)"]);

    const fr = await getOrderReceipt({ db, actor: fan, input: { requestId: request.id }, locale: "fr" });
    expect(fr.details).toContainEqual(["Taux de change", "1 dollar américain = 132,5 gourdes"]);
    const ht = await getOrderReceipt({ db, actor: fan, input: { requestId: request.id }, locale: "ht" });
    expect(ht.details).toContainEqual(["To chanj", "1 dola ameriken = 132,5 goud"]);
    expect(ht.total[1]).toBe(formatMoney(expected.total, "ht"));

    const pdf = await pdfText((await downloadReceipt({ db, actor: fan, input: { requestId: request.id }, locale: "en" })).bytes);
    expect(pdf).toEqual(expect.arrayContaining(["Exchange rate", "1 US dollar = 132.5 gourdes", formatMoney(expected.total, "en")]));
  });

  it("is still someone else's order to another fan", async () => {
    const request = await paidByMoncash();
    await expect(getMyRequest({ db, actor: await createUser(db), input: { requestId: request.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("an order paid by card", () => {
  it("shows its dollar price, with no exchange rate", async () => {
    const request = await paidByCard();
    const order = await getMyRequest({ db, actor: fan, input: { requestId: request.id } });
    expect(order).toMatchObject({ paidWith: { provider: "test", method: "card" }, charged: null });
    expect(order.price.total).toEqual({ amount: request.amountCents, currency: "USD" });
    const receipt = await getOrderReceipt({ db, actor: fan, input: { requestId: request.id }, locale: "en" });
    expect(receipt.total).toEqual(["Total", "$187.50"]);
    expect(receipt.details.map(([label]) => label)).not.toContain("Exchange rate");
  });

  it("unpaid, has neither payment nor charge", async () => {
    const { request } = await videoRequest(db, { fan, creator });
    expect(await getMyRequest({ db, actor: fan, input: { requestId: request.id } })).toMatchObject({ paidWith: null, charged: null });
  });
});
