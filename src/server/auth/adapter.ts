import "server-only";
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import type { Adapter, AdapterUser } from "next-auth/adapters";
import type { Db } from "@/server/db";
import { accounts, sessions, users, verificationTokens } from "@/server/db/schema";
import { createAccount } from "@/server/services/account/create-account";
import { normalizeEmail } from "@/server/services/account/email-address";

/**
 * The Drizzle adapter over Lakou's tables, with two changes: addresses are looked up and stored
 * in one spelling, and accounts created by a magic link or social sign-in get their fan profile
 * in the same transaction as the user row.
 */
export function createAuthAdapter(db: Db): Adapter {
  const base = DrizzleAdapter(db, {
    usersTable: users,
    accountsTable: accounts,
    sessionsTable: sessions,
    verificationTokensTable: verificationTokens,
  });
  return {
    ...base,
    getUserByEmail: (email) => base.getUserByEmail!(normalizeEmail(email)),
    async createUser(data): Promise<AdapterUser> {
      const user = await createAccount(db, {
        name: data.name ?? null,
        email: data.email,
        emailVerified: data.emailVerified,
        image: data.image ?? null,
        role: "fan",
      });
      return { ...user, name: user.name, image: user.image };
    },
  };
}
