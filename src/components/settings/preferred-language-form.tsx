"use client";

import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-messages";
import { SubmitButton } from "@/components/forms/submit-button";
import { LANGUAGE_NAMES } from "@/components/layout/use-locale-switch";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { type Locale, locales } from "@/i18n/routing";
import { switchLocalePath } from "@/lib/locale-links";
import { api } from "@/trpc/react";

/**
 * Saves the preferred language on the profile (`account.setLocale`). Choosing another language
 * than the page's also reloads this page in that language.
 */
export function PreferredLanguageForm({ saved }: { saved: Locale }) {
  const t = useTranslations("auth.settings");
  const translate = useTranslations();
  const current = useLocale() as Locale;
  const [choice, setChoice] = useState<Locale>(saved);
  const setLocale = api.account.setLocale.useMutation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLocale.mutate(
      { locale: choice },
      {
        onSuccess: ({ locale }) => {
          if (locale === current) {
            toast.success(t("saved"));
            return;
          }
          const { pathname, search } = window.location;
          window.location.assign(switchLocalePath(`${pathname}${search}`, locale));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor="preferred-language">{t("languageLabel")}</Label>
          <Select value={choice} onValueChange={(value) => setChoice(value as Locale)}>
            <SelectTrigger id="preferred-language">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {locales.map((locale) => (
                <SelectItem key={locale} value={locale} lang={locale}>
                  {LANGUAGE_NAMES[locale]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <SubmitButton pending={setLocale.isPending} pendingLabel={t("saving")} size="default" className="w-full sm:w-auto">
          {t("save")}
        </SubmitButton>
      </div>
      <FormAlert>
        {setLocale.error ? translate(setLocale.error.data?.messageKey ?? "errors.unexpected") : null}
      </FormAlert>
    </form>
  );
}
