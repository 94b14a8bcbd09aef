import "server-only";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type Locale, routing } from "@/i18n/routing";
import { linkMail } from "@/server/auth/magic-link-mail";
import { mailDelivery } from "@/server/auth/mail";
import { hashPassword } from "@/server/auth/password";
import { newPassword, refusePasswordIsEmail } from "@/server/auth/password-rule";
import { countAttempt, SIGN_UP_LIMIT, signUpIpKey } from "@/server/auth/rate-limit";
import { authCallbackPath } from "@/server/auth/return-path";
import { createSignInLink } from "@/server/auth/sign-in-link";
import type { Db } from "@/server/db";
import { accounts, LOCALES, users } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { enqueue } from "@/server/jobs/enqueue";
import { createAccount, isUniqueViolation, restartPendingAccount } from "./create-account";
import { emailAddress } from "./email-address";

const SIGN_UP_ROLES = ["fan", "creator"] as const;

export const signUpInput = z
  .object({
    name: z.string({ message: "validation.nameLength" }).trim().min(2, "validation.nameLength").max(80, "validation.nameLength"),
    email: emailAddress,
    password: newPassword,
    role: z.enum(SIGN_UP_ROLES, { message: "validation.signUpRole" }),
    /** The language the visitor signed up in becomes their preferred language, and the mail's. */
    locale: z.enum(LOCALES).optional(),
    /** Where the confirmation link finally leads (a path on this site). */
    returnTo: z.string().max(2048).optional(),
  })
  .superRefine(refusePasswordIsEmail);

/** Every sign-up answers this, whether the address was new, pending or already an account. */
export interface SignUpAnswer {
  status: "checkEmail";
  email: string;
}

type SignUpData = z.output<typeof signUpInput>;

/**
 * Whose address this is: nobody's, an account nobody has confirmed yet (no confirmed address, no
 * social sign-in linked), or a real account.
 */
async function addressOwner(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      confirmed: sql<boolean>`${users.emailVerified} is not null
        or exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

/** Creates the account, or starts a pending one over; answers whether the address turned out to be taken. */
async function recordSignUp(db: Db, data: SignUpData, passwordHash: string): Promise<"pending" | "taken"> {
  const account = { name: data.name, email: data.email, role: data.role, passwordHash, preferredLocale: data.locale };
  const owner = await addressOwner(db, data.email);
  if (owner?.confirmed) return "taken";
  if (owner) {
    await restartPendingAccount(db, owner.id, account);
    return "pending";
  }
  try {
    await createAccount(db, account);
    return "pending";
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}

/**
 * Sign-up that tells nobody whether an address has an account. Every accepted sign-up costs one
 * argon2id hash and one mailed sign-in link, and answers "check your e-mail":
 * - a new (or still unconfirmed) address gets its account, which works once the link in the
 *   confirmation mail is followed (password sign-in needs a confirmed address);
 * - an address that already has an account gets a mail telling its owner someone tried to sign up,
 *   with a sign-in link, and nothing changes.
 * Each client address may send SIGN_UP_LIMIT sign-ups per window.
 */
export async function signUp({ db, input, ip }: { db: Db; input: z.input<typeof signUpInput>; ip: string }): Promise<SignUpAnswer> {
  const data = parseInput(signUpInput, input);
  if (!mailDelivery.available) throw new AppError("UNAVAILABLE", "security.signUpUnavailable");
  if (await countAttempt(db, [{ key: signUpIpKey(ip), max: SIGN_UP_LIMIT.perIp }], SIGN_UP_LIMIT.windowMinutes)) {
    throw new AppError("RATE_LIMITED", "security.signUpRateLimited");
  }
  const passwordHash = await hashPassword(data.password);
  const outcome = await recordSignUp(db, data, passwordHash);

  const locale: Locale = data.locale ?? routing.defaultLocale;
  const link = await createSignInLink(db, { email: data.email, callbackPath: authCallbackPath(locale, data.returnTo) });
  const keys = outcome === "taken" ? "security.signUpMail.existing" : "security.signUpMail.confirm";
  await enqueue(db, "mail.send", linkMail({ to: data.email, link, locale, keys }));
  return { status: "checkEmail", email: data.email };
}
