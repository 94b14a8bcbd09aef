import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { lte, sql } from "drizzle-orm";
import { env } from "@/env";
import type { Queryable } from "@/server/db";
import { verificationTokens } from "@/server/db/schema";

/** E-mailed sign-in links (magic links, sign-up confirmations) work once, for a day. */
export const SIGN_IN_LINK_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * A one-time sign-in link for an address, in the form Auth.js's e-mail provider accepts at
 * /api/auth/callback/email (token stored as sha256(token + secret), as Auth.js stores its own).
 * Following it signs the owner in, marks the address confirmed and goes on to `callbackPath`.
 */
export async function createSignInLink(db: Queryable, { email, callbackPath }: { email: string; callbackPath: string }) {
  if (!env.AUTH_SECRET) throw new Error("AUTH_SECRET is required to mail sign-in links");
  const token = randomBytes(32).toString("hex");
  await db.insert(verificationTokens).values({
    identifier: email,
    token: createHash("sha256").update(`${token}${env.AUTH_SECRET}`).digest("hex"),
    expires: new Date(Date.now() + SIGN_IN_LINK_MAX_AGE_SECONDS * 1000),
  });
  const link = new URL("/api/auth/callback/email", env.APP_URL);
  link.search = new URLSearchParams({ callbackUrl: callbackPath, token, email }).toString();
  return link.toString();
}

/** Forgets sign-in links whose day has passed (used or not); answers how many went. */
export async function purgeExpiredSignInLinks(db: Queryable): Promise<number> {
  const rows = await db
    .delete(verificationTokens)
    .where(lte(verificationTokens.expires, sql`now()`))
    .returning({ token: verificationTokens.token });
  return rows.length;
}
