"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { PASSWORD_LENGTH } from "@/lib/password-limits";
import { type AuthFormState, signUpAction } from "@/server/auth/actions";
import { FieldError, FormAlert } from "@/components/forms/form-messages";
import { PasswordInput } from "@/components/forms/password-input";
import { SignUpSent } from "./sign-up-sent";
import { SubmitButton } from "@/components/forms/submit-button";

type Field = "name" | "email" | "password" | "role";

const IDLE: AuthFormState = { status: "idle" };

/**
 * Sign-up as a fan or a creator. The server action answers "check your e-mail" for every accepted
 * sign-up (new or taken address alike); the mailed link confirms the address, signs the new account
 * in and goes on to `returnTo` or its home. A field's error hides once that field is edited.
 */
export function SignUpForm({
  returnTo,
  defaultRole = "fan",
  showOutboxLink,
}: {
  returnTo?: string;
  defaultRole?: "fan" | "creator";
  showOutboxLink: boolean;
}) {
  const t = useTranslations("auth");
  const translate = useTranslations();
  const locale = useLocale();
  const [state, formAction, pending] = useActionState(signUpAction, IDLE);
  const [edited, setEdited] = useState<{ answer: AuthFormState; fields: ReadonlySet<Field> }>({
    answer: state,
    fields: new Set(),
  });

  const answer = state.status === "error" ? state : null;
  const editedFields = edited.answer === state ? edited.fields : new Set<Field>();
  const errorOf = (field: Field) => (editedFields.has(field) ? undefined : answer?.fieldErrors?.[field]);
  const formError = answer && !answer.fieldErrors ? answer.messageKey : undefined;
  const values = answer?.values ?? {};
  const role = values.role || defaultRole;

  if (state.status === "sent") return <SignUpSent email={state.email} showOutboxLink={showOutboxLink} />;

  const markEdited = (field: Field) => () =>
    setEdited({ answer: state, fields: new Set(editedFields).add(field) });
  const describedBy = (field: Field, fallback?: string) => ({
    "aria-invalid": errorOf(field) ? true : undefined,
    "aria-describedby": errorOf(field) ? `signup-${field}-error` : fallback,
  });

  return (
    <form action={formAction} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="locale" value={locale} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}

      <FormAlert>{formError ? translate(formError) : null}</FormAlert>

      <div className="flex flex-col gap-2">
        <Label htmlFor="signup-name">{t("signup.name")}</Label>
        <Input
          id="signup-name"
          name="name"
          autoComplete="name"
          maxLength={80}
          required
          defaultValue={values.name}
          onChange={markEdited("name")}
          {...describedBy("name")}
        />
        <FieldError id="signup-name-error">{errorOf("name") ? translate(errorOf("name")!) : null}</FieldError>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="signup-email">{t("signup.email")}</Label>
        <Input
          id="signup-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          defaultValue={values.email}
          onChange={markEdited("email")}
          {...describedBy("email")}
        />
        <FieldError id="signup-email-error">
          {errorOf("email") ? translate(errorOf("email")!) : null}
        </FieldError>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="signup-password">{t("signup.password")}</Label>
        <PasswordInput
          id="signup-password"
          name="password"
          autoComplete="new-password"
          minLength={PASSWORD_LENGTH.min}
          maxLength={PASSWORD_LENGTH.max}
          required
          onChange={markEdited("password")}
          showLabel={t("login.showPassword")}
          hideLabel={t("login.hidePassword")}
          {...describedBy("password", "signup-password-hint")}
        />
        {errorOf("password") ? (
          <FieldError id="signup-password-error">{translate(errorOf("password")!)}</FieldError>
        ) : (
          <p id="signup-password-hint" className="text-sm text-muted-foreground">
            {translate("security.passwordHint")}
          </p>
        )}
      </div>

      <fieldset className="flex flex-col gap-2" aria-describedby={errorOf("role") ? "signup-role-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">{t("signup.roleLegend")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(["fan", "creator"] as const).map((option) => (
            <label
              key={option}
              className={cn(
                "flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors hover:bg-muted",
                "has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              )}
            >
              <input
                type="radio"
                name="role"
                value={option}
                defaultChecked={role === option}
                onChange={markEdited("role")}
                className="mt-1 size-4 accent-[var(--primary)]"
              />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-medium">{t(option === "fan" ? "signup.roleFan" : "signup.roleCreator")}</span>
                <span className="text-xs text-muted-foreground">
                  {t(option === "fan" ? "signup.roleFanHint" : "signup.roleCreatorHint")}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="signup-role-error">{errorOf("role") ? translate(errorOf("role")!) : null}</FieldError>
      </fieldset>

      <SubmitButton pending={pending} pendingLabel={t("signup.submitting")}>
        {t("signup.submit")}
      </SubmitButton>
    </form>
  );
}
