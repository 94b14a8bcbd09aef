import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import { fillTemplate, MESSAGE_TEMPLATES, templatesFor } from "./message-templates";
import { OCCASION_CATALOGUE, POPULAR_FROM, SHOWN_BEFORE_ALL, visibleOccasions } from "./occasion-catalogue";
import { messageCompletion, OCCASIONS } from "./rules";

describe("the occasion catalogue", () => {
  it("shows at most six popular (≥ 70) occasions before Show All, and every one after", () => {
    const march = visibleOccasions({ category: null, showAll: false, month: 2 });
    expect(march).toHaveLength(SHOWN_BEFORE_ALL);
    expect(march.every((o) => o.popularity >= POPULAR_FROM)).toBe(true);
    expect(visibleOccasions({ category: null, showAll: true, month: 2 })).toHaveLength(OCCASION_CATALOGUE.length);
  });

  it("puts the month's highlights first, even below 70: Father's Day and graduation in June, Valentine's in February", () => {
    expect(visibleOccasions({ category: null, showAll: false, month: 5 }).slice(0, 2).map((o) => o.id)).toEqual(["graduation", "fathers_day"]);
    expect(visibleOccasions({ category: null, showAll: false, month: 1 })[0]!.id).toBe("valentines");
  });

  it("filters by category, and every catalogue occasion is a request occasion with a name", () => {
    expect(visibleOccasions({ category: "holiday", showAll: true, month: 2 }).every((o) => o.category === "holiday")).toBe(true);
    for (const o of OCCASION_CATALOGUE) {
      expect(OCCASIONS).toContain(o.id);
      expect(en.booking.occasions[o.id]).toBeTruthy();
    }
  });
});

describe("message templates", () => {
  it("offers the occasion's group, most popular first", () => {
    expect(templatesFor("birthday").map((t) => t.id)).toEqual(["birthdayWarm", "birthdayFun"]);
    expect(templatesFor("wedding").map((t) => t.id)).toEqual(["anniversaryLove"]);
    expect(templatesFor("")).toEqual([]);
  });

  it("fills its tokens from the form and leaves the empty ones in brackets", () => {
    expect(fillTemplate("Happy [Age]th, [Name], from [From]! [Years]", { recipientName: "Rose", fromName: " ", age: "30", anniversaryYears: "" })).toBe(
      "Happy 30th, Rose, from [From]! [Years]",
    );
  });

  it("has every text and wording in the messages", () => {
    const texts = en.booking.templates as unknown as Record<string, { text: string; variations: Record<string, string> }>;
    for (const template of MESSAGE_TEMPLATES) {
      expect(texts[template.id]!.text).toContain("[Name]");
      expect(Object.keys(texts[template.id]!.variations)).toHaveLength(template.variations);
    }
  });
});

describe("the message step's completion", () => {
  it("counts 30 for the recipient, 30 for the sender and 40 for instructions of 20 characters or more", () => {
    const empty = { recipientName: "", fromName: "", instructions: "" };
    expect(messageCompletion(empty)).toBe(0);
    expect(messageCompletion({ ...empty, recipientName: "Rose" })).toBe(30);
    expect(messageCompletion({ recipientName: "Rose", fromName: "Nadège", instructions: "x".repeat(19) })).toBe(60);
    expect(messageCompletion({ recipientName: "Rose", fromName: "Nadège", instructions: "x".repeat(20) })).toBe(100);
  });
});
