/**
 * `npm run demo:payments`: the demo fan's requests through every money path, in test mode and against
 * the fake Stripe and MonCash, printing each step and ending with the ledger report. Then a scripted
 * day of orders, captures, refunds and HTG payments that must reconcile, and a deleted entry that must not.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { loadActor } from "@/server/auth/load-actor";
import { ledgerEntries, ledgerTransactions, users } from "@/server/db/schema";
import { DEMO_FAN } from "@/server/db/seed/demo-accounts";
import { seed } from "@/server/db/seed";
import { reconcileLedger } from "@/server/ledger/reconcile";
import { formatLedgerReport } from "@/server/ledger/report";
import type { PaymentProviders } from "@/server/payments";
import { stateEvent } from "@/server/payments/state-event";
import type { PaymentEvent } from "@/server/payments/types";
import { confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { handlePaymentEvent } from "@/server/services/payments/handle-payment-event";
import { refundPayment } from "@/server/services/payments/refund-payment";
import { cancelPayment, capturePayment } from "@/server/services/payments/settle-payment";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { startMoncashPayment } from "@/server/services/payments/start-moncash-payment";
import { decideTestMoncash } from "@/server/services/payments/test-moncash";
import { verifyMoncashReturn, verifyPayment } from "@/server/services/payments/verify-payment";
import { createUser } from "../support/factories";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";
import { key, paymentOf, type ProviderKind, providersFor, requestStatus, videoRequest } from "./support";

const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
await seed(db);
const [demoFan] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_FAN.email));
const fan = (await loadActor(db, demoFan!.id))!;
const step = (text: string) => console.log(`  - ${text}`);

/** A deterministic shuffle (the same order on every run). */
function shuffled<T>(items: T[], seedValue = 7): T[] {
  const out = [...items];
  let s = seedValue;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function money(cents: number, currency: string) {
  return `${(cents / 100).toFixed(2)} ${currency}`;
}

async function payCard(kind: ProviderKind, providers: PaymentProviders, actor: Actor, requestId: string) {
  const { paymentIntentId } = await startCardPayment({ db, actor, input: { requestId, idempotencyKey: key() }, providers });
  if (kind === "test") {
    await confirmTestCard({ db, actor, input: { paymentIntentId, cardNumber: "4242 4242 4242 4242", expiry: "12/34" }, providers });
  } else {
    await fakes.stripe.confirm(paymentIntentId);
    await verifyPayment({ db, actor, input: { requestId }, providers });
  }
  return paymentIntentId;
}

async function payMoncash(kind: ProviderKind, providers: PaymentProviders, actor: Actor, requestId: string) {
  const started = await startMoncashPayment({ db, actor, input: { requestId, idempotencyKey: key(), phoneNumber: "50937001234" }, providers });
  let transactionId: string;
  if (kind === "test") {
    const token = new URL(started.redirectUrl, "http://x").searchParams.get("token")!;
    transactionId = new URL((await decideTestMoncash({ db, actor, input: { token, approve: true }, providers })).returnPath, "http://x").searchParams.get("transactionId")!;
  } else {
    transactionId = fakes.moncash.pay(started.paymentId);
  }
  return verifyMoncashReturn({ db, actor, input: { transactionId }, providers });
}

describe.each<ProviderKind>(["test", "stripe"])("the demo fan's money, %s provider", (kind) => {
  const providers = providersFor(kind, db, fakes);

  it("hold -> capture, hold -> cancel, MonCash pay -> verify, and a duplicated, shuffled event stream", async () => {
    console.log(`\n${kind === "test" ? "Test mode" : "Fake Stripe and fake MonCash"}: ${fan.email}`);
    const delivered = await videoRequest(db, { fan });
    await payCard(kind, providers, fan, delivered.request.id);
    step(`request ${delivered.request.id.slice(0, 8)}: card held for ${money(delivered.request.amountCents, "USD")}, request ${await requestStatus(db, delivered.request.id)}`);
    await capturePayment({ db, input: { requestId: delivered.request.id }, providers });
    step(`delivered: captured (${(await paymentOf(db, delivered.request.id))[0]!.status})`);

    const declined = await videoRequest(db, { fan });
    await payCard(kind, providers, fan, declined.request.id);
    await cancelPayment({ db, input: { requestId: declined.request.id }, providers });
    step(`request ${declined.request.id.slice(0, 8)}: held, then declined: hold released (${(await paymentOf(db, declined.request.id))[0]!.status})`);

    const moncash = await videoRequest(db, { fan, currency: "HTG" });
    const verified = await payMoncash(kind, providers, fan, moncash.request.id);
    step(`request ${moncash.request.id.slice(0, 8)}: MonCash ${money(verified.amountCents, "HTG")} verified: ${verified.status}`);
    expect(verified.status).toBe("captured");

    // Every event the providers sent (or would send), twice each, in a shuffled order.
    const stream: PaymentEvent[] = [];
    if (kind === "stripe") {
      for (const event of fakes.stripe.events) {
        const parsed = await providers.card.parseEvent({ kind: "webhook", ...fakes.stripe.signed(event) });
        if (parsed) stream.push(parsed);
      }
    } else {
      for (const { request } of [delivered, declined]) {
        const [payment] = await paymentOf(db, request.id);
        stream.push(stateEvent("test", "card", await providers.card.retrieve(payment!.providerRef!)));
      }
    }
    const outcomes = { applied: 0, duplicate: 0, unknown_payment: 0 };
    for (const event of shuffled([...stream, ...stream])) outcomes[(await handlePaymentEvent({ db, providers, event })).result]++;
    step(`event stream: ${stream.length * 2} deliveries -> ${outcomes.applied} applied, ${outcomes.duplicate} duplicates`);
    expect(outcomes.duplicate).toBeGreaterThanOrEqual(stream.length);

    expect((await paymentOf(db, delivered.request.id))[0]!.status).toBe("captured");
    expect((await paymentOf(db, declined.request.id))[0]!.status).toBe("cancelled");
    const report = await reconcileLedger(db);
    console.log(formatLedgerReport(report));
    expect(report.discrepancies).toEqual([]);
  });
});

describe("a scripted day", () => {
  it("of orders, captures, declines, refunds and HTG payments reconciles; a deleted entry does not", async () => {
    const providers = providersFor("stripe", db, fakes);
    const admin = await createUser(db, { role: "admin", adminKind: "finance" });
    const fans = await Promise.all([1, 2, 3].map(() => createUser(db)));
    for (let i = 0; i < 12; i++) {
      const buyer = fans[i % fans.length]!;
      if (i % 4 === 3) {
        const { request } = await videoRequest(db, { fan: buyer, currency: "HTG" });
        await payMoncash("stripe", providers, buyer, request.id);
        if (i === 7) await cancelPayment({ db, input: { requestId: request.id }, providers }); // declined: refund owed
        continue;
      }
      const { request } = await videoRequest(db, { fan: buyer });
      await payCard("stripe", providers, buyer, request.id);
      if (i % 4 === 2) {
        await cancelPayment({ db, input: { requestId: request.id }, providers });
        continue;
      }
      await capturePayment({ db, input: { requestId: request.id }, providers });
      if (i % 3 === 0) {
        const [payment] = await paymentOf(db, request.id);
        await refundPayment({ db, actor: admin, input: { paymentId: payment!.id, amountCents: 2500 + i, idempotencyKey: key() }, providers });
      }
    }
    const report = await reconcileLedger(db);
    console.log(`\nA scripted day:\n${formatLedgerReport(report)}`);
    expect(report.discrepancies).toEqual([]);
    expect(report.totals.map((t) => t.currency)).toEqual(["HTG", "USD"]);

    const [entry] = await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerTransactions.kind, "capture"), eq(ledgerEntries.account, "creator_earnings")))
      .limit(1);
    await db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id));
    expect((await reconcileLedger(db)).discrepancies.length).toBeGreaterThan(0);
  });
});
