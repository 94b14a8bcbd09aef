"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { SubmitButton } from "@/components/forms/submit-button";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { deleteAccountInput } from "@/lib/account/account-input";
import { signOutAction } from "@/server/auth/actions";
import { api } from "@/trpc/react";

type DeleteValues = z.input<typeof deleteAccountInput>;

/** Deletes the account after the person types their e-mail again; the server ends every session, this browser signs out. */
export function DeleteAccountForm() {
  const t = useTranslations("auth.settings.delete");
  const [leaving, startLeaving] = useTransition();
  const form = useForm<DeleteValues, unknown, z.output<typeof deleteAccountInput>>({
    resolver: schemaResolver(deleteAccountInput),
    defaultValues: { confirmEmail: "" },
  });
  const remove = api.account.deleteAccount.useMutation(
    useMutationFeedback({ form, refresh: false, onSuccess: () => startLeaving(() => signOutAction()) }),
  );
  const typed = useWatch({ control: form.control, name: "confirmEmail" }).trim().length > 0;

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit((input) => remove.mutate(input))} className="flex flex-col gap-3">
        <FormField
          control={form.control}
          name="confirmEmail"
          render={({ field }) => (
            <FormItem fieldId="delete-confirm">
              <FormLabel>{t("confirmLabel")}</FormLabel>
              <FormControl>
                <Input {...field} type="email" autoComplete="off" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormRootMessage />
        {remove.isSuccess ? <p role="status" className="text-sm">{t("done")}</p> : null}
        <SubmitButton
          variant="destructive"
          size="default"
          className="w-full sm:w-auto sm:self-start"
          pending={remove.isPending || leaving}
          pendingLabel={t("deleting")}
          disabled={!typed || remove.isPending || leaving}
        >
          {t("submit")}
        </SubmitButton>
      </form>
    </Form>
  );
}
