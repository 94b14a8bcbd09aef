import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { env } from "@/env";
import type { Locale } from "@/i18n/routing";
import type { Queryable } from "@/server/db";
import { passwordResetTokens } from "@/server/db/schema";

/** A password reset link works once, for an hour. */
const PASSWORD_RESET_MAX_AGE_MINUTES = 60;

/** The form of a mailed reset token (64 hex characters); anything else is refused before the database. */
export const RESET_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export function resetTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The one token service behind "Forgot password" and an admin's forced reset: a new single-use link to
 * /{locale}/reset-password for the account (its earlier unused links stop working). Only the sha256 of the
 * token is stored. `requestedBy` names the admin who forced it.
 */
export async function createPasswordResetLink(
  db: Queryable,
  { userId, locale, requestedBy = null }: { userId: string; locale: Locale; requestedBy?: string | null },
): Promise<string> {
  const token = randomBytes(32).toString("hex");
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: resetTokenHash(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_MAX_AGE_MINUTES * 60 * 1000),
    requestedBy,
  });
  const link = new URL(`/${locale}/reset-password`, env.APP_URL);
  link.searchParams.set("token", token);
  return link.toString();
}

/** Forgets reset links that were used or whose hour has passed (scheduled with the other auth purges). */
export async function purgeExpiredPasswordResets(db: Queryable): Promise<number> {
  const rows = await db
    .delete(passwordResetTokens)
    .where(or(lte(passwordResetTokens.expiresAt, sql`now()`), sql`${passwordResetTokens.usedAt} is not null`))
    .returning({ id: passwordResetTokens.id });
  return rows.length;
}
