"use server";

import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { AuthError } from "next-auth";
import { getLocale } from "next-intl/server";
import { socialProviders } from "@/env";
import { isLocale, type Locale, routing } from "@/i18n/routing";
import { getDb } from "@/server/db";
import { AppError, fieldErrorsOf, type FieldErrors } from "@/server/errors";
import { clientIp } from "@/server/http/client-ip";
import { unparsed } from "@/server/http/rest";
import { emailAddress } from "@/server/services/account/email-address";
import { signUp } from "@/server/services/account/sign-up";
import { credentialsInput } from "@/server/services/account/verify-credentials";
import { signIn, signOut } from "./index";
import { mailDelivery } from "./mail";
import { deviceCookieFor } from "./device-cookie";
import { formLocale, text } from "./form-fields";
import { authCallbackPath } from "./return-path";
import { credentialsErrorKey } from "./sign-in-refusals";

/**
 * What a sign-in or sign-up form shows after the server answered. `values` echoes what was typed
 * (never the password) so the form keeps it.
 */
export type AuthFormState =
  | { status: "idle" }
  | { status: "error"; messageKey: string; fieldErrors?: FieldErrors; values?: Record<string, string> }
  | { status: "sent"; email: string };

/** Every sign-in comes back through /{locale}/auth/callback, which sends the user on. */
function callbackPath(locale: Locale, formData: FormData) {
  return authCallbackPath(locale, text(formData.get("returnTo")));
}

function errorType(error: unknown) {
  return error instanceof AuthError ? error.type : null;
}

/** Signs in with email and password and goes on; failures come back without telling whether the address exists. */
async function passwordSignIn(email: string, password: string, redirectTo: string): Promise<AuthFormState> {
  try {
    await signIn("credentials", { email, password, redirectTo, redirect: false });
  } catch (error) {
    const type = errorType(error);
    if (type === "CredentialsSignin") {
      return { status: "error", messageKey: credentialsErrorKey((error as { code?: string }).code), values: { email } };
    }
    if (type) return { status: "error", messageKey: "errors.signInFailed", values: { email } };
    throw error;
  }
  // This browser proved it knows the password: failures from elsewhere no longer slow it down (device-cookie.ts).
  const device = deviceCookieFor(email);
  if (device) (await cookies()).set(device.name, device.value, device.options);
  redirect(redirectTo);
}

async function magicLinkSignIn(rawEmail: string, redirectTo: string): Promise<AuthFormState> {
  const values = { email: rawEmail };
  if (!mailDelivery.available) return { status: "error", messageKey: "errors.magicLinkFailed", values };
  const email = emailAddress.safeParse(rawEmail);
  if (!email.success) return { status: "error", messageKey: "errors.validation", fieldErrors: { email: "validation.email" }, values };
  try {
    await signIn("email", { email: email.data, redirectTo, redirect: false });
  } catch (error) {
    const type = errorType(error);
    if (type === "AccessDenied") return { status: "error", messageKey: "errors.magicLinkRateLimited", values };
    if (type) return { status: "error", messageKey: "errors.magicLinkFailed", values };
    throw error;
  }
  return { status: "sent", email: email.data };
}

/**
 * The sign-in form: `intent=password` signs in with email and password, `intent=magic` mails a
 * one-time sign-in link. Failures come back as message keys.
 */
export async function signInAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const redirectTo = callbackPath(await formLocale(formData), formData);
  const email = text(formData.get("email"));
  if (text(formData.get("intent")) === "magic") return magicLinkSignIn(email, redirectTo);

  const credentials = credentialsInput.safeParse({ email, password: text(formData.get("password")) });
  if (!credentials.success) {
    return { status: "error", messageKey: "errors.validation", fieldErrors: fieldErrorsOf(credentials.error), values: { email } };
  }
  return passwordSignIn(credentials.data.email, credentials.data.password, redirectTo);
}

/**
 * The sign-up form: the `signUp` service (as `account.signUp`), which answers "check your e-mail"
 * whether the address is new or taken; the confirmation link signs the new account in.
 */
export async function signUpAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const input = {
    name: text(formData.get("name")),
    email: text(formData.get("email")),
    password: text(formData.get("password")),
    role: text(formData.get("role")) || undefined,
    locale: await formLocale(formData),
    returnTo: text(formData.get("returnTo")) || undefined,
  };
  const values = { name: input.name, email: input.email, role: input.role ?? "" };
  try {
    const { email } = await signUp({ db: getDb(), input: unparsed(input), ip: clientIp(await headers()) });
    return { status: "sent", email };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: "error", messageKey: error.messageKey, fieldErrors: error.fieldErrors, values };
  }
}

/** Google or Facebook sign-in (offered only when configured); returns through /auth/callback. */
export async function socialSignInAction(formData: FormData) {
  const provider = text(formData.get("provider"));
  if (provider !== "google" && provider !== "facebook") return;
  if (!socialProviders[provider]) return;
  await signIn(provider, { redirectTo: callbackPath(await formLocale(formData), formData) });
}

/** Signs out and goes to the locale's home page. */
export async function signOutAction() {
  const locale = await getLocale();
  await signOut({ redirect: false });
  redirect(`/${isLocale(locale) ? locale : routing.defaultLocale}`);
}
