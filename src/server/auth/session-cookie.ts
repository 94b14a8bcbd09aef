import "server-only";
import { getToken } from "@auth/core/jwt";
import { env } from "@/env";

/** Secure cookies whenever the public address is HTTPS, even when a proxy speaks plain HTTP to us. */
export const SECURE_SESSION_COOKIE = env.APP_URL.startsWith("https://");

/** The cookie Auth.js keeps the session JWT in (its own default names, chosen by SECURE_SESSION_COOKIE). */
export const SESSION_COOKIE_NAME = `${SECURE_SESSION_COOKIE ? "__Secure-" : ""}authjs.session-token`;

export interface RequestSession {
  userId: string;
  /** The server-side session (sessions table) the token names. */
  sessionId: string;
}

/**
 * The session a request's cookie carries, read as Auth.js reads it (the encrypted JWT, salted with the
 * cookie's name, refused once expired); null without a readable one. Whether that session is still open
 * is the database's answer (loadSessionActor).
 */
export async function readSessionCookie(headers: Headers): Promise<RequestSession | null> {
  const cookie = headers.get("cookie");
  if (!env.AUTH_SECRET || !cookie) return null;
  // The cookie alone, as Auth.js's auth() reads it (getToken would also take an Authorization header).
  const token = await getToken({
    req: { headers: new Headers({ cookie }) },
    secret: env.AUTH_SECRET,
    secureCookie: SECURE_SESSION_COOKIE,
    cookieName: SESSION_COOKIE_NAME,
  });
  return typeof token?.sub === "string" && typeof token.sid === "string" ? { userId: token.sub, sessionId: token.sid } : null;
}
