import { describe, expect, it } from "vitest";
import { MODERATION_CATEGORIES, severityOf } from "./categories";

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
