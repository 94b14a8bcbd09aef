import { describe, expect, it } from "vitest";
import { z } from "zod";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";
import ht from "../../../messages/ht.json";
import { parseContent, proseSectionSchema } from "./content-shapes";

const sections = z.array(proseSectionSchema);

describe("structured texts in the catalogs", () => {
  it("read a list written as an object keyed 1, 2, … back as an array, nested lists included", () => {
    const written = { "1": { heading: "First", paragraphs: { "1": "a", "2": "b" } }, "2": { paragraphs: { "1": "c" } } };
    expect(parseContent(sections, written, "test")).toEqual([{ heading: "First", paragraphs: ["a", "b"] }, { paragraphs: ["c"] }]);
  });

  it("refuse a list with a gap or out of order, naming the message", () => {
    expect(() => parseContent(sections, { "1": { paragraphs: {} }, "3": { paragraphs: {} } }, "legal.terms.sections")).toThrow(/legal\.terms\.sections/);
    expect(() => parseContent(z.array(z.string()), { "2": "b", "1": "a", x: "c" }, "about.name")).toThrow(/about\.name/);
  });

  it("hold no arrays, which the build's message compiler refuses", () => {
    const arrays = (node: unknown, path: string): string[] =>
      Array.isArray(node) ? [path] : node && typeof node === "object" ? Object.entries(node).flatMap(([key, value]) => arrays(value, `${path}.${key}`)) : [];
    expect([...arrays(en, "en"), ...arrays(fr, "fr"), ...arrays(ht, "ht")]).toEqual([]);
  });
});
