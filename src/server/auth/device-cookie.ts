import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/env";

/**
 * A device cookie (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * signed in to an account with its password carries a signed cookie naming that account. Its
 * password checks count against the cookie, not against the account or the address, so failures
 * from elsewhere never slow the account's owner down on a browser they used before.
 */
export const DEVICE_COOKIE = "lakou-device";
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The account a valid device cookie names, and the cookie's own nonce (its counter's key). */
export interface TrustedDevice {
  email: string;
  nonce: string;
}

const signature = (payload: string, secret: string) => createHmac("sha256", `device-cookie:${secret}`).update(payload).digest("base64url");

/** A fresh cookie value for `email`: `<email, base64url>.<nonce>.<HMAC-SHA256 of both>`. */
export function issueDeviceCookie(email: string, secret: string): string {
  const payload = `${Buffer.from(email.toLowerCase()).toString("base64url")}.${randomBytes(16).toString("base64url")}`;
  return `${payload}.${signature(payload, secret)}`;
}

/** The device a cookie value stands for, or null when it is missing, malformed or not signed by us. */
function readDeviceCookie(value: string | undefined, secret: string): TrustedDevice | null {
  const [email, nonce, mac, ...extra] = (value ?? "").split(".");
  if (!email || !nonce || !mac || extra.length) return null;
  const expected = Buffer.from(signature(`${email}.${nonce}`, secret));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { email: Buffer.from(email, "base64url").toString(), nonce };
}

/** The device cookie's value in a request's Cookie header. */
function deviceCookieOf(headers: Headers): string | undefined {
  const escaped = DEVICE_COOKIE.replace(/[-]/g, "\\-");
  return headers.get("cookie")?.match(new RegExp(`(?:^|;\\s*)${escaped}=([^;]+)`))?.[1];
}

/** The device a request's cookie names (null without AUTH_SECRET: nothing can be trusted unsigned). */
export function trustedDeviceOf(headers: Headers, secret = env.AUTH_SECRET): TrustedDevice | null {
  return secret ? readDeviceCookie(deviceCookieOf(headers), secret) : null;
}

/** The device cookie a browser is given after signing in to `email` with its password (null without AUTH_SECRET). */
export function deviceCookieFor(email: string, secret = env.AUTH_SECRET) {
  if (!secret) return null;
  return {
    name: DEVICE_COOKIE,
    value: issueDeviceCookie(email, secret),
    options: {
      httpOnly: true,
      sameSite: "lax" as const,
      secure: env.APP_URL.startsWith("https://"),
      path: "/",
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    },
  };
}
