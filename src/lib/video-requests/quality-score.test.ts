import { describe, expect, it } from "vitest";
import { qualityBand, qualityOf, type ScoredFields } from "./quality-score";

const full: ScoredFields = {
  occasion: "birthday",
  recipientName: "Roseline",
  fromName: "Jean",
  relationship: "friend",
  instructions: "Wish my sister Roseline a happy 30th birthday. She dances konpa in the kitchen every Sunday and would love a little song from you, please!",
  specialDetails: "She loves soup joumou.",
};

describe("qualityOf", () => {
  it("gives a complete, error-free request 90+ (Excellent, green) and the 'Perfect' hint", () => {
    const q = qualityOf(full, 0);
    expect(q.score).toBeGreaterThanOrEqual(90);
    expect(q).toMatchObject({ label: "excellent", colour: "green", hint: "perfect", warnings: [], suggestions: [] });
  });

  it("takes points per error, floor 0, and labels below 60 Needs Work in red", () => {
    const empty = { occasion: "", recipientName: "", fromName: "", relationship: "", instructions: "", specialDetails: "" };
    const q = qualityOf(empty, 9);
    expect(q.score).toBeGreaterThanOrEqual(0);
    expect(q).toMatchObject({ label: "needsWork", colour: "red", hint: "addDetails" });
  });

  it("warns about instructions under 20 characters and suggests the optional fields as tips", () => {
    const q = qualityOf({ ...full, instructions: "Happy birthday!!", specialDetails: "", relationship: "" }, 0);
    expect(q.warnings).toEqual(["longerInstructions"]);
    expect(q.suggestions).toEqual(["addSpecialDetails", "addRelationship"]);
    expect(q.hint).not.toBe("perfect");
  });

  it.each([
    [100, "excellent", "green"],
    [90, "excellent", "green"],
    [89, "great", "yellow"],
    [80, "great", "yellow"],
    [79, "good", "yellow"],
    [70, "good", "yellow"],
    [69, "fair", "red"],
    [60, "fair", "red"],
    [59, "needsWork", "red"],
    [0, "needsWork", "red"],
  ] as const)("a score of %i is %s in %s", (score, label, colour) => {
    expect(qualityBand(score)).toEqual({ label, colour });
  });

  it("loses points with each error", () => {
    const scores = [0, 1, 2, 3].map((errors) => qualityOf(full, errors).score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBe(4);
  });
});
