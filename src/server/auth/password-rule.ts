import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";
import type { z } from "zod";
import { newPasswordLength } from "@/lib/account/account-input";


/** zxcvbn-ts's list of the most used passwords (about 49,000, lower case), read once. */
const COMMON_PASSWORDS = new Set(dictionary["passwords-common"]);

/** True for a password found in the common-password list, in any letter case. */
function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** True when the password is the account's address, or the part before the @, in any letter case. */
export function passwordIsEmail(password: string, email: string): boolean {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  return candidate === address || candidate === address.split("@")[0];
}

/** The one rule for a new password (sign-up, password change): 8 to 128 characters, not a common one. */
export const newPassword = newPasswordLength.refine((password) => !isCommonPassword(password), "security.passwordCommon");

/** The rest of the rule, which needs the address: refuses a password that is the e-mail itself. */
export function refusePasswordIsEmail(
  { password, email }: { password: string; email: string },
  ctx: z.RefinementCtx,
  path = "password",
) {
  if (passwordIsEmail(password, email)) ctx.addIssue({ code: "custom", path: [path], message: "security.passwordIsEmail" });
}
