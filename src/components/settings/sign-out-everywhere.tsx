"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { FormAlert } from "@/components/forms/form-messages";
import { SubmitButton } from "@/components/forms/submit-button";
import { signOutAction } from "@/server/auth/actions";
import { api } from "@/trpc/react";

/** Ends every session of the account (`account.signOutEverywhere`), then signs this browser out too. */
export function SignOutEverywhere() {
  const t = useTranslations("security.sessions");
  const errorText = useErrorText();
  const [leaving, startLeaving] = useTransition();
  const end = api.account.signOutEverywhere.useMutation({
    onSuccess: () => startLeaving(() => signOutAction()),
  });
  const pending = end.isPending || leaving;

  return (
    <div className="flex flex-col gap-3">
      <FormAlert>{end.error ? errorText(end.error) : null}</FormAlert>
      <SubmitButton
        type="button"
        variant="outline"
        size="default"
        className="w-full sm:w-auto sm:self-start"
        pending={pending}
        pendingLabel={t("signingOut")}
        onClick={() => end.mutate()}
      >
        {t("signOutEverywhere")}
      </SubmitButton>
    </div>
  );
}
