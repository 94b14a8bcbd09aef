import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { TrustedDevice } from "@/server/auth/device-cookie";
import { verifyPassword } from "@/server/auth/password";
import { isSuspended, SUSPENDED_MESSAGE_KEY } from "@/server/auth/suspension";
import {
  claimPasswordCheck,
  clearAccountFailures,
  countAttempt,
  DEVICE_LIMIT,
  deviceKey,
  ipKey,
  releaseAttempt,
  SIGN_IN_LIMITS,
} from "@/server/auth/rate-limit";
import type { Db } from "@/server/db";
import { users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { emailAddress } from "./email-address";

export const credentialsInput = z.object({
  email: emailAddress,
  password: z.string().min(1, "validation.passwordRequired").max(128, "validation.passwordMaxLength"),
});

/**
 * Verified against when no account matches, so an unknown address costs the same time as a wrong
 * password (same argon2id parameters as real hashes).
 */
const UNKNOWN_ACCOUNT_HASH = "$argon2id$v=19$m=19456,p=1,t=2$3lFx/rX8lMLgf8JwnTiJVg$e/Np3O9xeDw07DR9/Q+PyzbezOLZNscGUnZTp6YOK7M";

export interface VerifiedUser {
  id: string;
  email: string;
  name: string | null;
}

/**
 * Checks an email and password. Every failure (unknown address, unconfirmed address, no password
 * set, wrong password, malformed input) returns null, so nobody can learn whether an address has
 * an account. Each attempt counts against the client address first (over its limit: RATE_LIMITED
 * `errors.signInRateLimited`), then claims a password check for the account: while the account's
 * slow-down runs it throws RATE_LIMITED `errors.signInSlowDown` without checking anything, so
 * guessing slows down but the right password always works again once the short wait is over.
 * A browser with a device cookie for this account (a past successful sign-in) is counted on its own
 * (DEVICE_LIMIT) instead, so neither the address's nor the account's failures from elsewhere refuse
 * the owner. A success forgets the account's failures and gives the address or device its attempt back.
 */
export async function verifyCredentials({
  db,
  input,
  ip,
  device,
}: {
  db: Db;
  /** The sign-in form's fields as Auth.js hands them over: any of them may be missing or of another type. */
  input: Partial<Record<keyof z.input<typeof credentialsInput>, unknown>>;
  ip: string;
  /** The verified device cookie the browser sent, if any (src/server/auth/device-cookie.ts). */
  device?: TrustedDevice | null;
}): Promise<VerifiedUser | null> {
  const parsed = credentialsInput.safeParse(input);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;

  const trusted = device && device.email === email.toLowerCase() ? device : null;
  const attemptKey = trusted ? deviceKey(trusted.nonce) : ipKey(ip);
  if (trusted) {
    if (await countAttempt(db, [{ key: attemptKey, max: DEVICE_LIMIT.failures }], DEVICE_LIMIT.windowMinutes)) {
      throw new AppError("RATE_LIMITED", "errors.signInSlowDown");
    }
  } else {
    if (await countAttempt(db, [{ key: attemptKey, max: SIGN_IN_LIMITS.perIp }], SIGN_IN_LIMITS.windowMinutes)) {
      throw new AppError("RATE_LIMITED", "errors.signInRateLimited");
    }
    if (!(await claimPasswordCheck(db, email))) throw new AppError("RATE_LIMITED", "errors.signInSlowDown");
  }

  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      passwordHash: users.passwordHash,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const matches = await verifyPassword(user?.passwordHash ?? UNKNOWN_ACCOUNT_HASH, password);
  if (!user?.passwordHash || !user.emailVerified || !matches) return null;
  // Said only to whoever knows the password, so it reveals nothing about who has an account.
  if (await isSuspended(db, user.id)) throw new AppError("FORBIDDEN", SUSPENDED_MESSAGE_KEY);

  await clearAccountFailures(db, email);
  await releaseAttempt(db, attemptKey);
  return { id: user.id, email: user.email, name: user.name };
}
