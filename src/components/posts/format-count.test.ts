import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("shows K from 1,000 and M from 1,000,000, never rounding up past the real count", () => {
    expect(formatCount(0, "en")).toBe("0");
    expect(formatCount(999, "en")).toBe("999");
    expect(formatCount(1000, "en")).toBe("1K");
    expect(formatCount(1290, "en")).toBe("1.2K");
    expect(formatCount(999_999, "en")).toBe("999.9K");
    expect(formatCount(1_000_000, "en")).toBe("1M");
    expect(formatCount(2_550_000, "fr")).toBe("2,5M");
  });
});
