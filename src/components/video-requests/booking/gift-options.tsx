"use client";

import { useTranslations } from "next-intl";
import { FieldError } from "@/components/forms/form-messages";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { GIFT_METHODS, REQUEST_LIMITS } from "@/lib/video-requests/rules";
import { cn } from "@/lib/utils";
import { fieldMessageKey } from "@/lib/forms/field-message";
import type { RequestForm } from "./use-request-form";

/**
 * The wizard's gift (spec §3-§5): how it reaches the recipient (email, SMS, surprise, download), the
 * recipient's e-mail (required for a gift), their phone for SMS, a gift message (≤ 200) and Hide price.
 */
export function GiftOptions({ form }: { form: RequestForm }) {
  const t = useTranslations("booking");
  const tAll = useTranslations();
  const d = form.draft;
  const err = (field: string) => form.errorOf(field);
  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" checked={d.isGift} onChange={(e) => form.set("isGift", e.target.checked)} />
        {t("fields.isGift")}
      </label>
      {d.isGift ? (
        <div className="flex flex-col gap-4 rounded-lg border p-3">
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t("gift.methodLegend")}</legend>
            <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
              {GIFT_METHODS.map((method) => (
                <label
                  key={method}
                  className={cn(
                    "flex cursor-pointer flex-col rounded-md border p-2 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                    d.giftMethod === method && "border-primary bg-primary/5",
                  )}
                >
                  <span className="flex items-center gap-2 font-medium">
                    <input type="radio" name="gift-method" value={method} checked={d.giftMethod === method} onChange={() => form.set("giftMethod", method)} className="size-4 accent-primary" />
                    {t(`gift.methods.${method}.label`)}
                  </span>
                  <span className="text-xs text-muted-foreground">{t(`gift.methods.${method}.description`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="wizard-recipientEmail">{t("gift.recipientEmail")}</Label>
            <Input
              id="wizard-recipientEmail"
              type="email"
              autoComplete="off"
              value={d.recipientEmail}
              aria-invalid={err("recipientEmail") ? true : undefined}
              aria-describedby={err("recipientEmail") ? "wizard-recipientEmail-error" : undefined}
              onChange={(e) => form.set("recipientEmail", e.target.value)}
              onBlur={() => form.touch("recipientEmail")}
            />
            <FieldError id="wizard-recipientEmail-error">{err("recipientEmail") ? tAll(fieldMessageKey(err("recipientEmail"))) : null}</FieldError>
          </div>
          {d.giftMethod === "sms" ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="wizard-recipientPhone">{t("gift.recipientPhone")}</Label>
              <Input
                id="wizard-recipientPhone"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                value={d.recipientPhone}
                aria-invalid={err("recipientPhone") ? true : undefined}
                aria-describedby="wizard-recipientPhone-error"
                onChange={(e) => form.set("recipientPhone", e.target.value)}
                onBlur={() => form.touch("recipientPhone")}
              />
              <FieldError id="wizard-recipientPhone-error">{err("recipientPhone") ? tAll(fieldMessageKey(err("recipientPhone"))) : null}</FieldError>
            </div>
          ) : null}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="wizard-giftMessage">{t("gift.message")}</Label>
            <Textarea
              id="wizard-giftMessage"
              rows={2}
              value={d.giftMessage}
              maxLength={REQUEST_LIMITS.giftMessageMax}
              aria-describedby="wizard-giftMessage-count"
              onChange={(e) => form.set("giftMessage", e.target.value)}
            />
            <span id="wizard-giftMessage-count" aria-live="polite" className="text-right text-xs text-muted-foreground tabular-nums">
              {t("fields.counter", { count: d.giftMessage.length, max: REQUEST_LIMITS.giftMessageMax })}
            </span>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={d.hidePrice} onChange={(e) => form.set("hidePrice", e.target.checked)} />
            {t("gift.hidePrice")}
          </label>
        </div>
      ) : null}
    </div>
  );
}
