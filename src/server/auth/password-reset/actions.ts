"use server";

import "server-only";
import { headers } from "next/headers";
import { getDb } from "@/server/db";
import { AppError } from "@/server/errors";
import { auditRequest } from "@/server/audit/audit-request";
import { clientIp } from "@/server/http/client-ip";
import { unparsed } from "@/server/http/rest";
import { requestPasswordReset, resetPassword } from "@/server/services/account/password-reset";
import type { AuthFormState } from "../actions";
import { formLocale, text } from "../form-fields";

/** "Forgot password": mails a reset link (the same answer whether the address has an account or not). */
export async function requestPasswordResetAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const email = text(formData.get("email"));
  try {
    const answer = await requestPasswordReset({
      db: getDb(),
      input: unparsed({ email, locale: await formLocale(formData) }),
      ip: clientIp(await headers()),
    });
    return { status: "sent", email: answer.email };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: "error", messageKey: error.messageKey, fieldErrors: error.fieldErrors, values: { email } };
  }
}

export type ResetFormState = { status: "idle" } | { status: "done"; email: string } | { status: "error"; messageKey: string; fieldErrors?: Record<string, string> };

/** The reset page's form: sets the new password with the mailed token; every session of the account ends. */
export async function resetPasswordAction(_previous: ResetFormState, formData: FormData): Promise<ResetFormState> {
  try {
    const { email } = await resetPassword({
      db: getDb(),
      input: unparsed({ token: text(formData.get("token")), password: text(formData.get("password")) }),
      request: auditRequest(await headers()),
    });
    return { status: "done", email };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: "error", messageKey: error.messageKey, fieldErrors: error.fieldErrors };
  }
}
