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

const JUDGE_ORIGIN = "http://lakou.invalid";

/** A candidate read as a browser reads a Location header: relative to this site, dot segments and backslashes resolved. */
function resolvedPath(value: string): string | null {
  const url = new URL(value, JUDGE_ORIGIN);
  return url.origin === JUDGE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * The one judge of return paths (sign-in, sign-up, the auth callback, Auth.js redirects, the page
 * guard). The candidate is normalised first (`/.//x`, `/%2e//x`, `/a/..//x`, `/./\x`, tabs and
 * newlines all collapse), and only a same-origin path that reads the same when followed again is
 * kept: the normalised form is what the caller gets, never the raw value.
 */
export function safeReturnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/")) return fallback;
  try {
    const path = resolvedPath(value);
    if (!path || path.startsWith("//") || resolvedPath(path) !== path) return fallback;
    return path;
  } catch {
    return fallback;
  }
}
