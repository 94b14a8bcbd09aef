import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import { type Locale, routing } from "@/i18n/routing";
import { linkMail } from "@/server/auth/magic-link-mail";
import { mailDelivery } from "@/server/auth/mail";
import { hashPassword } from "@/server/auth/password";
import { createPasswordResetLink, RESET_TOKEN_PATTERN, resetTokenHash } from "@/server/auth/password-reset-link";
import { newPassword, passwordIsEmail } from "@/server/auth/password-rule";
import {
  clearAccountFailures,
  countAttempt,
  PASSWORD_RESET_LIMIT,
  passwordResetIpKey,
  passwordResetKey,
} from "@/server/auth/rate-limit";
import { endSessionsOf } from "@/server/auth/server-sessions";
import { type AuditEntry, writeAudit } from "@/server/audit/write-audit";
import type { Db } from "@/server/db";
import { LOCALES, passwordResetTokens, profiles, users } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { enqueue } from "@/server/jobs/enqueue";
import { emailAddress } from "./email-address";

export const requestPasswordResetInput = z.object({ email: emailAddress, locale: z.enum(LOCALES).optional() });

/** The mail that carries a reset link, in the reader's language (`forced`: an admin asked for it). */
export function passwordResetMail({ to, link, locale, forced }: { to: string; link: string; locale: Locale; forced: boolean }) {
  return linkMail({ to, link, locale, keys: forced ? "auth.resetMail.forced" : "auth.resetMail.requested" });
}

/**
 * "Forgot password": mails a single-use reset link to the address when it has an account, and answers the
 * same either way (nobody learns whether an address is registered). Counted per address and per client.
 */
export async function requestPasswordReset({ db, input, ip }: { db: Db; input: z.input<typeof requestPasswordResetInput>; ip: string }) {
  const { email, locale = routing.defaultLocale } = parseInput(requestPasswordResetInput, input);
  if (!mailDelivery.available) throw new AppError("UNAVAILABLE", "auth.reset.unavailable");
  const limited = await countAttempt(
    db,
    [
      { key: passwordResetKey(email), max: PASSWORD_RESET_LIMIT.perEmail },
      { key: passwordResetIpKey(ip), max: PASSWORD_RESET_LIMIT.perIp },
    ],
    PASSWORD_RESET_LIMIT.windowMinutes,
  );
  if (limited) throw new AppError("RATE_LIMITED", "auth.reset.rateLimited");
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (owner) {
    await db.transaction(async (tx) => {
      const link = await createPasswordResetLink(tx, { userId: owner.id, locale });
      await enqueue(tx, "mail.send", passwordResetMail({ to: email, link, locale, forced: false }));
      await writeAudit(tx, owner, {
        action: "auth.password_reset_requested",
        category: "security",
        resource: "user",
        resourceId: owner.id,
        request: { ipAddress: ip },
      });
    });
  }
  return { status: "sent" as const, email };
}

export const resetPasswordInput = z.object({
  token: z.string({ message: "auth.validation.resetLink" }).regex(RESET_TOKEN_PATTERN, "auth.validation.resetLink"),
  password: newPassword,
});

/**
 * Follows a reset link: sets the new password (the sign-up rule), uses the link up (once), confirms the
 * address (the mail reached its owner), ends every session of the account and forgets its sign-in failures.
 * An unknown, used or expired link is a CONFLICT saying so.
 */
export async function resetPassword({
  db,
  input,
  request,
}: {
  db: Db;
  input: z.input<typeof resetPasswordInput>;
  request?: AuditEntry["request"];
}) {
  const { token, password } = parseInput(resetPasswordInput, input);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, resetTokenHash(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId, requestedBy: passwordResetTokens.requestedBy });
    if (!link) throw new AppError("CONFLICT", "auth.reset.linkInvalid");
    const [user] = await tx
      .select({ email: users.email, emailVerified: users.emailVerified, locale: profiles.preferredLocale })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, link.userId));
    if (!user) throw new AppError("CONFLICT", "auth.reset.linkInvalid");
    if (passwordIsEmail(password, user.email)) {
      throw new AppError("VALIDATION", "errors.validation", { password: "security.passwordIsEmail" });
    }
    await tx
      .update(users)
      .set({ passwordHash, emailVerified: user.emailVerified ?? new Date() })
      .where(eq(users.id, link.userId));
    await endSessionsOf(tx, link.userId);
    await clearAccountFailures(tx, user.email);
    await writeAudit(tx, { id: link.userId }, {
      action: "auth.password_reset",
      category: "security",
      resource: "user",
      resourceId: link.userId,
      severity: "medium",
      metadata: { forcedBy: link.requestedBy },
      request,
    });
    return { email: user.email };
  });
}
