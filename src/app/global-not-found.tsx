import "./globals.css";
import { headers } from "next/headers";
import { setRequestLocale } from "next-intl/server";
import { AppShell } from "@/components/layout/app-shell";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { isLocale, type Locale, routing } from "@/i18n/routing";
import { REQUEST_PATH_HEADER } from "@/server/auth/request-path";

/** The locale of the path asked for (its first segment), as src/proxy.ts recorded it. */
async function requestedLocale(): Promise<Locale> {
  const segment = (await headers()).get(REQUEST_PATH_HEADER)?.split("/")[1];
  return isLocale(segment) ? segment : routing.defaultLocale;
}

/**
 * Every path that names no page (`/en/nope`, undecodable paths the proxy sends here): Next.js
 * renders this route on the server, so the 404 arrives with its content and `lang` in the HTML.
 * A global not-found (not the root `not-found.tsx`) because Next.js sends a root not-found's whole tree, here the
 * shell, inside every page's payload; this one is rendered only when nothing matched.
 */
export default async function GlobalNotFound() {
  const locale = await requestedLocale();
  setRequestLocale(locale);
  return (
    <AppShell locale={locale}>
      <NotFoundContent />
    </AppShell>
  );
}
