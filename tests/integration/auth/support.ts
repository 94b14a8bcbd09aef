import { Auth, skipCSRFCheck } from "@auth/core";
import type { NextAuthConfig } from "next-auth";
import { createAuthConfig } from "@/server/auth/config";
import type { Db } from "@/server/db";

/** Lakou's Auth.js configuration over a test database, with a fixed secret and no CSRF round trip. */
export function testAuthConfig(db: Db): NextAuthConfig {
  return { ...createAuthConfig(db), secret: "integration-test-secret", skipCSRFCheck } as NextAuthConfig;
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
