interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  items: FaqItem[];
}

/** Lower case without accents, ligatures or curly apostrophes: "Kreyòl" and "kreyol" compare equal. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mark}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[’‘]/g, "'");
}

/**
 * The categories and questions that match a search: every word of the query must appear in the
 * question or the answer, ignoring case and accents. Categories left without questions are dropped.
 * A blank query keeps everything.
 */
export function filterFaq(categories: readonly FaqCategory[], query: string): { categories: FaqCategory[]; count: number } {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  const matches = (item: FaqItem) => {
    const text = normalizeForSearch(`${item.question} ${item.answer}`);
    return words.every((word) => text.includes(word));
  };
  const kept = categories
    .map((category) => ({ ...category, items: words.length ? category.items.filter(matches) : category.items }))
    .filter((category) => category.items.length > 0);
  return { categories: kept, count: kept.reduce((sum, category) => sum + category.items.length, 0) };
}
