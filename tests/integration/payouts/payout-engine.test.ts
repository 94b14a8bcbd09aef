import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOLD_BACK_DAYS } from "@/lib/earnings/rules";
import { auditLogs, exchangeRates, notifications, payouts } from "@/server/db/schema";
import { reconcileLedger } from "@/server/ledger/reconcile";
import { heldForAdmin, simulatedSender, stripeTransfers } from "@/server/payments/payout-senders";
import { stripeConnect } from "@/server/payments/stripe/connect";
import { getEarnings } from "@/server/services/earnings/balances";
import { getStatement } from "@/server/services/earnings/statement";
import { listAwaitingPayouts, markPayoutsPaid } from "@/server/services/payouts/admin-payouts";
import { sendPayout } from "@/server/services/payouts/send-payout";
import { requestPayout, runScheduledPayouts } from "@/server/services/payouts/start-payout";
import { activateMoncash, activateStripe, DAY, deliveredVideo } from "../earnings/support";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe";
import { createCreator, createUser } from "../support/factories";
import { useJobRunner } from "../support/jobs";
import { useTestDatabase } from "../support/test-db";

const { db, url } = await useTestDatabase();
const jobs = await useJobRunner(url, db);
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  await db.insert(exchangeRates).values({ htgPerUsd: "132.0000", source: "seed" });
});
afterAll(() => fake.close());

const afterHoldBack = () => new Date(Date.now() + (HOLD_BACK_DAYS + 1) * DAY);
const balanceOf = async (creator: Awaited<ReturnType<typeof createCreator>>, now = afterHoldBack()) =>
  (await getEarnings({ db, actor: creator, now })).balances[0];
const payoutsOf = (creatorId: string) => db.select().from(payouts).where(eq(payouts.creatorId, creatorId));
const liveMoncash = { stripe: simulatedSender("tr"), moncash: heldForAdmin };

describe("the payout engine", () => {
  it("pays an available balance once: in payout, then paid (test mode), however often the run repeats", async () => {
    const creator = await createCreator(db);
    await activateMoncash(db, creator.id);
    await deliveredVideo(db, creator, 150000, "HTG");

    // Still inside the hold-back: nothing to pay.
    expect(await runScheduledPayouts({ db, intervalDays: 7 })).toEqual([]);

    const now = afterHoldBack();
    const [payoutId] = await runScheduledPayouts({ db, now, intervalDays: 7 });
    expect(payoutId).toBeDefined();
    expect(await runScheduledPayouts({ db, now, intervalDays: 7 })).toEqual([]);
    expect(await balanceOf(creator, now)).toMatchObject({ available: 0, inPayout: 120000, paidOut: 0 });

    // The worker sends it (offline MonCash: a labelled simulated transfer); running the send again changes nothing.
    expect(await jobs.runDue()).toBeGreaterThanOrEqual(1);
    await sendPayout({ db, payoutId: payoutId!, senders: liveMoncash });
    const [paid] = await payoutsOf(creator.id);
    expect(paid).toMatchObject({ status: "paid", simulated: true, method: "moncash", sentCurrency: "HTG", sentAmountCents: 120000 });
    expect(paid!.providerRef).toMatch(/^moncash_test_/);
    expect(await balanceOf(creator, now)).toMatchObject({ available: 0, inPayout: 0, paidOut: 120000, lifetime: 120000 });

    const statement = await getStatement({ db, actor: creator, input: { kind: "payout" } });
    expect(statement.rows).toHaveLength(1);
    expect(statement.rows[0]).toMatchObject({ share: -120000, payout: { status: "paid", sentCents: 120000, sentCurrency: "HTG" } });
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });

  it("pays dollars through MonCash in gourdes at the rate in force", async () => {
    const creator = await createCreator(db);
    await activateMoncash(db, creator.id);
    await deliveredVideo(db, creator, 2500); // $20 for the creator
    const [payoutId] = await runScheduledPayouts({ db, now: afterHoldBack(), intervalDays: 7 });
    const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId!));
    expect(row).toMatchObject({ currency: "USD", amountCents: 2000, sentCurrency: "HTG", sentAmountCents: 264000, fxRate: "132.0000" });
  });

  it("leaves a creator without an active payout method, or under the minimum, unpaid", async () => {
    const creator = await createCreator(db);
    await deliveredVideo(db, creator, 50000);
    expect(await runScheduledPayouts({ db, now: afterHoldBack(), intervalDays: 7 })).toEqual([]);
    await expect(requestPayout({ db, actor: creator, input: { currency: "USD" }, now: afterHoldBack() })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "earnings.errors.noPayoutMethod",
    });
    const small = await createCreator(db);
    await activateMoncash(db, small.id);
    await deliveredVideo(db, small, 1000); // $8: under the $10 minimum
    await expect(requestPayout({ db, actor: small, input: { currency: "USD" }, now: afterHoldBack() })).rejects.toMatchObject({
      code: "VALIDATION",
      messageKey: "earnings.errors.belowMinimum",
    });
    await expect(requestPayout({ db, actor: await createUser(db), input: { currency: "USD" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("pays on the creator's request, and a second request while it is on its way is refused", async () => {
    const creator = await createCreator(db);
    await activateMoncash(db, creator.id);
    await deliveredVideo(db, creator, 5000);
    const { payoutId } = await requestPayout({ db, actor: creator, input: { currency: "USD" }, now: afterHoldBack() });
    expect(payoutId).toBeDefined();
    await expect(requestPayout({ db, actor: creator, input: { currency: "USD" }, now: afterHoldBack() })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "earnings.errors.payoutInProgress",
    });
    expect(await payoutsOf(creator.id)).toHaveLength(1);
  });
});

describe("Stripe Connect transfers (real SDK against the fake Stripe)", () => {
  async function connectedCreator(how: "complete" | "details") {
    const creator = await createCreator(db);
    const { id } = await stripeConnect(fake.connection).createAccount({
      userId: creator.id,
      email: creator.email,
      idempotencyKey: `connect-account:${creator.id}`,
    });
    fake.connect.onboard(id, how);
    await activateStripe(db, creator.id, id);
    return { creator, accountId: id, senders: { stripe: stripeTransfers(fake.connection), moncash: heldForAdmin } };
  }

  it("transfers the payout to the connected account once, and the payout is paid", async () => {
    const { creator, accountId, senders } = await connectedCreator("complete");
    await deliveredVideo(db, creator, 15000);
    const [payoutId] = await runScheduledPayouts({ db, now: afterHoldBack(), intervalDays: 7 });
    expect(await sendPayout({ db, payoutId: payoutId!, senders })).toBe("paid");
    expect(await sendPayout({ db, payoutId: payoutId!, senders })).toBe("paid");
    const sent = [...fake.connect.transfers.values()].filter((t) => t.destination === accountId);
    expect(sent).toEqual([expect.objectContaining({ amount: 12000, currency: "usd", metadata: { payoutId } })]);
    expect(fake.events.some((event) => event.type === "transfer.created")).toBe(true);
    const [row] = await payoutsOf(creator.id);
    expect(row).toMatchObject({ status: "paid", method: "stripe", providerRef: sent[0]!.id, simulated: false });
    expect(await balanceOf(creator)).toMatchObject({ available: 0, paidOut: 12000 });
  });

  it("returns a refused transfer's money to available and tells the creator", async () => {
    const { creator, senders } = await connectedCreator("details"); // Stripe has payouts off: the transfer is refused
    await deliveredVideo(db, creator, 15000);
    const [payoutId] = await runScheduledPayouts({ db, now: afterHoldBack(), intervalDays: 7 });
    expect(await sendPayout({ db, payoutId: payoutId!, senders })).toBe("failed");
    const [row] = await payoutsOf(creator.id);
    expect(row!.status).toBe("failed");
    expect(row!.failureMessage).toMatch(/capabilities/);
    expect(await balanceOf(creator)).toMatchObject({ available: 12000, inPayout: 0, paidOut: 0 });
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, creator.id), eq(notifications.type, "payout.failed")));
    expect(told).toHaveLength(1);
    const statement = await getStatement({ db, actor: creator, input: { kind: "payout" } });
    expect(statement.rows.map((r) => [r.share, r.returned])).toEqual([
      [12000, true],
      [-12000, false],
    ]);
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });
});

