import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { isLocale, routing } from "@/i18n/routing";
import { localizeHref, safeReturnPath } from "@/lib/locale-links";
import type { Actor } from "./actor";
import { REQUEST_PATH_HEADER } from "./request-path";
import { decideAccess, type GuardOptions } from "@/lib/access";
import { getActor } from "./session";

/**
 * Enforces who may see a page, at the top of the page component. Signed-out visitors go to
 * `/{locale}{redirectTo}?returnTo=<this page>`; accounts without the required role go to their own
 * home. Returns the signed-in actor (or null when `requireAuth: false` and nobody is signed in).
 */
export async function guardPage(options?: GuardOptions & { requireAuth?: true }): Promise<Actor>;
export async function guardPage(options: GuardOptions & { requireAuth: false }): Promise<Actor | null>;
export async function guardPage(options: GuardOptions = {}): Promise<Actor | null> {
  const actor = await getActor();
  const requested = (await headers()).get(REQUEST_PATH_HEADER);
  const outcome = decideAccess(actor, options, requested ? safeReturnPath(requested, "") || null : null);
  if (!outcome.allow) {
    const locale = await getLocale();
    redirect(localizeHref(outcome.redirectTo, isLocale(locale) ? locale : routing.defaultLocale));
  }
  return actor;
}
