import en from "../../../../messages/en.json";
import fr from "../../../../messages/fr.json";
import ht from "../../../../messages/ht.json";
import { clientEnv } from "@/client-env";
import { isLazyNamespace } from "@/i18n/lazy-namespaces";
import { pickMessages } from "@/i18n/pick-messages";
import { isLocale } from "@/i18n/routing";
import { AppError } from "@/server/errors";
import { errorResponse } from "@/server/http/error-response";
import { routeMethods } from "@/server/http/methods";

const CATALOGUES = { en, fr, ht } as const;

/**
 * GET /api/messages?locale=fr&ns=booking&ns=subscriptions&v=<version> -> the named namespaces of one language's
 * messages, for a dialog that loads them when it opens (src/i18n/lazy-messages.tsx). Only the lazily
 * loaded namespaces are served; the texts are public and change only with a deployment. `v` must be this build's
 * catalogs' version: a page from another build gets a 404, and its dialog falls back to the page's own texts
 * rather than read texts in a form it does not format.
 */
export async function GET(req: Request): Promise<Response> {
  const params = new URL(req.url).searchParams;
  const locale = params.get("locale");
  const namespaces = params.getAll("ns");
  const current = params.get("v") === clientEnv.messagesVersion;
  if (!current || !isLocale(locale) || namespaces.length === 0 || !namespaces.every(isLazyNamespace)) {
    return errorResponse(req, new AppError("NOT_FOUND", "errors.notFound"));
  }
  return Response.json(pickMessages(CATALOGUES[locale], namespaces), {
    headers: { "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" },
  });
}

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
