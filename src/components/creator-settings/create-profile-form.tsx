"use client";

import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { SubmitButton } from "@/components/forms/submit-button";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Combobox } from "@/components/ui/combobox";
import type { Locale } from "@/i18n/routing";
import { BROWSE_CATEGORIES } from "@/lib/browse-options";
import { createProfileInput } from "@/lib/creator-settings-input";
import { DISPLAY_NAME_MAX, VIDEO_PRICE_HTG_CENTS, VIDEO_PRICE_USD_CENTS } from "@/lib/creator-settings";
import { type Currency, formatMoney, money } from "@/lib/money";
import { parseMajorUnits } from "@/lib/money-input";
import { api } from "@/trpc/react";

interface NewProfileValues {
  displayName: string;
  category: (typeof BROWSE_CATEGORIES)[number];
  videoPriceUsdCents: string;
  videoPriceHtgCents: string;
}

const resolver = schemaResolver(createProfileInput, (values: NewProfileValues) => ({
  ...values,
  videoPriceUsdCents: parseMajorUnits(values.videoPriceUsdCents),
  videoPriceHtgCents: parseMajorUnits(values.videoPriceHtgCents),
}));

/** A new creator's first public profile: name, category and video price; the tabs then hold the rest. */
export function CreateProfileForm({ defaultName }: { defaultName: string }) {
  const t = useTranslations("creatorSettings");
  const tCategory = useTranslations("categories");
  const locale = useLocale() as Locale;
  const form = useForm<NewProfileValues, unknown, z.output<typeof createProfileInput>>({
    resolver,
    defaultValues: { displayName: defaultName, category: BROWSE_CATEGORIES[0], videoPriceUsdCents: "", videoPriceHtgCents: "" },
  });
  const create = api.creatorSettings.createProfile.useMutation(useMutationFeedback({ form, success: t("create.created") }));
  const range = (limits: { min: number; max: number }, currency: Currency) =>
    t("pricing.rangeHint", { min: formatMoney(money(limits.min, currency), locale), max: formatMoney(money(limits.max, currency), locale) });
  const priceField = (name: "videoPriceUsdCents" | "videoPriceHtgCents", label: string, hint: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...field} inputMode="decimal" />
          </FormControl>
          <FormDescription>{hint}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((input) => create.mutate(input))} noValidate className="flex flex-col gap-6 rounded-xl border p-5">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">{t("create.title")}</h2>
          <p className="text-sm text-muted-foreground">{t("create.body")}</p>
        </div>
        <FormField
          control={form.control}
          name="displayName"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("profile.displayName")}</FormLabel>
              <FormControl>
                <Input {...field} maxLength={DISPLAY_NAME_MAX} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="category"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("profile.category")}</FormLabel>
              <FormControl>
                <Combobox
                  value={field.value}
                  onValueChange={field.onChange}
                  onClose={field.onBlur}
                  options={BROWSE_CATEGORIES.map((value) => ({ value, label: tCategory(value) }))}
                  searchPlaceholder={t("profile.categorySearch")}
                  emptyText={t("profile.categoryNone")}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          {priceField("videoPriceUsdCents", t("pricing.videoPriceUsd"), range(VIDEO_PRICE_USD_CENTS, "USD"))}
          {priceField("videoPriceHtgCents", t("pricing.videoPriceHtg"), range(VIDEO_PRICE_HTG_CENTS, "HTG"))}
        </div>
        <FormRootMessage />
        <SubmitButton pending={create.isPending} pendingLabel={t("saving")} size="default" className="w-full sm:w-auto sm:self-start">
          {t("create.submit")}
        </SubmitButton>
      </form>
    </Form>
  );
}
