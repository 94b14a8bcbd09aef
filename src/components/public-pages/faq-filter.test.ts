import { describe, expect, it } from "vitest";
import { type FaqCategory, filterFaq, normalizeForSearch } from "./faq-filter";

const categories: FaqCategory[] = [
  {
    id: "payments",
    title: "Peman",
    items: [
      { question: "Ki mwayen peman m ka itilize?", answer: "Kat an dola oswa MonCash an goud." },
      { question: "Èske enfòmasyon kat mwen an sekirite?", answer: "Wi, Stripe trete kat yo." },
    ],
  },
  {
    id: "delivery",
    title: "Livraison",
    items: [{ question: "Combien de temps prend la livraison ?", answer: "L’express prend 2 à 3 jours." }],
  },
];

describe("normalizeForSearch", () => {
  it("drops accents and case", () => {
    expect(normalizeForSearch("Kreyòl ÉLÈVE Ça")).toBe("kreyol eleve ca");
  });

  it("spells out ligatures and straightens apostrophes", () => {
    expect(normalizeForSearch("Sœur l’œuvre")).toBe("soeur l'oeuvre");
  });
});

describe("filterFaq", () => {
  it("keeps everything for a blank query", () => {
    expect(filterFaq(categories, "   ")).toEqual({ categories, count: 3 });
  });

  it("ignores accents in the query and in the text", () => {
    expect(filterFaq(categories, "enfomasyon").count).toBe(1);
    expect(filterFaq(categories, "ENFÒMASYON").count).toBe(1);
    expect(filterFaq(categories, "livraíson").count).toBe(1);
    expect(filterFaq(categories, "eske").categories[0]?.items[0]?.question).toBe(
      "Èske enfòmasyon kat mwen an sekirite?",
    );
  });

  it("ignores case", () => {
    expect(filterFaq(categories, "MONCASH").count).toBe(1);
    expect(filterFaq(categories, "LIVRAISON").count).toBe(1);
  });

  it("searches answers as well as questions", () => {
    const result = filterFaq(categories, "stripe");
    expect(result.count).toBe(1);
    expect(result.categories.map((category) => category.id)).toEqual(["payments"]);
  });

  it("needs every word of the query, in any order", () => {
    expect(filterFaq(categories, "goud kat").count).toBe(1);
    expect(filterFaq(categories, "goud livraison").count).toBe(0);
  });

  it("matches a curly apostrophe with a straight one", () => {
    expect(filterFaq(categories, "l'express").count).toBe(1);
  });

  it("drops categories left empty and counts nothing when nothing matches", () => {
    expect(filterFaq(categories, "kat").categories.map((category) => category.id)).toEqual(["payments"]);
    expect(filterFaq(categories, "zzzz")).toEqual({ categories: [], count: 0 });
  });
});
