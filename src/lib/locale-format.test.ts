import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatNumber, intlLocale } from "./locale-format";

// French formats group digits with a narrow no-break space (U+202F) and puts a no-break space
// (U+00A0) before the currency sign; written out here so the expectations show them.
const NNBSP = "\u202f";
const NBSP = "\u00a0";

describe("formatMoney", () => {
  it("shows USD with two decimals in every locale", () => {
    expect(formatMoney(1250, "USD", "en")).toBe("$12.50");
    expect(formatMoney(5, "USD", "en")).toBe("$0.05");
    expect(formatMoney(123456789, "USD", "en")).toBe("$1,234,567.89");
    expect(formatMoney(1250, "USD", "fr")).toBe(`12,50${NBSP}$US`);
    expect(formatMoney(123456789, "USD", "fr")).toBe(`1${NNBSP}234${NNBSP}567,89${NBSP}$US`);
    expect(formatMoney(1250, "USD", "ht")).toBe(`12,50${NBSP}$US`);
  });

  it("shows HTG with its G suffix, whole gourdes without decimals", () => {
    expect(formatMoney(165000, "HTG", "en")).toBe("1,650 G");
    expect(formatMoney(165050, "HTG", "en")).toBe("1,650.50 G");
    expect(formatMoney(165000, "HTG", "fr")).toBe(`1${NNBSP}650 G`);
    expect(formatMoney(165050, "HTG", "ht")).toBe(`1${NNBSP}650,50 G`);
    expect(formatMoney(0, "HTG", "ht")).toBe("0 G");
  });
});

describe("Haitian Creole formatting", () => {
  it("goes through French (Haiti), since Node's ICU has no ht", () => {
    expect(intlLocale("ht")).toBe("fr-HT");
    expect(formatNumber(12345.5, "ht")).toBe(`12${NNBSP}345,5`);
    expect(formatNumber(12345.5, "en")).toBe("12,345.5");
  });

  it("formats dates in Port-au-Prince time", () => {
    // 03:30 UTC on 1 March is still 28 February in Haiti (UTC-5).
    const date = new Date("2026-03-01T03:30:00Z");
    expect(formatDate(date, "en")).toBe("Feb 28, 2026");
    expect(formatDate(date, "fr")).toBe("28 févr. 2026");
  });
});
