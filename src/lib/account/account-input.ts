import { z } from "zod";
import { locales } from "@/i18n/routing";
import { PASSWORD_LENGTH } from "@/lib/password-limits";
import { ACCOUNT_NAME_MAX } from "./profile-rules";

/** The account's own name and photo (account.updateProfile); the settings form resolves with it too. */
export const updateAccountProfileInput = z.object({
  name: z.string({ error: "validation.accountNameRequired" }).trim().min(1, "validation.accountNameRequired").max(ACCOUNT_NAME_MAX, "validation.accountNameTooLong"),
  /** A finished avatar upload of one's own to use, null to remove the photo; absent keeps it. */
  avatarMediaId: z.uuid("validation.accountPhoto").nullable().optional(),
});

/** A new password's length; the server adds the common-password check (server/auth/password-rule.ts). */
export const newPasswordLength = z
  .string({ message: "validation.passwordMinLength" })
  .min(PASSWORD_LENGTH.min, "validation.passwordMinLength")
  .max(PASSWORD_LENGTH.max, "validation.passwordMaxLength");

/** A password change as the form sends it (account.changePassword). */
export const changePasswordFields = z.object({
  /** Required when the account already has a password; accounts that only used e-mailed links set a first one. */
  currentPassword: z.string().max(128, "validation.passwordMaxLength").optional(),
  newPassword: newPasswordLength,
});

/** Deleting one's account (account.deleteAccount). */
export const deleteAccountInput = z.object({
  /** The account's own e-mail address, typed again: the one confirmation that works with or without a password. */
  confirmEmail: z.string({ error: "validation.deleteConfirmMismatch" }).trim().max(254, "validation.deleteConfirmMismatch"),
});

/** The language the account prefers for e-mails and later visits (account.setLocale). */
export const setPreferredLocaleInput = z.object({ locale: z.enum(locales, { message: "validation.locale" }) });
