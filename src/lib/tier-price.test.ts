import { describe, expect, it } from "vitest";
import { annualSaving, tierPrice } from "./tier-price";

const monthly = { priceUsdCents: 999, priceHtgCents: 130_000, billingPeriod: "monthly" as const, annualDiscountPercent: 0 };

describe("tierPrice", () => {
  it("answers the tier's own price for its own period", () => {
    expect(tierPrice(monthly, "monthly")).toEqual({ amount: 999, currency: "USD" });
    expect(tierPrice(monthly, "monthly", "HTG")).toEqual({ amount: 130_000, currency: "HTG" });
  });

  it("is exactly twelve months for a year without a discount", () => {
    expect(tierPrice(monthly, "yearly")).toEqual({ amount: 11_988, currency: "USD" });
    expect(annualSaving(monthly)).toBeNull();
  });

  it("takes the creator's annual discount off twelve months, rounded to the minor unit", () => {
    const discounted = { ...monthly, annualDiscountPercent: 15 };
    // 12 × 9.99 × 0.85 = 101.898 → $101.90
    expect(tierPrice(discounted, "yearly")).toEqual({ amount: 10_190, currency: "USD" });
    expect(tierPrice(discounted, "yearly", "HTG")).toEqual({ amount: 1_326_000, currency: "HTG" });
    expect(annualSaving(discounted)).toEqual({ amount: 11_988 - 10_190, currency: "USD" });
    expect(tierPrice({ ...monthly, priceUsdCents: 333, annualDiscountPercent: 50 }, "yearly").amount).toBe(1998);
    expect(tierPrice({ ...monthly, priceUsdCents: 101, annualDiscountPercent: 33 }, "yearly").amount).toBe(812); // 812.04
  });

  it("prices a month of a yearly tier at a twelfth of its price, with no discount applied", () => {
    const yearly = { priceUsdCents: 10_000, priceHtgCents: 1_300_000, billingPeriod: "yearly" as const, annualDiscountPercent: 20 };
    expect(tierPrice(yearly, "yearly")).toEqual({ amount: 10_000, currency: "USD" });
    expect(tierPrice(yearly, "monthly")).toEqual({ amount: 833, currency: "USD" });
    expect(annualSaving(yearly)).toBeNull();
  });
});
