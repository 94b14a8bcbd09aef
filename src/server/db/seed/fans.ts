import type { Locale } from "./creators-data";

interface SeedFan {
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
}

const NAMES: [string, string, Locale][] = [
  ["Roseline", "Étienne", "ht"],
  ["Jean-Marc", "Baptiste", "fr"],
  ["Mirlande", "Charles", "en"],
  ["Wendy", "Saint-Louis", "en"],
  ["Jocelyn", "Métellus", "fr"],
  ["Manouchka", "Délice", "ht"],
  ["Ricardo", "Florestal", "en"],
  ["Fabienne", "Germain", "fr"],
  ["Kervens", "Louis", "ht"],
  ["Daphney", "Jean-Pierre", "en"],
  ["Ernso", "Lamothe", "ht"],
  ["Guerda", "Simon", "fr"],
  ["Lovely", "Dorcé", "en"],
  ["Marie-Ange", "Toussaint", "fr"],
  ["Wilson", "Bien-Aimé", "ht"],
  ["Sandra", "Exumé", "en"],
  ["Frantz", "Désir", "fr"],
  ["Naïka", "Jules", "en"],
  ["Peterson", "Cadet", "ht"],
  ["Rose-Carmelle", "Noël", "fr"],
  ["Jameson", "Clerveaux", "en"],
  ["Yveline", "Moïse", "ht"],
  ["Stéphane", "Vilsaint", "fr"],
  ["Tatiana", "Brice", "en"],
  ["Evens", "Petit-Frère", "ht"],
];

/** Seeded fan accounts fan01@lakou.demo … fan25@lakou.demo; they write the reviews. */
export const FANS: SeedFan[] = NAMES.map(([firstName, lastName, locale], i) => ({
  email: `fan${String(i + 1).padStart(2, "0")}@lakou.demo`,
  firstName,
  lastName,
  locale,
}));
