import "server-only";
import type { Db } from "@/server/db";
import { type LOCALES, profiles, users } from "@/server/db/schema";
import { normalizeEmail } from "./email-address";

export interface NewAccount {
  name: string | null;
  email: string;
  role: "fan" | "creator";
  passwordHash?: string | null;
  emailVerified?: Date | null;
  image?: string | null;
  preferredLocale?: (typeof LOCALES)[number];
}

/** Splits a full name into the profile's first name and the rest as last name. */
function splitName(name: string | null) {
  const [firstName = null, ...rest] = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.length > 0 ? rest.join(" ") : null };
}

/**
 * Creates an account and its profile together (one transaction): sign-up, and the accounts that
 * magic links and social sign-in create. Creators start in creator mode.
 */
export async function createAccount(db: Db, account: NewAccount) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: account.name,
        email: normalizeEmail(account.email),
        passwordHash: account.passwordHash ?? null,
        emailVerified: account.emailVerified ?? null,
        image: account.image ?? null,
      })
      .returning({
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        image: users.image,
      });
    if (!user) throw new Error("account insert returned no row");
    const creator = account.role === "creator";
    await tx.insert(profiles).values({
      id: user.id,
      role: account.role,
      isCreator: creator,
      currentMode: creator ? "creator" : "fan",
      preferredLocale: account.preferredLocale ?? "en",
      ...splitName(account.name),
    });
    return user;
  });
}

/** True when a database error is a unique-constraint violation (PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
