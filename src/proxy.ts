import { type NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { isLocale, routing } from "./i18n/routing";
import { markRequestPath } from "./server/auth/request-path";
import { AppError } from "./server/errors";
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
 * A path that cannot be decoded names nothing: a 404 (JSON for the API, the visitor's 404 page
 * otherwise). Left to Next.js, a dynamic route answers such a path with a bare 500 (vercel/next.js#92527).
 */
function notFound(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/")) return errorResponse(request, new AppError("NOT_FOUND", "errors.notFound"));
  const segment = pathname.split("/")[1];
  const locale = isLocale(segment) ? segment : requestLocale(request);
  return NextResponse.rewrite(new URL(`/${locale}/_not-found`, request.url), { status: 404 });
}

/**
 * Locale routing (`/` goes to the visitor's locale), plus the requested path for the page guard's
 * returnTo. API paths only pass through here for the dynamic routes, to refuse undecodable ids.
 */
export default function proxy(request: NextRequest) {
  if (!decodable(request.nextUrl.pathname)) return notFound(request);
  if (request.nextUrl.pathname.startsWith("/api/")) return NextResponse.next();
  markRequestPath(request);
  return handleLocale(request);
}

export const config = {
  matcher: [
    "/((?!api|trpc|_next|_vercel|media|.*\\..*).*)",
    "/api/public/creator-previews/:path*",
    "/api/creator/posts/:path*",
    "/api/trpc/:path*",
    "/api/auth/:path*",
  ],
};
