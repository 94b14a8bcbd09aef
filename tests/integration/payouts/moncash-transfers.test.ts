import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOLD_BACK_DAYS } from "@/lib/earnings/rules";
import { money } from "@/lib/money";
import { exchangeRates, notifications, payouts } from "@/server/db/schema";
import { reconcileLedger } from "@/server/ledger/reconcile";
import { moncashTransfers, simulatedSender } from "@/server/payments/payout-senders";
import { getEarnings } from "@/server/services/earnings/balances";
import { listAwaitingPayouts } from "@/server/services/payouts/admin-payouts";
import { sendPayout } from "@/server/services/payouts/send-payout";
import { requestPayout } from "@/server/services/payouts/start-payout";
import { activateMoncash, DAY, deliveredVideo } from "../earnings/support";
import { type FakeMoncash, startFakeMoncash } from "../support/fake-moncash";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

// MonCash's transfer API for creator payouts, through the real HTTP client against the local fake MonCash.

const db = await useTestDb();
let fake: FakeMoncash;
beforeAll(async () => {
  fake = await startFakeMoncash();
  await db.insert(exchangeRates).values({ htgPerUsd: "132.0000", source: "seed" });
});
afterAll(() => fake.close());
const now = () => new Date(Date.now() + (HOLD_BACK_DAYS + 1) * DAY);
const WALLET = "50937000000"; // activateMoncash's number, +509 37 00 0000

async function payoutFor(gourdes: number) {
  const creator = await createCreator(db);
  await activateMoncash(db, creator.id);
  await deliveredVideo(db, creator, gourdes * 100, "HTG");
  const { payoutId } = await requestPayout({ db, actor: creator, input: { currency: "HTG" }, now: now() });
  return { creator, payoutId, senders: { stripe: simulatedSender("tr"), moncash: moncashTransfers(fake.connection) } };
}
const payoutRow = async (id: string) => (await db.select().from(payouts).where(eq(payouts.id, id)))[0]!;

describe("MonCash payouts through the transfer API", () => {
  it("sends the creator's gourdes to their wallet once, under the payout's reference, and the payout is paid", async () => {
    fake.wallets.add(WALLET);
    const before = fake.business.prefunded;
    const { creator, payoutId, senders } = await payoutFor(1500); // 1,200 G for the creator
    expect(await sendPayout({ db, payoutId, senders })).toBe("paid");
    expect(fake.transfers.get(payoutId)).toMatchObject({ amount: 1200, receiver: WALLET, message: "successful" });
    expect(await payoutRow(payoutId)).toMatchObject({ status: "paid", simulated: false, providerRef: fake.transfers.get(payoutId)!.transaction_id });
    expect((await getEarnings({ db, actor: creator, now: now() })).balances[0]).toMatchObject({ inPayout: 0, paidOut: 120000 });

    // A retry whose first answer was lost finds the transfer by its reference and sends nothing more.
    const again = await senders.moncash.send({ payoutId, amount: money(120000, "HTG"), destination: "+50937000000", idempotencyKey: `payout:${payoutId}` });
    expect(again).toEqual({ outcome: "sent", reference: fake.transfers.get(payoutId)!.transaction_id, simulated: false });
    expect(before - fake.business.prefunded).toBe(1200);
    expect(fake.calls.filter((path) => path === "/Api/v1/Transfert")).toHaveLength(1);
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });

  it("fails a payout to a wallet MonCash does not know: the money is available again and the creator is told", async () => {
    fake.wallets.clear();
    const { creator, payoutId, senders } = await payoutFor(1500);
    expect(await sendPayout({ db, payoutId, senders })).toBe("failed");
    expect(await payoutRow(payoutId)).toMatchObject({ status: "failed", failureMessage: "Receiver not found" });
    expect((await getEarnings({ db, actor: creator, now: now() })).balances[0]).toMatchObject({ available: 120000, inPayout: 0 });
    const [told] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, creator.id), eq(notifications.type, "payout.failed")));
    expect(told!.n).toBe(1);
  });

  it("leaves a payout MonCash refuses for the business's own balance to an admin at /admin/payouts", async () => {
    fake.wallets.add(WALLET);
    fake.business.prefunded = 100;
    const { creator, payoutId, senders } = await payoutFor(1500);
    expect(await sendPayout({ db, payoutId, senders })).toBe("in_payout");
    expect(await payoutRow(payoutId)).toMatchObject({ status: "in_payout", providerRef: null });
    expect((await getEarnings({ db, actor: creator, now: now() })).balances[0]).toMatchObject({ available: 0, inPayout: 120000 });
    const finance = await createUser(db, { role: "admin", adminKind: "finance" });
    expect((await listAwaitingPayouts({ db, actor: finance })).map((p) => p.id)).toContain(payoutId);
  });
});
