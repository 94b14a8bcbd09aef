"use client";

import { useLocale, useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { SubmitButton } from "@/components/forms/submit-button";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { FormSelectField } from "@/components/ui/form-select-field";
import { Input } from "@/components/ui/input";
import type { Locale } from "@/i18n/routing";
import {
  CALL_PRICE_PER_MINUTE_CENTS,
  RESPONSE_TIME_HOURS,
  VIDEO_PRICE_HTG_CENTS,
  VIDEO_PRICE_USD_CENTS,
} from "@/lib/creator-settings";
import { type Currency, formatMoney, money } from "@/lib/money";
import { majorUnitsText, parseMajorUnits } from "@/lib/money-input";
import { updatePricingInput } from "@/lib/creator-settings-input";
import type { CreatorSettings } from "@/server/services/creator-settings/get-creator-settings";
import { api } from "@/trpc/react";

interface PricingValues {
  videoPriceUsdCents: string;
  videoPriceHtgCents: string;
  takesCalls: boolean;
  callPricePerMinuteCents: string;
  isAvailable: boolean;
  responseTimeHours: number;
}

const resolver = schemaResolver(updatePricingInput, (values: PricingValues) => ({
  videoPriceUsdCents: parseMajorUnits(values.videoPriceUsdCents),
  videoPriceHtgCents: parseMajorUnits(values.videoPriceHtgCents),
  callPricePerMinuteCents: values.takesCalls ? parseMajorUnits(values.callPricePerMinuteCents) : null,
  isAvailable: values.isAvailable,
  responseTimeHours: values.responseTimeHours,
}));

/** The pricing tab: the video's price in USD and HTG, calls per minute, availability and response time. */
export function PricingForm({ profile }: { profile: CreatorSettings["profile"] }) {
  const t = useTranslations("creatorSettings");
  const locale = useLocale() as Locale;
  const range = (limits: { min: number; max: number }, currency: Currency) =>
    t("pricing.rangeHint", { min: formatMoney(money(limits.min, currency), locale), max: formatMoney(money(limits.max, currency), locale) });
  const form = useForm<PricingValues, unknown, z.output<typeof updatePricingInput>>({
    resolver,
    defaultValues: {
      videoPriceUsdCents: majorUnitsText(profile.videoPriceUsdCents),
      videoPriceHtgCents: majorUnitsText(profile.videoPriceHtgCents),
      takesCalls: profile.callPricePerMinuteCents !== null,
      callPricePerMinuteCents: profile.callPricePerMinuteCents === null ? "" : majorUnitsText(profile.callPricePerMinuteCents),
      isAvailable: profile.isAvailable,
      responseTimeHours: profile.responseTimeHours,
    },
  });
  const save = api.creatorSettings.updatePricing.useMutation(useMutationFeedback({ form, success: t("saved") }));
  const takesCalls = useWatch({ control: form.control, name: "takesCalls" });
  const priceField = (name: "videoPriceUsdCents" | "videoPriceHtgCents" | "callPricePerMinuteCents", label: string, hint: string) => (
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
      <form onSubmit={form.handleSubmit((input) => save.mutate(input))} noValidate className="flex flex-col gap-6">
        <div className="grid gap-6 sm:grid-cols-2">
          {priceField("videoPriceUsdCents", t("pricing.videoPriceUsd"), range(VIDEO_PRICE_USD_CENTS, "USD"))}
          {priceField("videoPriceHtgCents", t("pricing.videoPriceHtg"), range(VIDEO_PRICE_HTG_CENTS, "HTG"))}
        </div>
        <div className="flex flex-col gap-3 rounded-lg border p-4">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4 accent-primary" {...form.register("takesCalls")} />
            {t("pricing.takesCalls")}
          </label>
          {takesCalls ? priceField("callPricePerMinuteCents", t("pricing.callPrice"), range(CALL_PRICE_PER_MINUTE_CENTS, "USD")) : null}
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" aria-describedby="available-hint" {...form.register("isAvailable")} />
          <span className="flex flex-col gap-0.5">
            <span className="font-medium">{t("pricing.available")}</span>
            <span id="available-hint" className="text-muted-foreground">
              {t("pricing.availableHint")}
            </span>
          </span>
        </label>
        <FormSelectField
          control={form.control}
          name="responseTimeHours"
          label={t("pricing.responseTime")}
          options={RESPONSE_TIME_HOURS.map((hours) => ({ value: String(hours), label: t("pricing.responseTimeOption", { hours }) }))}
          parse={Number}
        />
        <FormRootMessage />
        <SubmitButton pending={save.isPending} pendingLabel={t("saving")} size="default" className="w-full sm:w-auto sm:self-start">
          {t("save")}
        </SubmitButton>
      </form>
    </Form>
  );
}
