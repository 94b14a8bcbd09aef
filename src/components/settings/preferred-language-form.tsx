"use client";

import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { SubmitButton } from "@/components/forms/submit-button";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { LANGUAGE_NAMES } from "@/components/layout/use-locale-switch";
import { Form, FormRootMessage } from "@/components/ui/form";
import { FormSelectField } from "@/components/ui/form-select-field";
import { type Locale, locales } from "@/i18n/routing";
import { setPreferredLocaleInput } from "@/lib/account/account-input";
import { switchLocalePath } from "@/lib/locale-links";
import { api } from "@/trpc/react";

const resolver = schemaResolver(setPreferredLocaleInput);

/**
 * Saves the preferred language on the profile (`account.setLocale`). Choosing another language
 * than the page's also reloads this page in that language.
 */
export function PreferredLanguageForm({ saved }: { saved: Locale }) {
  const t = useTranslations("auth.settings");
  const current = useLocale() as Locale;
  const form = useForm<z.input<typeof setPreferredLocaleInput>, unknown, z.output<typeof setPreferredLocaleInput>>({
    resolver,
    defaultValues: { locale: saved },
  });
  const setLocale = api.account.setLocale.useMutation(
    useMutationFeedback({
      form,
      refresh: false,
      onSuccess: ({ locale }: { locale: Locale }) => {
        if (locale === current) {
          toast.success(t("saved"));
          return;
        }
        const { pathname, search } = window.location;
        window.location.assign(switchLocalePath(`${pathname}${search}`, locale));
      },
    }),
  );
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((input) => setLocale.mutate(input))} noValidate className="flex flex-col gap-3">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <FormSelectField
            control={form.control}
            name="locale"
            label={t("languageLabel")}
            options={locales.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale], lang: locale }))}
            className="flex-1"
            fieldId="preferred-language"
            alert
          />
          <SubmitButton pending={setLocale.isPending} pendingLabel={t("saving")} size="default" className="w-full sm:w-auto">
            {t("save")}
          </SubmitButton>
        </div>
        <FormRootMessage />
      </form>
    </Form>
  );
}
