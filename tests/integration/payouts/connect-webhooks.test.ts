import { and, count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { HOLD_BACK_DAYS } from "@/lib/earnings/rules";
import { notifications, payouts, profiles, webhookEvents } from "@/server/db/schema";
import { reconcileLedger } from "@/server/ledger/reconcile";
import { heldForAdmin, stripeTransfers } from "@/server/payments/payout-senders";
import { stripeConnect } from "@/server/payments/stripe/connect";
import { getEarnings } from "@/server/services/earnings/balances";
import { getStatement } from "@/server/services/earnings/statement";
import { listPayoutsAdmin } from "@/server/services/payouts/list-payouts-admin";
import { createCaller } from "@/server/api/root";
import { sendPayout } from "@/server/services/payouts/send-payout";
import { runScheduledPayouts } from "@/server/services/payouts/start-payout";
import { activateStripe, DAY, deliveredVideo } from "../earnings/support";
import { providersFor } from "../payments/support";
import { composeTestEdges } from "../support/edge";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { clientInput } from "../support/client-input";
import { createCreator, createUser } from "../support/factories";
import { trpcContext } from "../support/trpc-context";
import { useTestDb } from "../support/test-db";

// Stripe's Connect events through POST /api/stripe/webhook, the real SDK against the local fake Stripe.

const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});
const connect = stripeConnect({ ...fakes.stripe.connection, webhookSecrets: [fakes.stripe.connection.webhookSecret] });
composeTestEdges(db, { payments: providersFor("stripe", db, fakes), connect });
const { POST } = await import("@/app/api/stripe/webhook/route");
const senders = { stripe: stripeTransfers(fakes.stripe.connection), moncash: heldForAdmin };
const afterHoldBack = () => new Date(Date.now() + (HOLD_BACK_DAYS + 1) * DAY);

function deliver({ body, signature }: { body: string; signature: string }) {
  return POST(new Request("http://lakou.test/api/stripe/webhook", { method: "POST", headers: { "stripe-signature": signature }, body }));
}
const lastEvent = (type: string) => fakes.stripe.events.findLast((event) => event.type === type)!;
const told = async (userId: string, type: string) =>
  (await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, type))))[0]!.n;

/** A creator with a finished connected account whose $120 payout was transferred. */
async function paidCreator() {
  const creator = await createCreator(db);
  const { id: accountId } = await connect.createAccount({ userId: creator.id, email: creator.email, idempotencyKey: `connect-account:${creator.id}` });
  fakes.stripe.connect.onboard(accountId, "complete");
  await activateStripe(db, creator.id, accountId);
  await deliveredVideo(db, creator, 15000);
  const [payoutId] = await runScheduledPayouts({ db, now: afterHoldBack(), intervalDays: 7 });
  expect(await sendPayout({ db, payoutId: payoutId!, senders })).toBe("paid");
  const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId!));
  return { creator, accountId, payout: payout! };
}

describe("transfer.reversed", () => {
  it("returns a reversed payout's money to available once, marks it reversed and tells the creator", async () => {
    const { creator, payout } = await paidCreator();
    expect((await getEarnings({ db, actor: creator, now: afterHoldBack() })).balances[0]).toMatchObject({ available: 0, paidOut: 12000 });

    fakes.stripe.connect.reverse(payout.providerRef!);
    const signed = fakes.stripe.signed(lastEvent("transfer.reversed"));
    const response = await deliver(signed);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, result: "applied" });
    // Stripe sends it again: nothing more moves.
    expect(await (await deliver(signed)).json()).toEqual({ received: true, result: "duplicate" });

    const [row] = await db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({ status: "reversed", failureMessage: "adminPayouts.failures.transferReversed" });
    expect((await getEarnings({ db, actor: creator, now: afterHoldBack() })).balances[0]).toMatchObject({ available: 12000, inPayout: 0, paidOut: 0, lifetime: 12000 });
    expect(await told(creator.id, "payout.reversed")).toBe(1);
    const statement = await getStatement({ db, actor: creator, input: { kind: "payout" } });
    expect(statement.rows.map((r) => [r.share, r.returned, r.payout?.status])).toEqual([
      [12000, true, "reversed"],
      [-12000, false, "reversed"],
    ]);
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);

    // The money is available again: the next run pays it out anew.
    const [again] = await runScheduledPayouts({ db, now: new Date(Date.now() + (HOLD_BACK_DAYS + 9) * DAY), intervalDays: 7 });
    expect(again).toBeDefined();
  });

  it("refuses a forged signature (400, nothing recorded) and ignores a transfer that is not a payout's", async () => {
    const { payout } = await paidCreator();
    fakes.stripe.connect.reverse(payout.providerRef!);
    const event = lastEvent("transfer.reversed");
    const forged = await deliver(fakes.stripe.signed(event, { secret: "whsec_wrong" }));
    expect(forged.status).toBe(400);
    expect((await db.select({ n: count() }).from(webhookEvents).where(eq(webhookEvents.eventId, event.id)))[0]!.n).toBe(0);
    expect((await db.select().from(payouts).where(eq(payouts.id, payout.id)))[0]!.status).toBe("paid");

    await db.update(payouts).set({ providerRef: "tr_someone_else" }).where(eq(payouts.id, payout.id));
    expect(await (await deliver(fakes.stripe.signed(event))).json()).toEqual({ received: true, result: "ignored" });
  });
});

