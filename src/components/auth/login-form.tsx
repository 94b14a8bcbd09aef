"use client";

import { MailCheckIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Link } from "@/i18n/navigation";
import { type AuthFormState, signInAction } from "@/server/auth/actions";
import { FieldError, FormAlert } from "@/components/forms/form-messages";
import { PasswordInput } from "@/components/forms/password-input";
import { SubmitButton } from "@/components/forms/submit-button";

type Mode = "password" | "magic";

const IDLE: AuthFormState = { status: "idle" };

/**
 * Email and password sign-in, switchable to "email me a sign-in link" when mail can be delivered.
 * Both go through one server action (the form works before the page's script has loaded); errors
 * come back as message keys. `initialErrorKey` shows an error Auth.js sent back to this page.
 */
export function LoginForm({
  returnTo,
  initialErrorKey,
  magicLink,
  showOutboxLink,
}: {
  returnTo?: string;
  initialErrorKey?: string;
  /** Whether sign-in links can be mailed at all (SMTP, or the development outbox). */
  magicLink: boolean;
  showOutboxLink: boolean;
}) {
  const t = useTranslations("auth");
  const translate = useTranslations();
  const locale = useLocale();
  const [state, formAction, pending] = useActionState(signInAction, IDLE);
  const [mode, setMode] = useState<Mode>("password");
  const [submittedMode, setSubmittedMode] = useState<Mode>("password");
  const [dismissedSent, setDismissedSent] = useState<AuthFormState | null>(null);

  if (state.status === "sent" && dismissedSent !== state) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <div className="flex items-center gap-3">
          <MailCheckIcon aria-hidden className="size-8 shrink-0 text-success" />
          <h2 className="text-lg font-semibold">{t("sent.title")}</h2>
        </div>
        <p className="text-sm">{t("sent.body", { email: state.email })}</p>
        <p className="text-sm text-muted-foreground">{t("sent.spam")}</p>
        {showOutboxLink ? (
          <Button asChild variant="outline" className="h-auto min-h-10 whitespace-normal py-2 text-center">
            <Link href="/dev/outbox">{t("sent.outbox")}</Link>
          </Button>
        ) : null}
        <Button type="button" variant="ghost" onClick={() => setDismissedSent(state)}>
          {t("sent.another")}
        </Button>
      </div>
    );
  }

  const answer = state.status === "error" && submittedMode === mode ? state : null;
  const fieldErrors = answer?.fieldErrors ?? {};
  const formError = answer ? (answer.fieldErrors ? undefined : answer.messageKey) : state.status === "idle" ? initialErrorKey : undefined;
  const typedEmail = state.status === "error" ? state.values?.email : state.status === "sent" ? state.email : undefined;

  return (
    <form action={formAction} onSubmit={() => setSubmittedMode(mode)} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={mode} />
      <input type="hidden" name="locale" value={locale} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}

      <FormAlert>{formError ? translate(formError) : null}</FormAlert>

      <div className="flex flex-col gap-2">
        <Label htmlFor="login-email">{t("login.email")}</Label>
        <Input
          id="login-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          defaultValue={typedEmail}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? "login-email-error" : undefined}
        />
        <FieldError id="login-email-error">{fieldErrors.email ? translate(fieldErrors.email) : null}</FieldError>
      </div>

      {mode === "password" ? (
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor="login-password">{t("login.password")}</Label>
            <Link href="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              {t("login.forgotPassword")}
            </Link>
          </div>
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            required
            showLabel={t("login.showPassword")}
            hideLabel={t("login.hidePassword")}
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? "login-password-error" : undefined}
          />
          <FieldError id="login-password-error">{fieldErrors.password ? translate(fieldErrors.password) : null}</FieldError>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t("login.magicHint")}</p>
      )}

      {mode === "password" ? (
        <SubmitButton pending={pending} pendingLabel={t("login.submitting")}>
          {t("login.submit")}
        </SubmitButton>
      ) : (
        <SubmitButton pending={pending} pendingLabel={t("login.magicSubmitting")}>
          {t("login.magicSubmit")}
        </SubmitButton>
      )}

      {magicLink ? (
        <Button
          type="button"
          variant="link"
          className="h-auto self-center whitespace-normal p-0 text-center"
          disabled={pending}
          onClick={() => setMode(mode === "password" ? "magic" : "password")}
        >
          {mode === "password" ? t("login.useMagicLink") : t("login.usePassword")}
        </Button>
      ) : null}
    </form>
  );
}
