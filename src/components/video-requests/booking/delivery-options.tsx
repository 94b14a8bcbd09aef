"use client";

import { useTranslations } from "next-intl";
import { FieldError } from "@/components/forms/form-messages";
import { DatePicker } from "@/components/ui/date-picker";
import { DELIVERY_TIERS, type DeliveryTier, isoDatePlusDays, SCHEDULED_DAYS } from "@/lib/video-requests/rules";
import { cn } from "@/lib/utils";
import { fieldMessageKey } from "@/lib/forms/field-message";
import type { RequestForm } from "./use-request-form";

/** The four delivery tiers (spec §9) as radio cards; scheduled reveals its date picker (5 to 365 days ahead, the calendar in the reader's language). */
export function DeliveryOptions({ form, idPrefix, only }: { form: RequestForm; idPrefix: string; only?: readonly DeliveryTier[] }) {
  const t = useTranslations("booking.delivery");
  const tAll = useTranslations();
  const tiers = only ?? DELIVERY_TIERS;
  const dateError = form.errorOf("scheduledDate");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("legend")}</legend>
      {tiers.map((tier) => (
        <label
          key={tier}
          className={cn(
            "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
            form.draft.deliveryTier === tier && "border-primary bg-primary/5",
          )}
        >
          <input
            type="radio"
            name={`${idPrefix}-delivery`}
            value={tier}
            checked={form.draft.deliveryTier === tier}
            onChange={() => form.set("deliveryTier", tier)}
            className="mt-0.5 size-4 accent-primary"
          />
          <span className="flex flex-1 flex-col">
            <span className="font-medium">{t(`${tier}.label`)}</span>
            <span className="text-muted-foreground">{t(`${tier}.timeline`)}</span>
          </span>
          <span className="font-medium whitespace-nowrap">{t(`${tier}.price`)}</span>
        </label>
      ))}
      {form.draft.deliveryTier === "scheduled" ? (
        <div className="flex flex-col gap-1.5 pt-1">
          <label htmlFor={`${idPrefix}-scheduledDate`} className="text-sm font-medium">
            {t("date")}
          </label>
          <DatePicker
            id={`${idPrefix}-scheduledDate`}
            min={isoDatePlusDays(SCHEDULED_DAYS.min)}
            max={isoDatePlusDays(SCHEDULED_DAYS.max)}
            value={form.draft.scheduledDate}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${idPrefix}-scheduledDate-error` : undefined}
            onChange={(iso) => form.set("scheduledDate", iso)}
            onClose={() => form.touch("scheduledDate")}
          />
          <FieldError id={`${idPrefix}-scheduledDate-error`}>{dateError ? tAll(fieldMessageKey(dateError)) : null}</FieldError>
        </div>
      ) : null}
    </fieldset>
  );
}