describe("a connected account's payout.failed", () => {
  it("keeps the ledger (the money waits in the creator's Stripe balance), reads the account back and tells the creator once", async () => {
    const { creator, accountId } = await paidCreator();
    fakes.stripe.connect.payOut(accountId, 12000, "usd", "failed");
    const signed = fakes.stripe.signed(lastEvent("payout.failed"));
    expect(await (await deliver(signed)).json()).toEqual({ received: true, result: "applied" });
    expect(await (await deliver(signed)).json()).toEqual({ received: true, result: "duplicate" });

    expect(await told(creator.id, "payout.bankFailed")).toBe(1);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, creator.id));
    expect(profile).toMatchObject({ stripePayoutsEnabled: false, onboardingCompletedAt: null });
    expect((await getEarnings({ db, actor: creator, now: afterHoldBack() })).balances[0]).toMatchObject({ available: 0, paidOut: 12000 });
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });

  it("ignores a paid payout and a failed payout of an account that is no creator's", async () => {
    const { accountId } = await paidCreator();
    fakes.stripe.connect.payOut(accountId, 12000, "usd", "paid");
    expect(await (await deliver(fakes.stripe.signed(lastEvent("payout.paid"))))!.json()).toEqual({ received: true, ignored: true });
    const { id: stranger } = await connect.createAccount({ userId: "nobody", email: "nobody@example.com", idempotencyKey: "connect-account:nobody" });
    fakes.stripe.connect.payOut(stranger, 500, "usd", "failed");
    expect(await (await deliver(fakes.stripe.signed(lastEvent("payout.failed")))).json()).toEqual({ received: true, result: "ignored" });
  });
});

describe("every payout state at /admin/payouts", () => {
  it("lists a reversed payout and a failed bank payout with their states, filtered by state and method, for a finance admin", async () => {
    const reversed = await paidCreator();
    fakes.stripe.connect.reverse(reversed.payout.providerRef!);
    await deliver(fakes.stripe.signed(lastEvent("transfer.reversed")));
    const bank = await paidCreator();
    fakes.stripe.connect.payOut(bank.accountId, 12000, "usd", "failed");
    const failure = lastEvent("payout.failed");
    await deliver(fakes.stripe.signed(failure));
    await deliver(fakes.stripe.signed(failure));

    const finance = await createUser(db, { role: "admin", adminKind: "finance" });
    const api = createCaller(trpcContext(db, finance)).admin;
    const all = await api.payouts({});
    const mine = (creatorId: string) => all.payouts.filter((row) => row.creatorId === creatorId).map((row) => [row.state, row.method, row.amountCents, row.currency]);
    expect(mine(reversed.creator.id)).toEqual([["reversed", "stripe", 12000, "USD"]]);
    // The bank payout failed once (Stripe's repeat is not a second failure); the transfer before it stays sent.
    expect(mine(bank.creator.id)).toEqual([
      ["bank_failed", "stripe", 12000, "USD"],
      ["paid", "stripe", 12000, "USD"],
    ]);
    expect(all.payouts.find((row) => row.state === "bank_failed")).toMatchObject({ reference: bank.accountId, email: bank.creator.email });

    const onlyReversed = await api.payouts({ state: "reversed" });
    expect(new Set(onlyReversed.payouts.map((row) => row.state))).toEqual(new Set(["reversed"]));
    expect(onlyReversed.payouts.map((row) => row.id)).toContain(reversed.payout.id);
    const bankFailed = await api.payouts({ state: "bank_failed" });
    expect(bankFailed.payouts.map((row) => row.creatorId)).toContain(bank.creator.id);
    expect(new Set(bankFailed.payouts.map((row) => row.state))).toEqual(new Set(["bank_failed"]));
    expect((await api.payouts({ state: "bank_failed", method: "moncash" })).payouts).toEqual([]);
    expect((await api.payouts({ method: "moncash" })).total).toBe(0);
  });

  it("refuses a content moderator, a creator and a state outside the list", async () => {
    const moderator = await createUser(db, { role: "admin", adminKind: "content_moderator" });
    await expect(listPayoutsAdmin({ db, actor: moderator, input: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listPayoutsAdmin({ db, actor: await createCreator(db), input: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const finance = await createUser(db, { role: "admin", adminKind: "finance" });
    await expect(listPayoutsAdmin({ db, actor: finance, input: clientInput({ state: "lost" }) })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { state: "adminPayouts.validation.state" },
    });
  });
});
