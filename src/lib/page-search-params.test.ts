import { describe, expect, it } from "vitest";
import { filledParam, filledParams, pageSearchParams, searchParam, withFilters } from "./page-search-params";

describe("a page's search parameters", () => {
  it("reads the first value of a repeated parameter, as URLSearchParams.get does", () => {
    expect(searchParam(["konpa", "rara"])).toBe("konpa");
    expect(searchParam("konpa")).toBe("konpa");
    expect(searchParam("")).toBe("");
    expect(searchParam(undefined)).toBeUndefined();
  });

  it("treats a filter left blank as no filter", () => {
    expect(filledParam("")).toBeUndefined();
    expect(filledParam(["", "paid"])).toBeUndefined();
    expect(filledParam(null)).toBeUndefined();
    expect(filledParam(["paid", "failed"])).toBe("paid");
    expect(filledParam(new URLSearchParams("status=&q=ti").get("status"))).toBeUndefined();
    expect(filledParam(new URLSearchParams("status=&q=ti").get("q"))).toBe("ti");
  });

  it("reads a list's named filters, each present, blank ones as undefined", () => {
    expect(filledParams(new URLSearchParams("q=ti&status=&status=paid&other=x"), ["q", "status", "from"])).toEqual({ q: "ti", status: undefined, from: undefined });
  });

  it("puts only the filters that have a value on an address, and no bare question mark", () => {
    expect(withFilters("/api/x/export", { q: "ti", status: undefined, currency: "HTG" })).toBe("/api/x/export?q=ti&currency=HTG");
    expect(withFilters("/api/x/export", { q: undefined })).toBe("/api/x/export");
  });

  it("turns Next.js's searchParams into URLSearchParams with one value each", () => {
    const query = pageSearchParams({ tab: ["video", "image"], search: "kreyòl", empty: "", missing: undefined });
    expect(query.toString()).toBe("tab=video&search=krey%C3%B2l&empty=");
  });
});
