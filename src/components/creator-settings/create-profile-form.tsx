"use client";

import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-messages";
import { SubmitButton } from "@/components/forms/submit-button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { BROWSE_CATEGORIES } from "@/lib/browse-options";
import { DISPLAY_NAME_MAX, VIDEO_PRICE_HTG_CENTS, VIDEO_PRICE_USD_CENTS } from "@/lib/creator-settings";
import { type Currency, formatMoney, money } from "@/lib/money";
import { parseMajorUnits } from "@/lib/money-input";
import { api } from "@/trpc/react";
import { Field } from "./field";
import { errorKeys } from "./mutation-errors";

/** A new creator's first public profile: name, category and video price; the tabs then hold the rest. */
export function CreateProfileForm({ defaultName }: { defaultName: string }) {
  const t = useTranslations("creatorSettings");
  const translate = useTranslations();
  const tCategory = useTranslations("categories");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [displayName, setDisplayName] = useState(defaultName);
  const [category, setCategory] = useState<(typeof BROWSE_CATEGORIES)[number]>(BROWSE_CATEGORIES[0]);
  const [usd, setUsd] = useState("");
  const [htg, setHtg] = useState("");
  const create = api.creatorSettings.createProfile.useMutation({
    onSuccess: () => {
      toast.success(t("create.created"));
      router.refresh();
    },
  });
  const { form, fields } = errorKeys(create.error);
  const fieldError = (name: string) => (fields[name] ? translate(fields[name]) : null);
  const range = (limits: { min: number; max: number }, currency: Currency) =>
    t("pricing.rangeHint", { min: formatMoney(money(limits.min, currency), locale), max: formatMoney(money(limits.max, currency), locale) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate({ displayName, category, videoPriceUsdCents: parseMajorUnits(usd), videoPriceHtgCents: parseMajorUnits(htg) });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6 rounded-xl border p-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{t("create.title")}</h2>
        <p className="text-sm text-muted-foreground">{t("create.body")}</p>
      </div>
      <Field id="new-display-name" label={t("profile.displayName")} error={fieldError("displayName")}>
        {(aria) => <Input {...aria} value={displayName} maxLength={DISPLAY_NAME_MAX} onChange={(e) => setDisplayName(e.target.value)} />}
      </Field>
      <Field id="new-category" label={t("profile.category")} error={fieldError("category")}>
        {(aria) => (
          <NativeSelect {...aria} value={category} onChange={(e) => setCategory(e.target.value as typeof category)}>
            {BROWSE_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {tCategory(value)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="new-price-usd" label={t("pricing.videoPriceUsd")} hint={range(VIDEO_PRICE_USD_CENTS, "USD")} error={fieldError("videoPriceUsdCents")}>
          {(aria) => <Input {...aria} inputMode="decimal" value={usd} onChange={(e) => setUsd(e.target.value)} />}
        </Field>
        <Field id="new-price-htg" label={t("pricing.videoPriceHtg")} hint={range(VIDEO_PRICE_HTG_CENTS, "HTG")} error={fieldError("videoPriceHtgCents")}>
          {(aria) => <Input {...aria} inputMode="decimal" value={htg} onChange={(e) => setHtg(e.target.value)} />}
        </Field>
      </div>
      <FormAlert>{form && Object.keys(fields).length === 0 ? translate(form) : null}</FormAlert>
      <SubmitButton pending={create.isPending} pendingLabel={t("saving")} size="default" className="w-full sm:w-auto sm:self-start">
        {t("create.submit")}
      </SubmitButton>
    </form>
  );
}
