import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, intlLocale } from "./locale-format";

// French formats group digits with a narrow no-break space (U+202F), written out here so the expectations show it.
const NNBSP = "\u202f";

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
