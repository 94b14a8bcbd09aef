"use client";

import { useLocale, useTranslations } from "next-intl";
import type * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { SubmitButton } from "@/components/forms/submit-button";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormSelectField } from "@/components/ui/form-select-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { Locale } from "@/i18n/routing";
import {
  TIER_ANNUAL_DISCOUNT_PERCENT,
  TIER_BENEFITS_MAX,
  TIER_BILLING_PERIODS,
  TIER_DESCRIPTION_MAX,
  TIER_NAME_MAX,
  TIER_PRICE_HTG_CENTS,
  TIER_PRICE_USD_CENTS,
} from "@/lib/creator-settings";
import { createTierInput } from "@/lib/creator-settings-input";
import { type Currency, formatMoney, money } from "@/lib/money";
import { majorUnitsText, parseMajorUnits } from "@/lib/money-input";
import { tierPrice } from "@/lib/tier-price";
import type { OwnTier } from "@/server/services/creator-settings/tiers";
import { api } from "@/trpc/react";

interface TierValues {
  name: string;
  description: string;
  descriptionFr: string;
  descriptionHt: string;
  benefits: string;
  benefitsFr: string;
  benefitsHt: string;
  priceUsdCents: string;
  priceHtgCents: string;
  billingPeriod: (typeof TIER_BILLING_PERIODS)[number];
  annualDiscountPercent: string;
}

const resolver = schemaResolver(createTierInput, (values: TierValues) => ({
  ...values,
  benefits: values.benefits.split("\n"),
  benefitsFr: values.benefitsFr.split("\n"),
  benefitsHt: values.benefitsHt.split("\n"),
  priceUsdCents: parseMajorUnits(values.priceUsdCents),
  priceHtgCents: parseMajorUnits(values.priceHtgCents),
  annualDiscountPercent: values.annualDiscountPercent.trim() === "" ? 0 : Number(values.annualDiscountPercent),
}));

/** Creates a tier (no `tier`) or edits one, in a dialog; the list refreshes on success. */
export function TierFormDialog({ tier, open, onOpenChange }: { tier: OwnTier | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("creatorSettings");
  const locale = useLocale() as Locale;
  const range = (limits: { min: number; max: number }, currency: Currency) =>
    t("pricing.rangeHint", { min: formatMoney(money(limits.min, currency), locale), max: formatMoney(money(limits.max, currency), locale) });
  const form = useForm<TierValues, unknown, z.output<typeof createTierInput>>({
    resolver,
    defaultValues: {
      name: tier?.name ?? "",
      description: tier?.description ?? "",
      descriptionFr: tier?.descriptionFr ?? "",
      descriptionHt: tier?.descriptionHt ?? "",
      benefits: (tier?.benefits ?? []).join("\n"),
      benefitsFr: (tier?.benefitsFr ?? []).join("\n"),
      benefitsHt: (tier?.benefitsHt ?? []).join("\n"),
      priceUsdCents: tier ? majorUnitsText(tier.priceUsdCents) : "",
      priceHtgCents: tier ? majorUnitsText(tier.priceHtgCents) : "",
      billingPeriod: tier?.billingPeriod ?? "monthly",
      annualDiscountPercent: String(tier?.annualDiscountPercent ?? 0),
    },
  });
  const feedback = useMutationFeedback({ form, success: t("saved"), onSuccess: () => onOpenChange(false) });
  const create = api.creatorSettings.createTier.useMutation(feedback);
  const update = api.creatorSettings.updateTier.useMutation(feedback);
  const pending = create.isPending || update.isPending;
  const [priceText, periodValue, discountText] = useWatch({ control: form.control, name: ["priceUsdCents", "billingPeriod", "annualDiscountPercent"] });
  const yearly = (() => {
    const cents = parseMajorUnits(priceText);
    const percent = Number(discountText);
    if (periodValue !== "monthly" || Number.isNaN(cents) || !Number.isInteger(percent)) return null;
    if (percent < TIER_ANNUAL_DISCOUNT_PERCENT.min || percent > TIER_ANNUAL_DISCOUNT_PERCENT.max) return null;
    const priced = { priceUsdCents: cents, priceHtgCents: 0, billingPeriod: periodValue, annualDiscountPercent: percent };
    return formatMoney(tierPrice(priced, "yearly"), locale);
  })();
  const textField = (
    name: keyof Omit<TierValues, "billingPeriod">, label: string, control: (field: object) => React.ReactNode, hint?: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>{control(field)}</FormControl>
          {hint ? <FormDescription>{hint}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("tiers.close")}>
        <DialogHeader>
          <DialogTitle>{t(tier ? "tiers.editTitle" : "tiers.newTitle")}</DialogTitle>
          <DialogDescription>{t("tiers.formDescription")}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            onSubmit={form.handleSubmit((input) => (tier ? update.mutate({ ...input, tierId: tier.id }) : create.mutate(input)))}
            noValidate
            className="flex flex-col gap-4"
          >
            {textField("name", t("tiers.name"), (field) => <Input {...field} maxLength={TIER_NAME_MAX} />)}
            {textField("description", t("tiers.description"), (field) => <Textarea {...field} rows={3} maxLength={TIER_DESCRIPTION_MAX} />)}
            {textField("descriptionFr", t("tiers.descriptionFr"), (field) => <Textarea {...field} rows={2} maxLength={TIER_DESCRIPTION_MAX} lang="fr" />, t("tiers.descriptionTranslationHint"))}
            {textField("descriptionHt", t("tiers.descriptionHt"), (field) => <Textarea {...field} rows={2} maxLength={TIER_DESCRIPTION_MAX} lang="ht" />, t("tiers.descriptionTranslationHint"))}
            {textField("benefits", t("tiers.benefits"), (field) => <Textarea {...field} rows={3} />, t("tiers.benefitsHint", { max: TIER_BENEFITS_MAX }))}
            {textField("benefitsFr", t("tiers.benefitsFr"), (field) => <Textarea {...field} rows={3} lang="fr" />, t("tiers.benefitsTranslationHint", { max: TIER_BENEFITS_MAX }))}
            {textField("benefitsHt", t("tiers.benefitsHt"), (field) => <Textarea {...field} rows={3} lang="ht" />, t("tiers.benefitsTranslationHint", { max: TIER_BENEFITS_MAX }))}
            <div className="grid gap-4 sm:grid-cols-2">
              {textField("priceUsdCents", t("tiers.priceUsd"), (field) => <Input {...field} inputMode="decimal" />, range(TIER_PRICE_USD_CENTS, "USD"))}
              {textField("priceHtgCents", t("tiers.priceHtg"), (field) => <Input {...field} inputMode="decimal" />, range(TIER_PRICE_HTG_CENTS, "HTG"))}
            </div>
            <FormSelectField
              control={form.control}
              name="billingPeriod"
              label={t("tiers.billingPeriod")}
              options={TIER_BILLING_PERIODS.map((period) => ({ value: period, label: t(`tiers.${period}`) }))}
            />
            {periodValue === "monthly"
              ? textField(
                  "annualDiscountPercent",
                  t("tiers.annualDiscount"),
                  (field) => <Input {...field} inputMode="numeric" />,
                  yearly ? t("tiers.annualDiscountHint", { price: yearly }) : undefined,
                )
              : null}
            {tier && tier.activeSubscribers > 0 ? <p className="text-sm text-muted-foreground">{t("tiers.priceLockedHint")}</p> : null}
            <FormRootMessage />
            <SubmitButton pending={pending} pendingLabel={t("saving")} size="default">
              {t(tier ? "save" : "tiers.create")}
            </SubmitButton>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
