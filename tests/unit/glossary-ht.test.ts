import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** messages/glossary.ht.md's table: each Kreyòl term and the spellings to avoid. */
function glossary(): { term: string; avoid: string[] }[] {
  const text = readFileSync(path.resolve(import.meta.dirname, "../../messages/glossary.ht.md"), "utf8");
  return text
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| English") && !line.startsWith("|---"))
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .map((cells) => ({ term: cells[2]!, avoid: cells[3]!.split(",").map((word) => word.trim()).filter(Boolean) }));
}

/** Every text of a messages file, placeholders ({fan}, {count, plural, ...} selectors) taken out. */
function texts(node: unknown): string[] {
  if (typeof node === "string") return [node.replace(/\{[^{}\s,]+(,\s*\w+)?/g, " ").replace(/\b(one|other|zero|few|many)\s*\{/g, " ")];
  if (node && typeof node === "object") return Object.values(node).flatMap(texts);
  return [];
}

describe("the Kreyòl glossary (messages/glossary.ht.md)", () => {
  const entries = glossary();
  const ht = texts(JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../messages/ht.json"), "utf8")));

  it("has its terms", () => {
    expect(entries.length).toBeGreaterThan(8);
    expect(entries.find((entry) => entry.term === "abòne")?.avoid).toContain("abone");
  });

  it.each(glossary().filter((entry) => entry.avoid.length > 0))("messages/ht.json writes $term, never its avoided spellings", ({ avoid }) => {
    const found = avoid.flatMap((word) => {
      const pattern = new RegExp(`(^|[^\\p{L}])${word}(?=$|[^\\p{L}])`, "iu");
      return ht.filter((text) => pattern.test(text)).map((text) => `${word}: ${text.slice(0, 80)}`);
    });
    expect(found).toEqual([]);
  });
});
