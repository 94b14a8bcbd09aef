"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useLocale } from "next-intl";
import type { MouseEvent } from "react";
import { type Locale, locales } from "@/i18n/routing";
import { switchLocalePath } from "@/lib/locale-links";
import { api } from "@/trpc/react";

/** Each language in its own name: the same in every locale, so not a translated message. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", fr: "Français", ht: "Kreyòl" };

/**
 * Links to the current page in each language. Following one loads the new locale's page as a
 * document, so the locale middleware stores NEXT_LOCALE (one year, path /, SameSite Lax); the
 * click keeps the query and hash, and a signed-in user's choice is saved on their profile first.
 */
export function useLocaleSwitch(signedIn: boolean) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const current = useLocale() as Locale;
  const setLocale = api.account.setLocale.useMutation();

  async function follow(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (locale === current) return;
    if (signedIn) await setLocale.mutateAsync({ locale }).catch(() => undefined);
    const { pathname: path, search, hash } = window.location;
    window.location.assign(switchLocalePath(`${path}${search}${hash}`, locale));
  }

  return {
    current,
    pending: setLocale.isPending,
    options: locales.map((locale) => ({
      locale,
      name: LANGUAGE_NAMES[locale],
      // The query is in the href too, so a click before hydration keeps it.
      href: switchLocalePath(query ? `${pathname}?${query}` : pathname, locale),
      onClick: (event: MouseEvent<HTMLAnchorElement>) => void follow(event, locale),
    })),
  };
}
