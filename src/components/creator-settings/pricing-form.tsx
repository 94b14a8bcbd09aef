"use client";

import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/auth/form-messages";
import { SubmitButton } from "@/components/auth/submit-button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import {
  CALL_PRICE_PER_MINUTE_CENTS,
  RESPONSE_TIME_HOURS,
  VIDEO_PRICE_HTG_CENTS,
  VIDEO_PRICE_USD_CENTS,
} from "@/lib/creator-settings";
import { type Currency, formatMoney, money } from "@/lib/money";
import { majorUnitsText, parseMajorUnits } from "@/lib/money-input";
import type { CreatorSettings } from "@/server/services/creator-settings/get-creator-settings";
import { api } from "@/trpc/react";
import { Field } from "./field";
import { errorKeys } from "./mutation-errors";

/** The pricing tab: the video's price in USD and HTG, calls per minute, availability and response time. */
export function PricingForm({ profile }: { profile: CreatorSettings["profile"] }) {
  const t = useTranslations("creatorSettings");
  const translate = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const range = (limits: { min: number; max: number }, currency: Currency) =>
    t("pricing.rangeHint", { min: formatMoney(money(limits.min, currency), locale), max: formatMoney(money(limits.max, currency), locale) });
  const [usd, setUsd] = useState(majorUnitsText(profile.videoPriceUsdCents));
  const [htg, setHtg] = useState(majorUnitsText(profile.videoPriceHtgCents));
  const [takesCalls, setTakesCalls] = useState(profile.callPricePerMinuteCents !== null);
  const [callPrice, setCallPrice] = useState(profile.callPricePerMinuteCents === null ? "" : majorUnitsText(profile.callPricePerMinuteCents));
  const [isAvailable, setIsAvailable] = useState(profile.isAvailable);
  const [responseTimeHours, setResponseTimeHours] = useState(profile.responseTimeHours);
  const save = api.creatorSettings.updatePricing.useMutation({
    onSuccess: () => {
      toast.success(t("saved"));
      router.refresh();
    },
  });
  const { form, fields } = errorKeys(save.error);
  const fieldError = (name: string) => (fields[name] ? translate(fields[name]) : null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({
      videoPriceUsdCents: parseMajorUnits(usd),
      videoPriceHtgCents: parseMajorUnits(htg),
      callPricePerMinuteCents: takesCalls ? parseMajorUnits(callPrice) : null,
      isAvailable,
      responseTimeHours,
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="price-usd" label={t("pricing.videoPriceUsd")} hint={range(VIDEO_PRICE_USD_CENTS, "USD")} error={fieldError("videoPriceUsdCents")}>
          {(aria) => <Input {...aria} inputMode="decimal" value={usd} onChange={(e) => setUsd(e.target.value)} />}
        </Field>
        <Field id="price-htg" label={t("pricing.videoPriceHtg")} hint={range(VIDEO_PRICE_HTG_CENTS, "HTG")} error={fieldError("videoPriceHtgCents")}>
          {(aria) => <Input {...aria} inputMode="decimal" value={htg} onChange={(e) => setHtg(e.target.value)} />}
        </Field>
      </div>
      <div className="flex flex-col gap-3 rounded-lg border p-4">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-primary" checked={takesCalls} onChange={(e) => setTakesCalls(e.target.checked)} />
          {t("pricing.takesCalls")}
        </label>
        {takesCalls ? (
          <Field id="call-price" label={t("pricing.callPrice")} hint={range(CALL_PRICE_PER_MINUTE_CENTS, "USD")} error={fieldError("callPricePerMinuteCents")}>
            {(aria) => <Input {...aria} inputMode="decimal" value={callPrice} onChange={(e) => setCallPrice(e.target.value)} />}
          </Field>
        ) : null}
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={isAvailable}
          aria-describedby="available-hint"
          onChange={(e) => setIsAvailable(e.target.checked)}
        />
        <span className="flex flex-col gap-0.5">
          <span className="font-medium">{t("pricing.available")}</span>
          <span id="available-hint" className="text-muted-foreground">
            {t("pricing.availableHint")}
          </span>
        </span>
      </label>
      <Field id="response-time" label={t("pricing.responseTime")} error={fieldError("responseTimeHours")}>
        {(aria) => (
          <NativeSelect {...aria} value={responseTimeHours} onChange={(e) => setResponseTimeHours(Number(e.target.value))}>
            {RESPONSE_TIME_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {t("pricing.responseTimeOption", { hours })}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <FormAlert>{form ? translate(form) : null}</FormAlert>
      <SubmitButton pending={save.isPending} pendingLabel={t("saving")} size="default" className="w-full sm:w-auto sm:self-start">
        {t("save")}
      </SubmitButton>
    </form>
  );
}
