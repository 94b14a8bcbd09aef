import { describe, expect, it } from "vitest";
import { HOLD_BACK_DAYS } from "@/lib/earnings/rules";
import { reconcileLedger } from "@/server/ledger/reconcile";
import { getEarnings } from "@/server/services/earnings/balances";
import { exportStatementCsv } from "@/server/services/earnings/statement-csv";
import { getStatement } from "@/server/services/earnings/statement";
import { clientInput } from "../support/client-input";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { DAY, deliveredVideo } from "./support";

const db = await useTestDb();
const later = (days: number) => new Date(Date.now() + days * DAY);

describe("a creator's balances, from the ledger", () => {
  it("keeps a capture pending through the hold-back, then makes it available", async () => {
    const creator = await createCreator(db);
    await deliveredVideo(db, creator, 15000); // $150 price: $120 for the creator at the 20% commission

    const now = await getEarnings({ db, actor: creator });
    expect(now.balances).toEqual([{ currency: "USD", pending: 12000, available: 0, inPayout: 0, paidOut: 0, lifetime: 12000 }]);
    expect(now.recent).toEqual([{ currency: "USD", amount: 12000 }]);

    const before = await getEarnings({ db, actor: creator, now: later(HOLD_BACK_DAYS - 1) });
    expect(before.balances[0]).toMatchObject({ pending: 12000, available: 0 });
    const after = await getEarnings({ db, actor: creator, now: later(HOLD_BACK_DAYS + 1) });
    expect(after.balances[0]).toMatchObject({ pending: 0, available: 12000, lifetime: 12000 });
  });

  it("takes the creator's part of a refund off the balance, per currency", async () => {
    const creator = await createCreator(db);
    const video = await deliveredVideo(db, creator, 10000);
    await deliveredVideo(db, creator, 132000, "HTG");
    // $110 paid back whole: the creator bears their $80, the platform the rest.
    await video.refund(11000);
    const { balances } = await getEarnings({ db, actor: creator, now: later(HOLD_BACK_DAYS + 1) });
    expect(balances).toEqual([
      { currency: "USD", pending: 0, available: 0, inPayout: 0, paidOut: 0, lifetime: 0 },
      { currency: "HTG", pending: 0, available: 105600, inPayout: 0, paidOut: 0, lifetime: 105600 },
    ]);
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });

  it("is the signed-in creator's own: a fan is refused, another creator sees nothing of it", async () => {
    const creator = await createCreator(db);
    await deliveredVideo(db, creator, 5000);
    await expect(getEarnings({ db, actor: await createUser(db) })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(getEarnings({ db, actor: null })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    const other = await createCreator(db);
    expect((await getEarnings({ db, actor: other })).balances).toEqual([]);
    expect((await getStatement({ db, actor: other, input: {} })).rows).toEqual([]);
  });
});

describe("the statement", () => {
  it("lists every movement with the fan's price, the platform's part and the creator's share, filtered by kind", async () => {
    const creator = await createCreator(db);
    const video = await deliveredVideo(db, creator, 15000);
    await video.refund(5500);

    const all = await getStatement({ db, actor: creator, input: { period: "30d" } });
    expect(all.rows).toHaveLength(2);
    const [refund, capture] = all.rows;
    expect(capture).toMatchObject({ kind: "video", currency: "USD", fanPrice: 16500, platform: 4500, share: 12000, order: { type: "video", id: video.request.id } });
    // Half of $165 back: the creator bears half of their $120, the platform the rest.
    expect(refund).toMatchObject({ kind: "refund", fanPrice: -5500, platform: -1500, share: -4000 });
    expect(all.rows.reduce((sum, row) => sum + row.share, 0)).toBe(8000);

    const refunds = await getStatement({ db, actor: creator, input: { kind: "refund" } });
    expect(refunds.rows.map((row) => row.kind)).toEqual(["refund"]);
    expect((await getStatement({ db, actor: creator, input: { kind: "payout" } })).rows).toEqual([]);
  });

  it("refuses a kind or period outside the allowed set with a translated validation error", async () => {
    const creator = await createCreator(db);
    await expect(getStatement({ db, actor: creator, input: clientInput({ kind: "bonus" }) })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { kind: "earnings.validation.kind" },
    });
    await expect(getStatement({ db, actor: creator, input: clientInput({ period: "7y" }) })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { period: "earnings.validation.period" },
    });
  });

  it("exports the same rows as CSV, amounts as decimals", async () => {
    const creator = await createCreator(db);
    const video = await deliveredVideo(db, creator, 15000);
    const { filename, csv } = await exportStatementCsv({ db, actor: creator, input: { period: "all", kind: "video" } });
    expect(filename).toBe("lakou-statement-all-video.csv");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("date,kind,order_type,order_id,currency,fan_price,platform,creator_share,payout_status,payout_reference");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[^,]+,video,video,${video.request.id},USD,165\\.00,45\\.00,120\\.00,,$`));
    await expect(exportStatementCsv({ db, actor: await createUser(db), input: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
