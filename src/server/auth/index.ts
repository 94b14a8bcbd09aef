import "server-only";
import NextAuth, { type NextAuthConfig } from "next-auth";
import { getDb } from "@/server/db";
import { createAuthConfig } from "./config";

let config: NextAuthConfig | undefined;

/**
 * Auth.js, configured on first use: the database is opened at request time, never during
 * `next build` (which has no DATABASE_URL).
 */
export const { handlers, signIn, signOut } = NextAuth(() => (config ??= createAuthConfig(getDb())));
