import { describe, expect, it } from "vitest";
import { majorUnitsText, parseMajorUnits } from "./money-input";

describe("parseMajorUnits", () => {
  it("reads whole and decimal prices, with a point or a comma", () => {
    expect(parseMajorUnits("75")).toBe(7500);
    expect(parseMajorUnits(" 75.5 ")).toBe(7550);
    expect(parseMajorUnits("9900,05")).toBe(990_005);
  });
  it("answers NaN for anything else", () => {
    for (const text of ["", "-5", "1.234", "abc", "1e3"]) expect(parseMajorUnits(text)).toBeNaN();
  });
  it("round-trips with majorUnitsText", () => {
    expect(majorUnitsText(7500)).toBe("75");
    expect(majorUnitsText(7550)).toBe("75.50");
    expect(parseMajorUnits(majorUnitsText(123_456))).toBe(123_456);
  });
});
