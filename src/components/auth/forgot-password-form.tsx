"use client";

import { MailCheckIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Link } from "@/i18n/navigation";
import type { AuthFormState } from "@/server/auth/actions";
import { requestPasswordResetAction } from "@/server/auth/password-reset/actions";
import { FieldError, FormAlert } from "@/components/forms/form-messages";
import { SubmitButton } from "@/components/forms/submit-button";

const IDLE: AuthFormState = { status: "idle" };

/** "Forgot password": the address to mail a reset link to; the answer never tells whether it has an account. */
export function ForgotPasswordForm({ showOutboxLink }: { showOutboxLink: boolean }) {
  const t = useTranslations("auth");
  const translate = useTranslations();
  const locale = useLocale();
  const [state, formAction, pending] = useActionState(requestPasswordResetAction, IDLE);

  if (state.status === "sent") {
    return (
      <div className="flex flex-col gap-4" role="status">
        <div className="flex items-center gap-3">
          <MailCheckIcon aria-hidden className="size-8 shrink-0 text-success" />
          <h2 className="text-lg font-semibold">{t("sent.title")}</h2>
        </div>
        <p className="text-sm">{t("forgot.sentBody", { email: state.email })}</p>
        <p className="text-sm text-muted-foreground">{t("sent.spam")}</p>
        {showOutboxLink ? (
          <Button asChild variant="outline" className="h-auto min-h-10 whitespace-normal py-2 text-center">
            <Link href="/dev/outbox">{t("sent.outbox")}</Link>
          </Button>
        ) : null}
      </div>
    );
  }

  const fieldErrors = state.status === "error" ? (state.fieldErrors ?? {}) : {};
  const formError = state.status === "error" && !state.fieldErrors ? state.messageKey : undefined;
  return (
    <form action={formAction} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="locale" value={locale} />
      <FormAlert>{formError ? translate(formError) : null}</FormAlert>
      <div className="flex flex-col gap-2">
        <Label htmlFor="forgot-email">{t("login.email")}</Label>
        <Input
          id="forgot-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          defaultValue={state.status === "error" ? state.values?.email : undefined}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? "forgot-email-error" : undefined}
        />
        <FieldError id="forgot-email-error">{fieldErrors.email ? translate(fieldErrors.email) : null}</FieldError>
      </div>
      <SubmitButton pending={pending} pendingLabel={t("forgot.submitting")}>
        {t("forgot.submit")}
      </SubmitButton>
    </form>
  );
}
