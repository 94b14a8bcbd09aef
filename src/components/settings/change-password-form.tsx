"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PasswordInput } from "@/components/forms/password-input";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { SubmitButton } from "@/components/forms/submit-button";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { changePasswordFields } from "@/lib/account/account-input";
import { PASSWORD_LENGTH } from "@/lib/password-limits";
import { api } from "@/trpc/react";

type PasswordValues = z.input<typeof changePasswordFields>;

/**
 * Changes the password (`account.changePassword`): the current one first when the account has
 * one, then a new one under the sign-up rule. Other devices are signed out; this one stays.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations("security.password");
  const translate = useTranslations();
  const form = useForm<PasswordValues, unknown, z.output<typeof changePasswordFields>>({
    resolver: schemaResolver(changePasswordFields),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const change = api.account.changePassword.useMutation(
    useMutationFeedback({ form, success: t("changed"), refresh: false, onSuccess: () => form.reset() }),
  );
  const toggleLabels = { showLabel: translate("auth.login.showPassword"), hideLabel: translate("auth.login.hidePassword") };

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ currentPassword, newPassword }) => change.mutate(hasPassword ? { currentPassword, newPassword } : { newPassword }))}
        className="flex flex-col gap-4"
      >
        <FormRootMessage />
        {hasPassword ? (
          <FormField
            control={form.control}
            name="currentPassword"
            render={({ field }) => (
              <FormItem fieldId="settings-currentPassword">
                <FormLabel>{t("current")}</FormLabel>
                <FormControl>
                  <PasswordInput {...field} autoComplete="current-password" required {...toggleLabels} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ) : null}
        <FormField
          control={form.control}
          name="newPassword"
          render={({ field }) => (
            <FormItem fieldId="settings-newPassword">
              <FormLabel>{t("new")}</FormLabel>
              <FormControl>
                <PasswordInput {...field} autoComplete="new-password" minLength={PASSWORD_LENGTH.min} maxLength={PASSWORD_LENGTH.max} required {...toggleLabels} />
              </FormControl>
              <FormDescription>{translate("security.passwordHint")}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <SubmitButton pending={change.isPending} pendingLabel={t("saving")} size="default" className="w-full sm:w-auto sm:self-start">
          {hasPassword ? t("submitChange") : t("submitSet")}
        </SubmitButton>
      </form>
    </Form>
  );
}
