"use client";

import { CircleCheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Link } from "@/i18n/navigation";
import { type ResetFormState, resetPasswordAction } from "@/server/auth/password-reset/actions";
import { FieldError, FormAlert } from "@/components/forms/form-messages";
import { PasswordInput } from "@/components/forms/password-input";
import { SubmitButton } from "@/components/forms/submit-button";

const IDLE: ResetFormState = { status: "idle" };

/** The new password for the account a mailed reset link belongs to; done, every session of it has ended. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const translate = useTranslations();
  const [state, formAction, pending] = useActionState(resetPasswordAction, IDLE);

  if (state.status === "done") {
    return (
      <div className="flex flex-col gap-4" role="status">
        <div className="flex items-center gap-3">
          <CircleCheckIcon aria-hidden className="size-8 shrink-0 text-success" />
          <h2 className="text-lg font-semibold">{t("reset.doneTitle")}</h2>
        </div>
        <p className="text-sm">{t("reset.doneBody", { email: state.email })}</p>
        <Button asChild>
          <Link href="/login">{t("reset.signIn")}</Link>
        </Button>
      </div>
    );
  }

  const fieldErrors = state.status === "error" ? (state.fieldErrors ?? {}) : {};
  const formError = state.status === "error" ? (state.fieldErrors ? fieldErrors.token : state.messageKey) : undefined;
  return (
    <form action={formAction} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      <FormAlert>
        {formError ? (
          <>
            {translate(formError)}{" "}
            <Link href="/forgot-password" className="font-medium underline underline-offset-4">
              {t("reset.askAgain")}
            </Link>
          </>
        ) : null}
      </FormAlert>
      <div className="flex flex-col gap-2">
        <Label htmlFor="reset-password">{t("reset.newPassword")}</Label>
        <PasswordInput
          id="reset-password"
          name="password"
          autoComplete="new-password"
          required
          showLabel={t("login.showPassword")}
          hideLabel={t("login.hidePassword")}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? "reset-password-error" : "reset-password-hint"}
        />
        <p id="reset-password-hint" className="text-xs text-muted-foreground">
          {translate("security.passwordHint")}
        </p>
        <FieldError id="reset-password-error">{fieldErrors.password ? translate(fieldErrors.password) : null}</FieldError>
      </div>
      <SubmitButton pending={pending} pendingLabel={t("reset.submitting")}>
        {t("reset.submit")}
      </SubmitButton>
    </form>
  );
}
