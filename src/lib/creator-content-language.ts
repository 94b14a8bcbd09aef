/**
 * A creator's bio and tier descriptions: the original the creator wrote, plus their own French and
 * Haitian Creole versions when they gave them. One picker decides what a reader sees.
 */
import type { Locale } from "@/i18n/routing";

/** The languages a creator may add their own version in, beside the original. */
export const CONTENT_TRANSLATION_LOCALES = ["fr", "ht"] as const satisfies readonly Locale[];
export type ContentTranslationLocale = (typeof CONTENT_TRANSLATION_LOCALES)[number];

/** The creator's versions: `''` where they wrote none. */
export type ContentTranslations = Record<ContentTranslationLocale, string>;

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

/** The creator's version in the reader's language, else the original (flagged, when there is one to show). */
export function pickCreatorText(original: string, translations: ContentTranslations, locale: string): PickedContent {
  if (!isTranslationLocale(locale)) return { text: original, untranslated: false };
  const translated = translations[locale].trim();
  if (translated) return { text: translated, untranslated: false };
  return { text: original, untranslated: original.trim() !== "" };
}
