import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { verifyPassword } from "@/server/auth/password";
import {
  clearAttempts,
  countAttempt,
  emailKey,
  ipKey,
  type LimitKey,
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
 * Checks an email and password. Every failure (unknown address, no password set, wrong password,
 * malformed input) returns null, so nobody can learn whether an address has an account.
 * Each attempt counts against the address and the IP first (one atomic statement); over the limit
 * it throws RATE_LIMITED without checking the password. A success clears the address's count.
 */
export async function verifyCredentials({
  db,
  input,
  ip,
}: {
  db: Db;
  input: unknown;
  ip: string | null;
}): Promise<VerifiedUser | null> {
  const parsed = credentialsInput.safeParse(input);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;

  const keys: LimitKey[] = [{ key: emailKey(email), max: SIGN_IN_LIMITS.perEmail }];
  if (ip) keys.push({ key: ipKey(ip), max: SIGN_IN_LIMITS.perIp });
  if (await countAttempt(db, keys, SIGN_IN_LIMITS.windowMinutes)) {
    throw new AppError("RATE_LIMITED", "errors.signInRateLimited");
  }

  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const matches = await verifyPassword(user?.passwordHash ?? UNKNOWN_ACCOUNT_HASH, password);
  if (!user?.passwordHash || !matches) return null;

  await clearAttempts(db, [emailKey(email)]);
  if (ip) await releaseAttempt(db, ipKey(ip));
  return { id: user.id, email: user.email, name: user.name };
}
