import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, ledgerTransactions } from "@/server/db/schema";
import { captured, holdPlaced, refunded } from "@/server/ledger/movements";
import { postLedger } from "@/server/ledger/post";
import { BREAKDOWN, paidRequest, usd } from "./support";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();
describe("the ledger", () => {
  it("splits a captured hold into creator earnings (80% of price and delivery) and platform revenue", async () => {
    const { creator, ref } = await paidRequest(db, "captured");
    await db.transaction(async (tx) => {
      await postLedger(tx, [holdPlaced(ref, usd(18750)), captured(ref, creator.id, BREAKDOWN, "holds")]);
    });
    const rows = await db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.reference, `payment:${ref.paymentId}:capture`));
    expect(Object.fromEntries(rows.map((r) => [r.account, r.amount]))).toEqual({
      holds: -18750,
      creator_earnings: 15600, // 80% of $195
      platform_commission: 3900,
      platform_service_fee: 1500,
      platform_promo: -2250,
    });
  });

  it("records a reference once, however often it is posted", async () => {
    const { ref } = await paidRequest(db, "held");
    const first = await postLedger(db, [holdPlaced(ref, usd(18750))]);
    const again = await postLedger(db, [holdPlaced(ref, usd(18750))]);
    expect(first.size).toBe(1);
    expect(again.size).toBe(0);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.paymentId, ref.paymentId));
    expect(count!.n).toBe(1);
  });

  it("refuses an unbalanced posting, in code and in the database", async () => {
    const { ref } = await paidRequest(db, "held");
    const posting = holdPlaced(ref, usd(100));
    posting.lines[1]!.amountCents = 99;
    await expect(postLedger(db, [posting])).rejects.toThrow(/does not balance/);

    const raw = db.transaction(async (tx) => {
      const [t] = await tx
        .insert(ledgerTransactions)
        .values({ kind: "hold", reference: `raw:${ref.paymentId}`, currency: "USD", paymentId: ref.paymentId })
        .returning();
      await tx.insert(ledgerEntries).values({ transactionId: t!.id, account: "holds", currency: "USD", amountCents: 100 });
    });
    await expect(raw).rejects.toThrow(/does not balance/);
  });

  it("shares a partial refund between creator and platform without losing a cent", async () => {
    const { creator, ref } = await paidRequest(db, "captured");
    const posting = refunded(ref, creator.id, BREAKDOWN, usd(5001), "refund:1");
    const byAccount = Object.fromEntries(posting.lines.map((l) => [l.account, l.amountCents]));
    expect(byAccount.refunds).toBe(5001);
    expect(byAccount.creator_earnings! + byAccount.platform_commission!).toBe(-5001);
    expect(byAccount.creator_earnings).toBe(-Math.round((5001 * 15600) / 18750));
  });
});
