"use client";

import { Loader2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import type { Locale } from "@/i18n/routing";
import { formatMoncashPhone, MONCASH_PHONE_MAX_LENGTH, phoneDigits } from "@/lib/checkout/moncash-phone";
import { formatRate } from "@/lib/locale-format";
import { formatMoney, type Money } from "@/lib/money";
import { startMoncashPaymentInput } from "@/lib/payments/moncash-input";
import { api } from "@/trpc/react";
import { attemptKey, type CheckoutTarget } from "./checkout-target";
import { useErrorText } from "@/components/forms/mutation-error";

/** The form's values: the checkout's target and attempt key, and the phone as the fan sees it ("+509 3700 1234"). */
type MoncashValues = Omit<z.input<typeof startMoncashPaymentInput>, "amountCents">;
const resolver = schemaResolver(startMoncashPaymentInput, (values: MoncashValues) => ({ ...values, phoneNumber: phoneDigits(values.phoneNumber) }));

/**
 * Paying with MonCash (spec §4, §5): the amount in gourdes is the server's (the order's dollar price at
 * the stored rate plus MonCash's 3% + 10 HTG) with its dollar approximation; the phone is formatted
 * +509 …; submit waits for the rate and a valid number. The fan is sent to MonCash (the test page in
 * test mode) and the return is verified on the server.
 */
export function MoncashCheckout({ target }: { target: CheckoutTarget }) {
  const t = useTranslations("checkout.moncash");
  const tAll = useTranslations();
  const errorText = useErrorText();
  const locale = useLocale() as Locale;
  const price = api.payments.price.useQuery({ ...target, method: "moncash" }, { retry: false });
  const [leaving, setLeaving] = useState(false);
  const [idempotencyKey] = useState(() => attemptKey("moncash", target));
  const form = useForm<MoncashValues, unknown, z.output<typeof startMoncashPaymentInput>>({
    resolver,
    mode: "onTouched",
    defaultValues: { ...target, idempotencyKey, phoneNumber: "" },
  });
  const start = api.payments.startMoncash.useMutation(
    useMutationFeedback({
      form,
      refresh: false,
      onSuccess: ({ redirectUrl }: { redirectUrl: string }) => {
        setLeaving(true);
        window.location.assign(redirectUrl);
      },
      onError: (error) => {
        toast.error(tAll("payments.failedTitle"), { description: errorText(error, tAll("payments.moncashInitFailed")) });
        if (error.data?.messageKey === "errors.paymentAmountMismatch") void price.refetch();
      },
    }),
  );
  const m = (value: Money) => formatMoney(value, locale);

  const lines = price.data?.lines;
  return (
    <Form {...form}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((input) => lines && start.mutate({ ...input, amountCents: lines.total.amount }))}
      >
        <FormRootMessage />
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
              {errorText(price.error, tAll("errors.exchangeRateUnavailable"))}
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
        <FormField
          control={form.control}
          name="phoneNumber"
          render={({ field }) => (
            <FormItem className="gap-1.5" fieldId="moncash-phone">
              <FormLabel>{t("phone")}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="+509 3700 1234"
                  maxLength={MONCASH_PHONE_MAX_LENGTH}
                  onChange={(e) => field.onChange(formatMoncashPhone(e.target.value))}
                  // Leaving the field empty is not yet a mistake.
                  onBlur={() => (field.value ? field.onBlur() : undefined)}
                />
              </FormControl>
              <FormDescription className="text-xs">{t("phoneHint")}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={!form.formState.isValid || !lines || start.isPending || leaving} className="bg-[#d0021b] text-white hover:bg-[#b00218]">
          {start.isPending || leaving ? t("redirecting") : lines ? t("pay", { amount: m(lines.total) }) : t("payLoading")}
        </Button>
      </form>
    </Form>
  );
}
