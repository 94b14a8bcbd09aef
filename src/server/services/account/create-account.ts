import "server-only";
import { eq } from "drizzle-orm";
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
    await tx.insert(profiles).values({ id: user.id, ...profileValues(account) });
    return user;
  });
}

/** The profile an account starts with: role, mode, language and name. Creators start in creator mode. */
function profileValues(account: NewAccount) {
  const creator = account.role === "creator";
  return {
    role: account.role,
    isCreator: creator,
    currentMode: creator ? ("creator" as const) : ("fan" as const),
    preferredLocale: account.preferredLocale ?? "en",
    ...splitName(account.name),
  };
}

/**
 * Starts a sign-up over again on an account nobody has confirmed yet: the latest sign-up's name,
 * role and password replace the earlier ones, so a stranger who signed up first with someone
 * else's address keeps no password on it.
 */
export async function restartPendingAccount(db: Db, userId: string, account: NewAccount) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name: account.name, passwordHash: account.passwordHash ?? null }).where(eq(users.id, userId));
    await tx.update(profiles).set({ ...profileValues(account), updatedAt: new Date() }).where(eq(profiles.id, userId));
  });
}

/** True when a database error is a unique-constraint violation (PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
