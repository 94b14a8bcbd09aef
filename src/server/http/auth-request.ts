import "server-only";
import { NextRequest } from "next/server";
import { JSON_BODY_MAX_BYTES } from "@/lib/http-limits";
import { AppError } from "@/server/errors";
import { errorResponse } from "./error-response";
import { readBodyCapped } from "./read-body";

/** Auth.js's callback-URL cookie, plain and on HTTPS. */
const CALLBACK_URL_COOKIES = new Set(["authjs.callback-url", "__Secure-authjs.callback-url"]);

/** Auth.js's own test of a callback URL (an http(s) URL, or a path on our origin); it answers 500 to anything else. */
function isHttpUrl(value: string, origin: string) {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? origin : undefined).protocol);
  } catch {
    return false;
  }
}

function decoded(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A request to /api/auth/* as Auth.js can take it: a `callbackUrl` parameter or callback-URL cookie
 * that is no URL is dropped (Auth.js then uses its default, as if none was sent, instead of failing
 * with a 500), and the form body is capped like every JSON body (413 beyond it).
 */
async function authRequest(req: NextRequest): Promise<NextRequest> {
  const url = new URL(req.url);
  const callbackUrl = url.searchParams.get("callbackUrl");
  if (callbackUrl !== null && !isHttpUrl(callbackUrl, url.origin)) url.searchParams.delete("callbackUrl");
  const headers = new Headers(req.headers);
  const cookie = headers.get("cookie");
  if (cookie) {
    const kept = cookie.split(/;\s*/).filter((pair) => {
      const [name = "", ...value] = pair.split("=");
      return !CALLBACK_URL_COOKIES.has(name.trim()) || isHttpUrl(decoded(value.join("=")), url.origin);
    });
    headers.set("cookie", kept.join("; "));
  }
  const body = req.method === "GET" || req.method === "HEAD" ? undefined : await readBodyCapped(req, JSON_BODY_MAX_BYTES);
  return new NextRequest(url, { method: req.method, headers, body, signal: req.signal });
}

/** An Auth.js handler for /api/auth/*, handed only requests it can take; an over-long body answers a JSON 413. */
export function authRoute(handler: (req: NextRequest) => Promise<Response>) {
  return async (req: NextRequest): Promise<Response> => {
    try {
      return await handler(await authRequest(req));
    } catch (error) {
      if (error instanceof AppError) return errorResponse(req, error);
      throw error;
    }
  };
}
