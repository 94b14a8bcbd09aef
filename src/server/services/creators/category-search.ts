import "server-only";
import en from "../../../../messages/en.json";
import fr from "../../../../messages/fr.json";
import ht from "../../../../messages/ht.json";
import { CATEGORIES, type Category } from "@/server/db/schema";

/** Lower case without accents, as `lakou_unaccent` does in the database. */
function foldText(value: string): string {
  return value.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().trim();
}

type CategoryLabels = Partial<Record<Category, string>>;

/** Every category's label words in the three languages (from the `categories` messages), folded. */
const LABEL_WORDS: ReadonlyArray<readonly [Category, string[]]> = CATEGORIES.map((category) => {
  const labels = [en, fr, ht].map((messages) => (messages as { categories?: CategoryLabels }).categories?.[category]);
  const words = [category, ...labels]
    .filter((label): label is string => Boolean(label))
    .flatMap((label) => foldText(label).split(/[^a-z0-9]+/))
    .filter(Boolean);
  return [category, [...new Set(words)]] as const;
});

/**
 * Categories whose name, in any of our languages, has a word starting with the search text:
 * "comed" and "komedyen" find comedians, "dj" finds DJs and DJ/producers.
 */
export function categoriesMatching(search: string): Category[] {
  const query = foldText(search);
  if (query.length < 2) return [];
  return LABEL_WORDS.filter(([, words]) => words.some((word) => word.startsWith(query))).map(([category]) => category);
}
