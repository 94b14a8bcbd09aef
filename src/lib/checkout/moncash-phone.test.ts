import { describe, expect, it } from "vitest";
import { formatMoncashPhone, MONCASH_PHONE, MONCASH_PHONE_MAX_LENGTH, phoneDigits } from "./moncash-phone";

describe("MonCash phone (spec §5)", () => {
  it("formats +509 then groups of four, digits only", () => {
    expect(formatMoncashPhone("50937001234")).toBe("+509 3700 1234");
    expect(formatMoncashPhone("+509-3700")).toBe("+509 3700");
    expect(formatMoncashPhone("50")).toBe("+50");
    expect(formatMoncashPhone("3700 1234")).toBe("+509 3700 1234");
    expect(formatMoncashPhone("abc")).toBe("");
    expect(formatMoncashPhone("5093700123499999").length).toBeLessThanOrEqual(MONCASH_PHONE_MAX_LENGTH);
  });

  it("takes 509 and 8 digits only", () => {
    expect(MONCASH_PHONE.test(phoneDigits("+509 3700 1234"))).toBe(true);
    expect(MONCASH_PHONE.test(phoneDigits("+509 3700 123"))).toBe(false);
    expect(MONCASH_PHONE.test(phoneDigits("+1 305 555 1234"))).toBe(false);
    expect(MONCASH_PHONE.test(phoneDigits("37001234"))).toBe(true);
  });
});
