"use client";

import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-messages";
import { SubmitButton } from "@/components/forms/submit-button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import {
  TIER_BENEFITS_MAX,
  TIER_DESCRIPTION_MAX,
  TIER_NAME_MAX,
  TIER_PRICE_HTG_CENTS,
  TIER_PRICE_USD_CENTS,
} from "@/lib/creator-settings";
import { type Currency, formatMoney, money } from "@/lib/money";
import { majorUnitsText, parseMajorUnits } from "@/lib/money-input";
import type { OwnTier } from "@/server/services/creator-settings/tiers";
import { api } from "@/trpc/react";
import { Field } from "./field";
import { errorKeys } from "./mutation-errors";

/** Creates a tier (no `tier`) or edits one, in a dialog; the list refreshes on success. */
export function TierFormDialog({ tier, open, onOpenChange }: { tier: OwnTier | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("creatorSettings");
  const translate = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const range = (limits: { min: number; max: number }, currency: Currency) =>
    t("pricing.rangeHint", { min: formatMoney(money(limits.min, currency), locale), max: formatMoney(money(limits.max, currency), locale) });
  const [name, setName] = useState(tier?.name ?? "");
  const [description, setDescription] = useState(tier?.description ?? "");
  const [benefits, setBenefits] = useState((tier?.benefits ?? []).join("\n"));
  const [usd, setUsd] = useState(tier ? majorUnitsText(tier.priceUsdCents) : "");
  const [htg, setHtg] = useState(tier ? majorUnitsText(tier.priceHtgCents) : "");
  const [billingPeriod, setBillingPeriod] = useState<"monthly" | "yearly">(tier?.billingPeriod ?? "monthly");
  const onSuccess = () => {
    toast.success(t("saved"));
    onOpenChange(false);
    router.refresh();
  };
  const create = api.creatorSettings.createTier.useMutation({ onSuccess });
  const update = api.creatorSettings.updateTier.useMutation({ onSuccess });
  const pending = create.isPending || update.isPending;
  const { form, fields } = errorKeys(tier ? update.error : create.error);
  const fieldError = (key: string) => (fields[key] ? translate(fields[key]) : null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fieldsToSend = {
      name,
      description,
      benefits: benefits.split("\n"),
      priceUsdCents: parseMajorUnits(usd),
      priceHtgCents: parseMajorUnits(htg),
      billingPeriod,
    };
    if (tier) update.mutate({ ...fieldsToSend, tierId: tier.id });
    else create.mutate(fieldsToSend);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("tiers.close")}>
        <DialogHeader>
          <DialogTitle>{t(tier ? "tiers.editTitle" : "tiers.newTitle")}</DialogTitle>
          <DialogDescription>{t("tiers.formDescription")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field id="tier-name" label={t("tiers.name")} error={fieldError("name")}>
            {(aria) => <Input {...aria} value={name} maxLength={TIER_NAME_MAX} onChange={(e) => setName(e.target.value)} />}
          </Field>
          <Field id="tier-description" label={t("tiers.description")} error={fieldError("description")}>
            {(aria) => (
              <Textarea {...aria} rows={3} value={description} maxLength={TIER_DESCRIPTION_MAX} onChange={(e) => setDescription(e.target.value)} />
            )}
          </Field>
          <Field
            id="tier-benefits"
            label={t("tiers.benefits")}
            hint={t("tiers.benefitsHint", { max: TIER_BENEFITS_MAX })}
            error={fieldError("benefits")}
          >
            {(aria) => <Textarea {...aria} rows={3} value={benefits} onChange={(e) => setBenefits(e.target.value)} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="tier-usd" label={t("tiers.priceUsd")} hint={range(TIER_PRICE_USD_CENTS, "USD")} error={fieldError("priceUsdCents")}>
              {(aria) => <Input {...aria} inputMode="decimal" value={usd} onChange={(e) => setUsd(e.target.value)} />}
            </Field>
            <Field id="tier-htg" label={t("tiers.priceHtg")} hint={range(TIER_PRICE_HTG_CENTS, "HTG")} error={fieldError("priceHtgCents")}>
              {(aria) => <Input {...aria} inputMode="decimal" value={htg} onChange={(e) => setHtg(e.target.value)} />}
            </Field>
          </div>
          <Field id="tier-period" label={t("tiers.billingPeriod")} error={fieldError("billingPeriod")}>
            {(aria) => (
              <NativeSelect {...aria} value={billingPeriod} onChange={(e) => setBillingPeriod(e.target.value as "monthly" | "yearly")}>
                <option value="monthly">{t("tiers.monthly")}</option>
                <option value="yearly">{t("tiers.yearly")}</option>
              </NativeSelect>
            )}
          </Field>
          {tier && tier.activeSubscribers > 0 ? <p className="text-sm text-muted-foreground">{t("tiers.priceLockedHint")}</p> : null}
          <FormAlert>{form ? translate(form) : null}</FormAlert>
          <SubmitButton pending={pending} pendingLabel={t("saving")} size="default">
            {t(tier ? "save" : "tiers.create")}
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
