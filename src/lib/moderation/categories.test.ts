import { describe, expect, it } from "vitest";
import { hasRepeatedViolations, MODERATION_CATEGORIES, REPEATED_VIOLATIONS, severityOf } from "./categories";

describe("severityOf", () => {
  it("takes the gravest category", () => {
    expect(severityOf(["spam"], 1)).toBe("low");
    expect(severityOf(["spam", "harassment"], 1)).toBe("medium");
    expect(severityOf(["threats"], 1)).toBe("high");
    expect(severityOf(["spam", "child_safety"], 1)).toBe("critical");
  });

  it("raises an item many people reported by one step, but never to critical by count alone", () => {
    expect(severityOf(["spam"], 3)).toBe("medium");
    expect(severityOf(["harassment"], 5)).toBe("high");
    expect(severityOf(["threats"], 10)).toBe("high");
  });

  it("knows the spec's seventeen categories", () => {
    expect(MODERATION_CATEGORIES).toHaveLength(17);
  });
});

describe("hasRepeatedViolations", () => {
  it("counts earlier removals and this item's own, from REPEATED_VIOLATIONS on", () => {
    expect(REPEATED_VIOLATIONS).toBe(2);
    expect(hasRepeatedViolations({ violationHistory: 0, status: "rejected" })).toBe(false);
    expect(hasRepeatedViolations({ violationHistory: 1, status: "pending" })).toBe(false);
    expect(hasRepeatedViolations({ violationHistory: 1, status: "rejected" })).toBe(true);
    expect(hasRepeatedViolations({ violationHistory: 2, status: "pending" })).toBe(true);
  });
});
