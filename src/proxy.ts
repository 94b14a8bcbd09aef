import { type NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { isLocale, routing } from "./i18n/routing";
import { markRequestPath } from "./server/auth/request-path";
import { AppError } from "./server/errors";
import { contentSecurityPolicy, createNonce } from "./server/http/content-security-policy";
import { isCrossSite } from "./server/http/cross-site";
import { errorResponse } from "./server/http/error-response";
import { requestLocale } from "./server/http/translate";

const handleLocale = createMiddleware(routing);

/** Whether every percent escape in the path decodes to UTF-8. */
function decodable(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path that cannot be decoded names nothing: a 404 (JSON for the API, otherwise a path no page
 * matches, which Next.js answers with app/global-not-found.tsx rendered on the server in the path's
 * language). Left to Next.js, a dynamic route answers such a path with a bare 500 (vercel/next.js#92527).
 */
function notFound(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/")) return errorResponse(request, new AppError("NOT_FOUND", "errors.notFound"));
  const segment = pathname.split("/")[1];
  const locale = isLocale(segment) ? segment : requestLocale(request);
  return NextResponse.rewrite(new URL(`/${locale}/_not-found`, request.url), {
    status: 404,
    request: { headers: request.headers },
  });
}

/** A server action posted from another site: refused here with a 403, where Next.js would answer a 500. */
function crossSiteAction(request: NextRequest) {
  return request.method === "POST" && request.headers.has("next-action") && isCrossSite(request);
}

/**
 * Every page: a fresh CSP nonce (on the request, where Next.js reads it for its scripts, and on the
 * response), locale routing (`/` goes to the visitor's locale), and the requested path for the page
 * guard's returnTo. API paths only pass through here for the dynamic routes, to refuse undecodable ids.
 * The headers every response carries (API and static files too) are in next.config.mjs.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/")) return decodable(pathname) ? NextResponse.next() : notFound(request);
  if (crossSiteAction(request)) return errorResponse(request, new AppError("FORBIDDEN", "errors.crossSite"));

  const csp = contentSecurityPolicy(createNonce());
  request.headers.set("content-security-policy", csp);
  markRequestPath(request);
  const response = decodable(pathname) ? handleLocale(request) : notFound(request);
  response.headers.set("content-security-policy", csp);
  return response;
}

export const config = {
  matcher: [
    "/((?!api|trpc|_next|_vercel|media|.*\\..*).*)",
    "/api/public/creator-previews/:path*",
    "/api/creator/posts/:path*",
    "/api/media/:path*",
    "/api/shared/:path*",
    "/api/uploads/:path*",
    "/api/trpc/:path*",
    "/api/auth/:path*",
  ],
};
