"use client";

import { useTranslations } from "next-intl";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { toast } from "sonner";
import { FieldError, FormAlert } from "@/components/forms/form-messages";
import { PasswordInput } from "@/components/forms/password-input";
import { SubmitButton } from "@/components/forms/submit-button";
import { Label } from "@/components/ui/label";
import { PASSWORD_LENGTH } from "@/lib/password-limits";
import { api } from "@/trpc/react";

type Field = "currentPassword" | "newPassword";

/**
 * Changes the password (`account.changePassword`): the current one first when the account has
 * one, then a new one under the sign-up rule. Other devices are signed out; this one stays.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations("security.password");
  const translate = useTranslations();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: "", newPassword: "" });
  const change = api.account.changePassword.useMutation({
    onSuccess: () => {
      setValues({ currentPassword: "", newPassword: "" });
      toast.success(t("changed"));
    },
  });
  const fieldErrors = change.error?.data?.fieldErrors ?? {};
  const formError = change.error && !change.error.data?.fieldErrors ? change.error.data?.messageKey ?? "errors.unexpected" : null;
  const errorOf = (field: Field) => (fieldErrors[field] ? translate(fieldErrors[field]) : null);
  const inputProps = (field: Field, describedBy?: string) => ({
    id: `settings-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: event.target.value }),
    "aria-invalid": errorOf(field) ? true : undefined,
    "aria-describedby": errorOf(field) ? `settings-${field}-error` : describedBy,
    showLabel: translate("auth.login.showPassword"),
    hideLabel: translate("auth.login.hidePassword"),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate(hasPassword ? values : { newPassword: values.newPassword });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert>{formError ? translate(formError) : null}</FormAlert>
      {hasPassword ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor="settings-currentPassword">{t("current")}</Label>
          <PasswordInput autoComplete="current-password" required {...inputProps("currentPassword")} />
          <FieldError id="settings-currentPassword-error">{errorOf("currentPassword")}</FieldError>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor="settings-newPassword">{t("new")}</Label>
        <PasswordInput
          autoComplete="new-password"
          minLength={PASSWORD_LENGTH.min}
          maxLength={PASSWORD_LENGTH.max}
          required
          {...inputProps("newPassword", "settings-newPassword-hint")}
        />
        <p id="settings-newPassword-hint" className="text-sm text-muted-foreground">
          {translate("security.passwordHint")}
        </p>
        <FieldError id="settings-newPassword-error">{errorOf("newPassword")}</FieldError>
      </div>
      <SubmitButton pending={change.isPending} pendingLabel={t("saving")} size="default" className="w-full sm:w-auto sm:self-start">
        {hasPassword ? t("submitChange") : t("submitSet")}
      </SubmitButton>
    </form>
  );
}
