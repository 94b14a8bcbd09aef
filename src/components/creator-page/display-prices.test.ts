import { describe, expect, it } from "vitest";
import { displayCurrencies, displayPrices } from "./display-prices";

describe("displayCurrencies", () => {
  it("shows both currencies with both payment methods, HTG alone for MonCash only, else USD", () => {
    expect(displayCurrencies(["stripe", "moncash"])).toEqual(["USD", "HTG"]);
    expect(displayCurrencies(["moncash"])).toEqual(["HTG"]);
    expect(displayCurrencies(["stripe"])).toEqual(["USD"]);
    expect(displayCurrencies([])).toEqual(["USD"]);
  });

  it("formats each price in the reader's language", () => {
    expect(displayPrices(["stripe", "moncash"], { usdCents: 7500, htgCents: 990000 }, "en")).toEqual([
      "$75.00",
      "9,900 G",
    ]);
  });
});
