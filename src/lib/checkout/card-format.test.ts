import { describe, expect, it } from "vitest";
import { brandOf, expiryProblem, formatCardNumber, formatCvc, formatExpiry, luhnValid } from "./card-format";

describe("card form formatting (spec §5)", () => {
  it("groups the number by four, digits only, at most 19 digits", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-42a42")).toBe("4242 4242");
    expect(formatCardNumber("1".repeat(25))).toHaveLength(23);
  });

  it("adds the expiry slash after the month and keeps digits only", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("122")).toBe("12/2");
    expect(formatExpiry("12/345")).toBe("12/34");
  });

  it("keeps CVC digits, four for Amex and three otherwise", () => {
    expect(formatCvc("12a34", "visa")).toBe("123");
    expect(formatCvc("12345", "amex")).toBe("1234");
  });

  it("names the brand by prefix", () => {
    expect([brandOf("4242"), brandOf("5105"), brandOf("3782"), brandOf("6011"), brandOf("6500"), brandOf("9999")]).toEqual([
      "visa",
      "mastercard",
      "amex",
      "discover",
      "discover",
      null,
    ]);
  });

  it("checks Luhn and refuses an expiry in the past", () => {
    expect(luhnValid("4242 4242 4242 4242")).toBe(true);
    expect(luhnValid("4242 4242 4242 4241")).toBe(false);
    const now = new Date("2026-11-23T00:00:00Z");
    expect(expiryProblem("10/26", now)).toBe("expired");
    expect(expiryProblem("11/26", now)).toBeNull();
    expect(expiryProblem("13/30", now)).toBe("format");
    expect(expiryProblem("1/30", now)).toBe("format");
  });
});
