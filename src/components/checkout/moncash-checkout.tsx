"use client";

import { Loader2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { FieldError, FormAlert } from "@/components/forms/form-messages";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import type { Locale } from "@/i18n/routing";
import { formatMoncashPhone, MONCASH_PHONE, MONCASH_PHONE_MAX_LENGTH, phoneDigits } from "@/lib/checkout/moncash-phone";
import { formatRate } from "@/lib/locale-format";
import { formatMoney, type Money } from "@/lib/money";
import { api } from "@/trpc/react";
import { attemptKey, type CheckoutTarget } from "./checkout-target";
import { paymentErrorKey } from "./payment-errors";

/**
 * Paying with MonCash (spec §4, §5): the amount in gourdes is the server's (the order's dollar price at
 * the stored rate plus MonCash's 3% + 10 HTG) with its dollar approximation; the phone is formatted
 * +509 …; submit waits for the rate and a valid number. The fan is sent to MonCash (the test page in
 * test mode) and the return is verified on the server.
 */
export function MoncashCheckout({ target }: { target: CheckoutTarget }) {
  const t = useTranslations("checkout.moncash");
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const price = api.payments.price.useQuery({ ...target, method: "moncash" }, { retry: false });
  const start = api.payments.startMoncash.useMutation();
  const [idempotencyKey] = useState(() => attemptKey("moncash", target));
  const [phone, setPhone] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const valid = MONCASH_PHONE.test(phoneDigits(phone));
  const m = (value: Money) => formatMoney(value, locale);

  const pay = async () => {
    setTouched(true);
    if (!valid || !price.data) return;
    setError(null);
    try {
      const { redirectUrl } = await start.mutateAsync({
        ...target,
        idempotencyKey,
        phoneNumber: phoneDigits(phone),
        amountCents: price.data.lines.total.amount,
      });
      setLeaving(true);
      window.location.assign(redirectUrl);
    } catch (e) {
      const message = tAll(paymentErrorKey(e as Parameters<typeof paymentErrorKey>[0], "payments.moncashInitFailed"));
      setError(message);
      toast.error(tAll("payments.failedTitle"), { description: message });
      if ((e as { data?: { messageKey?: string } }).data?.messageKey === "errors.paymentAmountMismatch") void price.refetch();
    }
  };

  const lines = price.data?.lines;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void pay();
      }}
    >
      <FormAlert>{error}</FormAlert>
      <section aria-labelledby="moncash-amount" aria-busy={price.isPending} className="rounded-lg border bg-muted/30 p-4">
        <h3 id="moncash-amount" className="text-sm font-semibold">
          {t("amountTitle")}
        </h3>
        {price.isPending ? (
          <div role="status" className="mt-3 flex flex-col gap-2">
            <span className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 aria-hidden className="size-4 animate-spin" />
              {t("rateLoading")}
            </span>
            <Skeleton className="h-8 w-40" />
          </div>
        ) : price.isError ? (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {tAll(price.error.data?.messageKey ?? "errors.exchangeRateUnavailable")}
          </p>
        ) : lines ? (
          <>
            <dl className="mt-2 flex flex-col gap-1 text-sm">
              <div className="flex justify-between gap-4">
                <dt>{t("subtotal")}</dt>
                <dd className="tabular-nums">{m({ amount: lines.total.amount - lines.paymentFee.amount, currency: "HTG" })}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>{t("fee")}</dt>
                <dd className="tabular-nums">{m(lines.paymentFee)}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
                <dt>{t("total")}</dt>
                <dd className="tabular-nums">{m(lines.total)}</dd>
              </div>
            </dl>
            {price.data.usdApproximation ? (
              <p className="mt-1 text-right text-xs text-muted-foreground">
                {t("approximation", { usd: m(price.data.usdApproximation), rate: price.data.rate ? formatRate(price.data.rate, locale) : "" })}
              </p>
            ) : null}
          </>
        ) : null}
      </section>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="moncash-phone">{t("phone")}</Label>
        <Input
          id="moncash-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+509 3700 1234"
          maxLength={MONCASH_PHONE_MAX_LENGTH}
          value={phone}
          aria-invalid={touched && !valid ? true : undefined}
          aria-describedby="moncash-phone-hint moncash-phone-error"
          onChange={(e) => setPhone(formatMoncashPhone(e.target.value))}
          onBlur={() => setTouched(phone.length > 0)}
        />
        <p id="moncash-phone-hint" className="text-xs text-muted-foreground">
          {t("phoneHint")}
        </p>
        <FieldError id="moncash-phone-error">{touched && !valid ? tAll("validation.moncashPhone") : null}</FieldError>
      </div>
      <Button type="submit" size="lg" disabled={!valid || !lines || start.isPending || leaving} className="bg-[#d0021b] text-white hover:bg-[#b00218]">
        {start.isPending || leaving ? t("redirecting") : lines ? t("pay", { amount: m(lines.total) }) : t("payLoading")}
      </Button>
    </form>
  );
}
