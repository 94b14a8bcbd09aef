import { describe, expect, it } from "vitest";
import { add, allocate, formatMoney, htgToUsd, money, percentOf, subtract, toDecimalString, usdToHtg } from "./money";

// French formats group digits with a narrow no-break space (U+202F) and puts a no-break space
// (U+00A0) before the currency sign; written out here so the expectations show them.
const NNBSP = "\u202f";
const NBSP = "\u00a0";
const usd = (cents: number) => money(cents, "USD");
const htg = (centimes: number) => money(centimes, "HTG");

describe("Money", () => {
  it("holds whole minor units only", () => {
    expect(() => money(10.5, "USD")).toThrow(RangeError);
    expect(() => money(Number.MAX_SAFE_INTEGER + 1, "USD")).toThrow(RangeError);
  });

  it("adds and subtracts within one currency and refuses to mix currencies", () => {
    expect(add(usd(1000), usd(250), usd(5))).toEqual(usd(1255));
    expect(subtract(usd(1000), usd(1500))).toEqual(usd(-500));
    expect(() => add(usd(1), htg(1))).toThrow(TypeError);
  });

  it("takes percentages in basis points, rounding half away from zero", () => {
    expect(percentOf(usd(15000), 1000)).toEqual(usd(1500)); // 10% of $150
    expect(percentOf(usd(7550), 1000)).toEqual(usd(755)); // 10% of $75.50
    expect(percentOf(usd(7555), 1000)).toEqual(usd(756)); // 755.5 cents -> 756
    expect(percentOf(usd(-7555), 1000)).toEqual(usd(-756));
    expect(percentOf(usd(1000), 290)).toEqual(usd(29)); // 2.9%
  });

  it("rounds to whole dollars or gourdes when asked (the spec's rounded fees)", () => {
    expect(percentOf(usd(7500), 1000, "unit")).toEqual(usd(800)); // $7.50 -> $8
    expect(percentOf(usd(7400), 1000, "unit")).toEqual(usd(700)); // $7.40 -> $7
    expect(percentOf(usd(7500), 1500, "unit")).toEqual(usd(1100)); // $11.25 -> $11
    expect(percentOf(htg(990000), 300, "unit")).toEqual(htg(29700)); // 3% of 9,900 G
  });

  it("allocates without losing a cent", () => {
    const parts = allocate(usd(1000), [1, 1, 1]);
    expect(parts.map((p) => p.amount)).toEqual([334, 333, 333]);
    expect(allocate(usd(-1001), [80, 20]).map((p) => p.amount)).toEqual([-801, -200]);
    expect(allocate(usd(999), [8000, 1000, 1000]).reduce((s, p) => s + p.amount, 0)).toBe(999);
  });

  it("converts dollars to whole gourdes at a stored rate and carries the rate", () => {
    expect(usdToHtg(usd(7500), "132.5")).toEqual({ htg: htg(993800), rate: "132.5" }); // 9,937.50 -> 9,938 G
    expect(usdToHtg(usd(100), "131.2575").htg).toEqual(htg(13100));
    expect(htgToUsd(htg(993800), "132.5")).toEqual(usd(7500));
    expect(() => usdToHtg(usd(100), "abc")).toThrow(RangeError);
    expect(() => usdToHtg(usd(100), "0")).toThrow(RangeError);
  });

  it("writes decimal strings for integrators", () => {
    expect(toDecimalString(usd(7500))).toBe("75.00");
    expect(toDecimalString(usd(5))).toBe("0.05");
    expect(toDecimalString(usd(-1234))).toBe("-12.34");
  });
});

describe("formatMoney", () => {
  it("shows USD with two decimals in every locale", () => {
    expect(formatMoney(usd(1250), "en")).toBe("$12.50");
    expect(formatMoney(usd(5), "en")).toBe("$0.05");
    expect(formatMoney(usd(123456789), "en")).toBe("$1,234,567.89");
    expect(formatMoney(usd(1250), "fr")).toBe(`12,50${NBSP}$US`);
    expect(formatMoney(usd(123456789), "fr")).toBe(`1${NNBSP}234${NNBSP}567,89${NBSP}$US`);
    expect(formatMoney(usd(1250), "ht")).toBe(`12,50${NBSP}$US`);
  });

  it("shows HTG with its G suffix, whole gourdes without decimals", () => {
    expect(formatMoney(htg(165000), "en")).toBe("1,650 G");
    expect(formatMoney(htg(165050), "en")).toBe("1,650.50 G");
    expect(formatMoney(htg(165000), "fr")).toBe(`1${NNBSP}650 G`);
    expect(formatMoney(htg(165050), "ht")).toBe(`1${NNBSP}650,50 G`);
    expect(formatMoney(htg(0), "ht")).toBe("0 G");
  });
});
