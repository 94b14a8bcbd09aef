import "server-only";
import { createTranslator, type TranslationValues } from "next-intl";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";
import ht from "../../../messages/ht.json";
import { isLocale, type Locale, routing } from "@/i18n/routing";
import { LOCALE_HEADER } from "@/lib/locale-header";
import type { FieldErrors } from "@/server/errors";

const MESSAGES = { en, fr, ht } as const;

/** The request's language: NEXT_LOCALE cookie, then Accept-Language, then English. */
export function requestLocale(req: Request): Locale {
  return headersLocale(req.headers);
}

/** A tRPC call's language: the page's it comes from (LOCALE_HEADER), else the request's (requestLocale). */
export function callLocale(headers: Headers): Locale {
  const page = headers.get(LOCALE_HEADER);
  return isLocale(page) ? page : headersLocale(headers);
}

function headersLocale(headers: Headers): Locale {
  const cookie = headers.get("cookie")?.match(/(?:^|;\s*)NEXT_LOCALE=([^;]+)/)?.[1];
  if (isLocale(cookie)) return cookie;
  for (const part of (headers.get("accept-language") ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return routing.defaultLocale;
}

type Translate = { has: (key: string) => boolean; (key: string, values?: TranslationValues): string };
const translators = new Map<Locale, Translate>();

/** One translator per locale for the life of the process (its compiled messages are reused). */
function translator(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translate;
    translators.set(locale, translate);
  }
  return translate;
}

/**
 * Translates a full message key such as `errors.forbidden`, with its ICU values if it takes any
 * (unknown keys fall back to a generic text).
 */
export function translateKey(locale: Locale, key: string, values?: TranslationValues): string {
  const translate = translator(locale);
  return translate.has(key) ? translate(key, values) : translate("errors.unexpected");
}

/** Each field's error key (`validation.required`) as its text in `locale`. */
export function translateFieldErrors(locale: Locale, fieldErrors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, key]) => [field, translateKey(locale, key)]));
}