describe("MonCash payouts an admin sends (/admin/payouts)", () => {
  it("wait for an admin with payouts_process, who marks a batch paid with its reference (audit-logged)", async () => {
    const creators = [await createCreator(db), await createCreator(db)];
    const ids: string[] = [];
    for (const creator of creators) {
      await activateMoncash(db, creator.id);
      await deliveredVideo(db, creator, 150000, "HTG");
      const { payoutId } = await requestPayout({ db, actor: creator, input: { currency: "HTG" }, now: afterHoldBack() });
      expect(await sendPayout({ db, payoutId, senders: liveMoncash })).toBe("in_payout");
      ids.push(payoutId);
    }

    const finance = await createUser(db, { role: "admin", adminKind: "finance" });
    const moderator = await createUser(db, { role: "admin", adminKind: "content_moderator" });
    const awaiting = await listAwaitingPayouts({ db, actor: finance });
    expect(awaiting.map((p) => p.id)).toEqual(expect.arrayContaining(ids));

    for (const refused of [creators[0]!, await createUser(db), moderator]) {
      await expect(listAwaitingPayouts({ db, actor: refused })).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(markPayoutsPaid({ db, actor: refused, input: { payoutIds: ids, reference: "MC-2026-11-25" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    await expect(markPayoutsPaid({ db, actor: finance, input: { payoutIds: ids, reference: "" } })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { reference: "adminPayouts.validation.reference" },
    });

    expect(await markPayoutsPaid({ db, actor: finance, input: { payoutIds: ids, reference: "MC-2026-11-25" } })).toEqual({ paid: 2 });
    for (const creator of creators) {
      expect(await balanceOf(creator)).toMatchObject({ inPayout: 0, paidOut: 120000 });
      expect((await payoutsOf(creator.id))[0]).toMatchObject({ status: "paid", providerRef: "MC-2026-11-25", paidBy: finance.id });
    }
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.action, "payout.paid"));
    expect(audit.map((a) => a.resourceId).sort()).toEqual([...ids].sort());
    expect(audit.every((a) => a.actorId === finance.id && a.category === "finance")).toBe(true);

    // Marking the same batch again changes nothing.
    await expect(markPayoutsPaid({ db, actor: finance, input: { payoutIds: ids, reference: "MC-2026-11-25" } })).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });
});
