import type { NextRequest } from "next/server";
import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";
import { markRequestPath } from "./server/auth/request-path";

const handleLocale = createMiddleware(routing);

/** Locale routing (`/` goes to the visitor's locale), plus the requested path for the page guard's returnTo. */
export default function proxy(request: NextRequest) {
  markRequestPath(request);
  return handleLocale(request);
}

export const config = {
  matcher: ["/((?!api|trpc|_next|_vercel|media|.*\\..*).*)"],
};
