"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useFieldErrorText } from "@/components/forms/field-error-text";
import { PictureInput } from "@/components/creator-settings/picture-input";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { SubmitButton } from "@/components/forms/submit-button";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { updateAccountProfileInput } from "@/lib/account/account-input";
import { ACCOUNT_NAME_MAX } from "@/lib/account/profile-rules";
import { api } from "@/trpc/react";

type ProfileValues = z.input<typeof updateAccountProfileInput>;

/** The account's own name and photo (`account.updateProfile`); the photo goes through the checked uploads. */
export function AccountProfileForm({ name, avatarUrl }: { name: string | null; avatarUrl: string | null }) {
  const t = useTranslations("auth.settings.profile");
  const tSettings = useTranslations("auth.settings");
  const errorText = useFieldErrorText();
  const form = useForm<ProfileValues, unknown, z.output<typeof updateAccountProfileInput>>({
    resolver: schemaResolver(updateAccountProfileInput),
    defaultValues: { name: name ?? "", avatarMediaId: undefined },
  });
  const update = api.account.updateProfile.useMutation(
    useMutationFeedback({
      form,
      success: t("saved"),
      // The photo is saved: the next save keeps it unless another is chosen.
      onSuccess: () => form.reset({ name: form.getValues("name"), avatarMediaId: undefined }),
    }),
  );

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit((input) => update.mutate(input))} className="flex flex-col gap-4">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem fieldId="account-name">
              <FormLabel>{t("nameLabel")}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="name" maxLength={ACCOUNT_NAME_MAX} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="avatarMediaId"
          render={({ field, fieldState }) => (
            <PictureInput
              kind="avatar"
              label={t("photo")}
              savedUrl={avatarUrl}
              error={fieldState.error ? errorText(fieldState.error) : null}
              onChange={field.onChange}
            />
          )}
        />
        <FormRootMessage />
        <SubmitButton pending={update.isPending} pendingLabel={tSettings("saving")} size="default" className="w-full sm:w-auto sm:self-start">
          {t("save")}
        </SubmitButton>
      </form>
    </Form>
  );
}
