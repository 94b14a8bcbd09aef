import "server-only";
import { env } from "@/env";
/** Stripe's Payment Element: its script, its frames (card fields, 3-D Secure) and the API it calls. */
const STRIPE = { script: "https://js.stripe.com", frames: "https://js.stripe.com https://hooks.stripe.com", api: "https://api.stripe.com" };
/** Where the social sign-in forms post on to (Auth.js answers the form with a redirect there). */
const SOCIAL_SIGN_IN = "https://accounts.google.com https://www.facebook.com";

/** A fresh nonce for one page response (128 random bits). */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The pages' Content-Security-Policy. Scripts run only with this response's nonce (Next.js puts it
 * on its own scripts when the request carries this header) and whatever those load
 * ('strict-dynamic', which is how Stripe.js arrives); nothing may frame Lakou. Inline style
 * attributes stay allowed: Radix and Sonner set them, and they cannot run code.
 */
export function contentSecurityPolicy(nonce: string, development = env.NODE_ENV === "development"): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${STRIPE.script}${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data: https://*.stripe.com",
    "media-src 'self' blob: data:",
    "font-src 'self' data:",
    `connect-src 'self' ${STRIPE.api}`,
    `frame-src ${STRIPE.frames}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${SOCIAL_SIGN_IN}`,
  ].join("; ");
}
