import { type Locale, locales } from "@/i18n/routing";

const LOCALE_SEGMENT = new RegExp(`^/(${locales.join("|")})(?=/|$|\\?|#)`);

/** True for links that leave the app: other origins, protocol-relative, mailto:, tel: and the like. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");
}

/** Prefixes an internal path with the locale unless it is already prefixed or external. */
export function localizeHref(href: string, locale: Locale): string {
  if (isExternalHref(href) || href.startsWith("#") || !href.startsWith("/")) return href;
  if (LOCALE_SEGMENT.test(href)) return href;
  // The home page keeps no trailing slash: "/" -> "/en", "/?q=1" -> "/en?q=1".
  const isHome = href === "/" || href.startsWith("/?") || href.startsWith("/#");
  return `/${locale}${isHome ? href.slice(1) : href}`;
}

/** Swaps the locale segment of a path, keeping the rest of the path, the query and the hash. */
export function switchLocalePath(pathWithQuery: string, locale: Locale): string {
  if (LOCALE_SEGMENT.test(pathWithQuery)) return pathWithQuery.replace(LOCALE_SEGMENT, `/${locale}`);
  return localizeHref(pathWithQuery.startsWith("/") ? pathWithQuery : `/${pathWithQuery}`, locale);
}

/** A return path is honoured only when it stays on this site: a single leading slash, no scheme. */
export function safeReturnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  try {
    const url = new URL(value, "http://lakou.invalid");
    return url.origin === "http://lakou.invalid" ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
