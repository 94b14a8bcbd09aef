import "server-only";
import type { NextRequest } from "next/server";

/** Request header carrying the path (with query) of the page being rendered, set by src/proxy.ts. */
export const REQUEST_PATH_HEADER = "x-lakou-path";

/** Called by the proxy so server components (the page guard) know which page was asked for. */
export function markRequestPath(request: NextRequest) {
  request.headers.set(REQUEST_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
}
