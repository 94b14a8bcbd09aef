import "server-only";
import { SUSPENDED_MESSAGE_KEY } from "./suspension";
/**
 * The reasons a password sign-in is refused besides a wrong password (too many attempts, slow down, a
 * suspended account), as the Auth.js error `code` that carries them to the form and the message each shows.
 */
const REFUSALS = {
  rate_limited: "errors.signInRateLimited",
  slow_down: "errors.signInSlowDown",
  suspended: SUSPENDED_MESSAGE_KEY,
} as const;

export type RefusalCode = keyof typeof REFUSALS;

/** The code for a refusal's message key (an unknown key counts as rate limited). */
export function refusalCodeOf(messageKey: string): RefusalCode {
  const found = (Object.keys(REFUSALS) as RefusalCode[]).find((code) => REFUSALS[code] === messageKey);
  return found ?? "rate_limited";
}

/** What the sign-in form says for a CredentialsSignin error with this code. */
export function credentialsErrorKey(code: string | undefined): string {
  return code && code in REFUSALS ? REFUSALS[code as RefusalCode] : "errors.invalidCredentials";
}
