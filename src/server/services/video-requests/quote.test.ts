import { describe, expect, it } from "vitest";
import { DEFAULT_VIDEO_PRICE_USD_CENTS, priceInHtg, priceVideo } from "./quote";

const usd = (amount: number) => ({ amount, currency: "USD" as const });
const htg = (amount: number) => ({ amount, currency: "HTG" as const });

describe("priceVideo", () => {
  it.each([
    ["standard", 0],
    ["express", 4500],
    ["rush", 7500],
    ["scheduled", 0],
  ] as const)("%s adds its surcharge to a $150 base", (deliveryTier, delivery) => {
    const quote = priceVideo({ basePriceCents: 15000, deliveryTier });
    expect(quote.base).toEqual(usd(15000));
    expect(quote.delivery).toEqual(usd(delivery));
    expect(quote.serviceFee).toEqual(usd(1500));
    expect(quote.discount).toEqual(usd(0));
    expect(quote.total).toEqual(usd(15000 + delivery + 1500));
  });

  it.each(["SAVE15", "save15", "Save15", "  sAvE15 "])("applies %j as 15 percent of the base (22.50 rounds to 23)", (promoCode) => {
    const quote = priceVideo({ basePriceCents: 15000, deliveryTier: "express", promoCode });
    expect(quote.promoApplied).toBe(true);
    expect(quote.discount).toEqual(usd(2300));
    expect(quote.total).toEqual(usd(15000 + 4500 + 1500 - 2300));
  });

  it.each(["SAVE10", "SAVE 15", "", null, undefined])("ignores %j", (promoCode) => {
    const quote = priceVideo({ basePriceCents: 15000, deliveryTier: "standard", promoCode });
    expect(quote.promoApplied).toBe(false);
    expect(quote.discount).toEqual(usd(0));
  });

  it("rounds the fee and the promo to whole dollars, half away from zero, and the surcharge to the cent", () => {
    // $75: fee 7.50 -> 8, promo 11.25 -> 11, rush 37.50 exact
    const q75 = priceVideo({ basePriceCents: 7500, deliveryTier: "rush", promoCode: "save15" });
    expect([q75.serviceFee.amount, q75.discount.amount, q75.delivery.amount]).toEqual([800, 1100, 3750]);
    expect(q75.total).toEqual(usd(7500 + 3750 + 800 - 1100));
    // $74.99: fee 7.499 -> 7, promo 11.2485 -> 11, express 22.497 -> 22.50
    const odd = priceVideo({ basePriceCents: 7499, deliveryTier: "express", promoCode: "SAVE15" });
    expect([odd.serviceFee.amount, odd.discount.amount, odd.delivery.amount]).toEqual([700, 1100, 2250]);
    // $3.30: promo 0.495 -> 0, fee 0.33 -> 0; $5: fee 0.50 -> 1
    expect(priceVideo({ basePriceCents: 330, deliveryTier: "standard", promoCode: "SAVE15" }).discount.amount).toBe(0);
    expect(priceVideo({ basePriceCents: 500, deliveryTier: "standard" }).serviceFee.amount).toBe(100);
  });

  it("uses the spec's default price only when the creator has none", () => {
    expect(priceVideo({ basePriceCents: null, deliveryTier: "standard" }).base).toEqual(usd(DEFAULT_VIDEO_PRICE_USD_CENTS));
    expect(priceVideo({ basePriceCents: 0, deliveryTier: "standard" }).base).toEqual(usd(5000));
    expect(priceVideo({ basePriceCents: 1, deliveryTier: "standard" }).base).toEqual(usd(1));
  });

  it("keeps integer minor units for every line", () => {
    for (let cents = 1; cents < 20_000; cents += 37) {
      for (const deliveryTier of ["standard", "express", "rush", "scheduled"] as const) {
        const q = priceVideo({ basePriceCents: cents, deliveryTier, promoCode: "SAVE15" });
        for (const line of [q.base, q.delivery, q.serviceFee, q.discount, q.total]) expect(Number.isInteger(line.amount)).toBe(true);
        expect(q.total.amount).toBe(q.base.amount + q.delivery.amount + q.serviceFee.amount - q.discount.amount);
      }
    }
  });
});

describe("priceInHtg", () => {
  it("converts every line at the stored rate to whole gourdes and adds 3% + 10 HTG as the payment fee", () => {
    // $150 base, express $45, fee $15, SAVE15 $23 at 132.5: 19 875, 5 962.5 -> 5 963, 1 987.5 -> 1 988, 3 047.5 -> 3 048
    const q = priceInHtg(priceVideo({ basePriceCents: 15000, deliveryTier: "express", promoCode: "SAVE15" }), "132.5000");
    expect([q.base, q.delivery, q.serviceFee, q.discount]).toEqual([htg(1_987_500), htg(596_300), htg(198_800), htg(304_800)]);
    // converted 24 778 G; 3% = 743.34 -> 743 G; + 10 G = 753 G
    expect(q.paymentFee).toEqual(htg(75_300));
    expect(q.total).toEqual(htg(2_553_100));
    expect(q.total.amount).toBe(q.base.amount + q.delivery.amount + q.serviceFee.amount + q.paymentFee.amount - q.discount.amount);
    // 25 531 / 132.5 = 192.686... -> $192.69
    expect(q.usdApproximation).toEqual(usd(19269));
    expect(q.rate).toBe("132.5000");
  });

  it("charges the fixed 10 HTG even on the smallest amount", () => {
    const q = priceInHtg(priceVideo({ basePriceCents: 1, deliveryTier: "standard" }), "130");
    expect(q.base).toEqual(htg(100));
    expect(q.paymentFee).toEqual(htg(1000));
    expect(q.total).toEqual(htg(1100));
  });

  it("refuses a rate that is not a positive decimal", () => {
    const quote = priceVideo({ basePriceCents: 100, deliveryTier: "standard" });
    expect(() => priceInHtg(quote, "0")).toThrow(RangeError);
    expect(() => priceInHtg(quote, "-1")).toThrow(RangeError);
    expect(() => priceInHtg(quote, "1e3")).toThrow(RangeError);
  });
});
