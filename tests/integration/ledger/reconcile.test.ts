import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, ledgerTransactions, payments } from "@/server/db/schema";
import { seed } from "@/server/db/seed";
import { captured, holdPlaced, holdReleased, refunded, refundSettled } from "@/server/ledger/movements";
import { postLedger } from "@/server/ledger/post";
import { reconcileLedger } from "@/server/ledger/reconcile";
import { useTestDb } from "../support/test-db";
import { BREAKDOWN, paidRequest, usd } from "./support";

const db = await useTestDb();

describe("reconciliation", () => {
  it("is balanced on the demo data, and every seeded charge has its entries", async () => {
    await seed(db);
    const report = await reconcileLedger(db);
    expect(report.discrepancies).toEqual([]);
    const usdTotals = report.totals.find((t) => t.currency === "USD")!;
    expect(usdTotals.captured).toBeGreaterThan(0);
    expect(usdTotals.creatorEarnings + usdTotals.platformRevenue).toBe(usdTotals.captured);
  });

  it("stays balanced through holds, captures, releases, refunds and settled MonCash debts", async () => {
    const held = await paidRequest(db, "held");
    const released = await paidRequest(db, "held");
    const refundedFully = await paidRequest(db, "captured");
    await postLedger(db, [holdPlaced(held.ref, usd(18750))]);
    await postLedger(db, [holdPlaced(released.ref, usd(18750)), holdReleased(released.ref, usd(18750))]);
    await db.update(payments).set({ status: "cancelled" }).where(eq(payments.id, released.payment.id));
    await postLedger(db, [
      holdPlaced(refundedFully.ref, usd(18750)),
      captured(refundedFully.ref, refundedFully.creator.id, BREAKDOWN, "holds"),
      refunded(refundedFully.ref, refundedFully.creator.id, BREAKDOWN, usd(18750), "refund:owed", true),
      refundSettled(refundedFully.ref, usd(18750), "refund:settled"),
    ]);
    await db
      .update(payments)
      .set({ status: "refunded", refundedCents: 18750 })
      .where(eq(payments.id, refundedFully.payment.id));

    const report = await reconcileLedger(db);
    expect(report.discrepancies).toEqual([]);
  });

  it("reports a deleted entry and a captured charge without entries", async () => {
    const { ref, payment } = await paidRequest(db, "held");
    await postLedger(db, [holdPlaced(ref, usd(18750))]);
    const [entry] = await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerTransactions.paymentId, payment.id), eq(ledgerEntries.account, "holds")));
    await db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id));
    const unposted = await paidRequest(db, "captured");

    const report = await reconcileLedger(db);
    expect(report.discrepancies.some((d) => d.includes(`payment:${payment.id}:hold does not balance`))).toBe(true);
    expect(report.discrepancies.some((d) => d.startsWith(`payment ${payment.id} (held)`))).toBe(true);
    expect(report.discrepancies.some((d) => d.startsWith(`payment ${unposted.payment.id} (captured)`))).toBe(true);
    expect(report.discrepancies.some((d) => d.startsWith("USD: captured"))).toBe(true);
  });
});
