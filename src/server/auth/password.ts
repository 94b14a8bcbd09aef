import argon2 from "argon2";

/** argon2id at the OWASP minimum: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string) {
  return argon2.hash(plain, OPTIONS);
}

/** False for a wrong password and for a malformed hash alike. */
export async function verifyPassword(hash: string, plain: string) {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
