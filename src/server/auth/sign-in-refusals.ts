import "server-only";
/**
 * The two reasons a password sign-in is refused before the password is checked, as the Auth.js
 * error `code` that carries them to the form and the message each shows.
 */
const REFUSALS = {
  rate_limited: "errors.signInRateLimited",
  slow_down: "errors.signInSlowDown",
} as const;

export type RefusalCode = keyof typeof REFUSALS;

/** The code for a RATE_LIMITED error's message key. */
export function refusalCodeOf(messageKey: string): RefusalCode {
  return messageKey === REFUSALS.slow_down ? "slow_down" : "rate_limited";
}

/** What the sign-in form says for a CredentialsSignin error with this code. */
export function credentialsErrorKey(code: string | undefined): string {
  return code && code in REFUSALS ? REFUSALS[code as RefusalCode] : "errors.invalidCredentials";
}
