import { Auth, skipCSRFCheck } from "@auth/core";
import type { NextAuthConfig } from "next-auth";
import { createAuthConfig } from "@/server/auth/config";
import type { Db } from "@/server/db";

/** Lakou's Auth.js configuration over a test database, with a fixed secret and no CSRF round trip. */
export function testAuthConfig(db: Db): NextAuthConfig {
  return { ...createAuthConfig(db), secret: process.env.AUTH_SECRET, skipCSRFCheck } as NextAuthConfig;
}

/** Sends one request to Auth.js as the /api/auth route would, on http://localhost. */
export function authRequest(
  config: NextAuthConfig,
  path: string,
  init: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body) headers.set("content-type", "application/x-www-form-urlencoded");
  const request = new Request(`http://localhost${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body ? new URLSearchParams(init.body) : undefined,
  });
  return Auth(request, config as Parameters<typeof Auth>[1]) as Promise<Response>;
}

/** The session cookie an Auth.js answer sets, as a Cookie header value (null when it sets none). */
export function sessionCookie(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("authjs.session-token="));
  return cookie ? cookie.split(";")[0]! : null;
}

/** What Auth.js says about the session a cookie carries (`/api/auth/session`). */
export async function sessionOf(config: NextAuthConfig, cookie: string) {
  const response = await authRequest(config, "/api/auth/session", { headers: { cookie } });
  return (await response.json()) as { user?: { id?: string }; sessionId?: string } | null;
}
