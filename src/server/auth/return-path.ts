import "server-only";
import type { Locale } from "@/i18n/routing";
import { safeReturnPath, switchLocalePath } from "@/lib/locale-links";
import { homePathFor } from "@/lib/access";
import { searchParam } from "@/lib/page-search-params";
import type { Actor } from "./actor";

/** A `returnTo` query value kept only when it is a path on this site. */
export function returnPathParam(value: string | string[] | undefined): string | undefined {
  return safeReturnPath(searchParam(value), "") || undefined;
}

/** Where a signed-in user goes next: the return path (in the current language) or their own home. */
export function nextPathFor(actor: Actor, returnTo: string | undefined, locale: Locale): string {
  return switchLocalePath(returnTo ?? homePathFor(actor), locale);
}

/** Where every sign-in comes back: /{locale}/auth/callback, carrying the return path when there is a safe one. */
export function authCallbackPath(locale: Locale, returnTo?: string | null): string {
  const path = safeReturnPath(returnTo, "");
  return `/${locale}/auth/callback${path ? `?${new URLSearchParams({ returnTo: path })}` : ""}`;
}
