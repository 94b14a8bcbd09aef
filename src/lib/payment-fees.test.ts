import { describe, expect, it } from "vitest";
import { money, usdToHtg } from "./money";
import { moncashFee } from "./payment-fees";

describe("the MonCash fee", () => {
  it("is 3% of the HTG amount plus 10 gourdes, in whole gourdes", () => {
    expect(moncashFee(money(1_000_000, "HTG"))).toEqual(money(31_000, "HTG")); // 10 000 G -> 300 + 10
    expect(moncashFee(money(26_400, "HTG"))).toEqual(money(1_800, "HTG")); // 264 G -> 7.92 rounds to 8, + 10
    expect(moncashFee(money(5_000, "HTG"))).toEqual(money(1_200, "HTG")); // 50 G -> 1.5 rounds half up to 2, + 10
  });

  it("applies to the amount converted at the stored rate", () => {
    const { htg } = usdToHtg(money(18_750, "USD"), "132.5000"); // $187.50 -> 24 843.75 -> 24 844 G
    expect(htg).toEqual(money(2_484_400, "HTG"));
    expect(moncashFee(htg)).toEqual(money(75_500, "HTG")); // 745.32 -> 745, + 10
  });

  it("refuses dollars", () => {
    expect(() => moncashFee(money(100, "USD"))).toThrow(TypeError);
  });
});
