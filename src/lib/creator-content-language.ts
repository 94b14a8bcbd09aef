/**
 * A creator's bio, tier descriptions and tier benefits: the original the creator wrote, plus their own French and
 * Haitian Creole versions when they gave them. One picker decides what a reader sees.
 */
import type { Locale } from "@/i18n/routing";

/** The languages a creator may add their own version in, beside the original. */
const CONTENT_TRANSLATION_LOCALES = ["fr", "ht"] as const satisfies readonly Locale[];
export type ContentTranslationLocale = (typeof CONTENT_TRANSLATION_LOCALES)[number];

/** The creator's versions: `''` where they wrote none. */
export type ContentTranslations = Record<ContentTranslationLocale, string>;

/** The creator's versions of a list (a tier's benefits): empty where they wrote none. */
export type ContentListTranslations = Record<ContentTranslationLocale, string[]>;

export interface PickedContent {
  text: string;
  /**
   * True when the reader's language has no version by the creator and the original is shown instead:
   * the page says so in a small note.
   */
  untranslated: boolean;
}

const isTranslationLocale = (locale: string): locale is ContentTranslationLocale =>
  (CONTENT_TRANSLATION_LOCALES as readonly string[]).includes(locale);

const written = (value: string | readonly string[]) => (typeof value === "string" ? value.trim() !== "" : value.length > 0);

/** The creator's version in the reader's language, else the original (flagged, when there is one to show). */
export function pickCreatorContent<T extends string | readonly string[]>(
  original: T,
  translations: Record<ContentTranslationLocale, T>,
  locale: string,
): { value: T; untranslated: boolean } {
  if (!isTranslationLocale(locale)) return { value: original, untranslated: false };
  const translated = translations[locale];
  if (written(translated)) return { value: typeof translated === "string" ? (translated.trim() as T) : translated, untranslated: false };
  return { value: original, untranslated: written(original) };
}

/** `pickCreatorContent` for a text (a bio, a tier's description). */
export function pickCreatorText(original: string, translations: ContentTranslations, locale: string): PickedContent {
  const { value, untranslated } = pickCreatorContent(original, translations, locale);
  return { text: value, untranslated };
}
