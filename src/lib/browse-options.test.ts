import { describe, expect, it } from "vitest";
import { PRICE_BANDS } from "@/lib/price-bands";
import { CATEGORIES } from "@/server/db/schema";
import { BROWSE_CATEGORIES, PRICE_FILTERS } from "@/lib/browse-options";

describe("browse options", () => {
  it("offer every category of the schema", () => {
    expect([...BROWSE_CATEGORIES].sort()).toEqual([...CATEGORIES].sort());
  });

  it("offer every price band of the schema after 'all'", () => {
    expect(PRICE_FILTERS).toEqual(["all", ...PRICE_BANDS.map((band) => band.id)]);
  });
});
