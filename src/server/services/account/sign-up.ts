import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { hashPassword } from "@/server/auth/password";
import type { Db } from "@/server/db";
import { LOCALES, users } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { createAccount, isUniqueViolation } from "./create-account";
import { emailAddress } from "./email-address";

export const SIGN_UP_ROLES = ["fan", "creator"] as const;

export const signUpInput = z.object({
  name: z.string({ message: "validation.nameLength" }).trim().min(2, "validation.nameLength").max(80, "validation.nameLength"),
  email: emailAddress,
  password: z
    .string({ message: "validation.passwordMinLength" })
    .min(8, "validation.passwordMinLength")
    .max(128, "validation.passwordMaxLength"),
  role: z.enum(SIGN_UP_ROLES, { message: "validation.signUpRole" }),
  /** The language the visitor signed up in becomes their preferred language. */
  locale: z.enum(LOCALES).optional(),
});

/** The same answer for an address already in use, however it is spelled or however the race ends. */
const emailTaken = () => new AppError("CONFLICT", "errors.emailTaken", { email: "errors.emailTaken" });

/**
 * Creates a fan or creator account with an argon2id password. The caller signs the new account in.
 * Creators start in creator mode; their public creator profile comes with creator onboarding.
 */
export async function signUp({ db, input }: { db: Db; input: unknown }) {
  const { name, email, password, role, locale } = parseInput(signUpInput, input);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(password);
  try {
    const user = await createAccount(db, { name, email, role, passwordHash, preferredLocale: locale });
    return { userId: user.id, role };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
