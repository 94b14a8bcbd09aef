"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useState, useTransition } from "react";
import { FieldError, FormAlert } from "@/components/forms/form-messages";
import { SubmitButton } from "@/components/forms/submit-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { signOutAction } from "@/server/auth/actions";
import { api } from "@/trpc/react";

/** Deletes the account after the person types their e-mail again; the server ends every session, this browser signs out. */
export function DeleteAccountForm() {
  const t = useTranslations("auth.settings.delete");
  const translate = useTranslations();
  const [confirmEmail, setConfirmEmail] = useState("");
  const [leaving, startLeaving] = useTransition();
  const remove = api.account.deleteAccount.useMutation({ onSuccess: () => startLeaving(() => signOutAction()) });
  const fieldError = remove.error?.data?.fieldErrors?.confirmEmail;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    remove.mutate({ confirmEmail });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-2">
        <Label htmlFor="delete-confirm">{t("confirmLabel")}</Label>
        <Input
          id="delete-confirm"
          type="email"
          autoComplete="off"
          value={confirmEmail}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? "delete-confirm-error" : undefined}
          onChange={(e) => setConfirmEmail(e.target.value)}
        />
        <FieldError id="delete-confirm-error">{fieldError ? translate(fieldError) : null}</FieldError>
      </div>
      <FormAlert>{remove.error && !fieldError ? translate(remove.error.data?.messageKey ?? "errors.unexpected") : null}</FormAlert>
      {remove.isSuccess ? <p role="status" className="text-sm">{t("done")}</p> : null}
      <SubmitButton
        variant="destructive"
        size="default"
        className="w-full sm:w-auto sm:self-start"
        pending={remove.isPending || leaving}
        pendingLabel={t("deleting")}
        disabled={!confirmEmail.trim() || remove.isPending || leaving}
      >
        {t("submit")}
      </SubmitButton>
    </form>
  );
}
