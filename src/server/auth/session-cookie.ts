import "server-only";
import { getToken } from "@auth/core/jwt";
import { env } from "@/env";
import { DecodedSessions } from "./decoded-sessions";

/** Secure cookies whenever the public address is HTTPS, even when a proxy speaks plain HTTP to us. */
export const SECURE_SESSION_COOKIE = env.APP_URL.startsWith("https://");

/** The cookie Auth.js keeps the session JWT in (its own default names, chosen by SECURE_SESSION_COOKIE). */
export const SESSION_COOKIE_NAME = `${SECURE_SESSION_COOKIE ? "__Secure-" : ""}authjs.session-token`;

export interface RequestSession {
  userId: string;
  /** The server-side session (sessions table) the token names. */
  sessionId: string;
}

const decoded = new DecodedSessions<RequestSession>();

/** The session cookie's own part of a Cookie header (Auth.js splits a long token into `name.0`, `name.1`, ...). */
function sessionCookieText(cookie: string): string {
  return cookie
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${SESSION_COOKIE_NAME}=`) || pair.startsWith(`${SESSION_COOKIE_NAME}.`))
    .sort()
    .join("; ");
}

/**
 * The session a request's cookie carries, read as Auth.js reads it (the encrypted JWT, salted with the
 * cookie's name, refused once expired); null without a readable one. A cookie read before is not
 * decrypted again until its token expires (DecodedSessions). Whether that session is still open is the
 * database's answer (loadSessionActor).
 */
export async function readSessionCookie(headers: Headers): Promise<RequestSession | null> {
  const cookie = headers.get("cookie");
  if (!env.AUTH_SECRET || !cookie) return null;
  const text = sessionCookieText(cookie);
  if (!text) return null;
  const known = decoded.get(text);
  if (known) return known;
  // The cookie alone, as Auth.js's auth() reads it (getToken would also take an Authorization header).
  const token = await getToken({
    req: { headers: new Headers({ cookie: text }) },
    secret: env.AUTH_SECRET,
    secureCookie: SECURE_SESSION_COOKIE,
    cookieName: SESSION_COOKIE_NAME,
  });
  if (typeof token?.sub !== "string" || typeof token.sid !== "string" || typeof token.exp !== "number") return null;
  const session = { userId: token.sub, sessionId: token.sid };
  decoded.set(text, session, token.exp * 1000);
  return session;
}
