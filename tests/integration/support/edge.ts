import { encode } from "@auth/core/jwt";
import type { Actor } from "@/server/auth/actor";
import { SESSION_MAX_AGE_SECONDS, startSession } from "@/server/auth/server-sessions";
import { SESSION_COOKIE_NAME } from "@/server/auth/session-cookie";
import type { Db } from "@/server/db";
import { composeEdges, type EdgeProviders, providersFromEnvironment } from "@/server/http/edge-context";

/**
 * The edges (REST adapters, webhook, tRPC route) built on the test database, with the environment's providers
 * (the simulator, local disk) unless the test hands its own (the Stripe and MonCash fakes behind the real SDKs).
 */
export function composeTestEdges(db: Db, providers: Partial<EdgeProviders> = {}) {
  composeEdges({ db, providers: { ...providersFromEnvironment(db), ...providers } });
}

/**
 * The cookie a browser holds after signing in, made as Auth.js makes it: a server-side session row and
 * the encrypted JWT naming it (user id and session id), under Auth.js's cookie name.
 */
export async function sessionCookieFor(db: Db, userId: string): Promise<string> {
  const sid = await startSession(db, userId);
  const token = await encode({
    token: { sub: userId, sid },
    secret: process.env.AUTH_SECRET!,
    salt: SESSION_COOKIE_NAME,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return `${SESSION_COOKIE_NAME}=${token}`;
}

/** A test's browser: who is signed in and the session cookie its requests carry (none when signed out). */
export function testBrowser(db: Db) {
  let actor: Actor | null = null;
  let cookie = "";
  return {
    get actor() {
      return actor;
    },
    get cookie() {
      return cookie;
    },
    /** Signs `who` in through a fresh session (null: signed out) and answers it. */
    async signIn<A extends Actor | null>(who: A): Promise<A> {
      actor = who;
      cookie = who ? await sessionCookieFor(db, who.id) : "";
      return who;
    },
    /** Request headers with this browser's session cookie added to any given. */
    headers(init?: HeadersInit): Headers {
      const headers = new Headers(init);
      if (cookie) headers.set("cookie", [headers.get("cookie"), cookie].filter(Boolean).join("; "));
      return headers;
    },
  };
}
