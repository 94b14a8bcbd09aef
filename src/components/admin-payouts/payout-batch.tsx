"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { markPaidInput } from "@/lib/payouts/mark-paid-input";
import { api, type RouterOutputs } from "@/trpc/react";

type Awaiting = RouterOutputs["admin"]["awaitingPayouts"];
type BatchValues = z.input<typeof markPaidInput>;
const resolver = schemaResolver(markPaidInput);

/** The waiting payouts with a checkbox each, the batch's reference, and "mark paid". */
export function PayoutBatch({ awaiting }: { awaiting: Awaiting }) {
  const t = useTranslations("adminPayouts");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const form = useForm<BatchValues, unknown, z.output<typeof markPaidInput>>({ resolver, defaultValues: { payoutIds: [], reference: "" } });
  const markPaid = api.admin.markPayoutsPaid.useMutation(
    useMutationFeedback({
      form,
      success: ({ paid }: { paid: number }) => t("done", { count: paid }),
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (error.data?.appCode === "CONFLICT") router.refresh();
      },
    }),
  );
  const selected = useWatch({ control: form.control, name: "payoutIds" });

  if (awaiting.length === 0) return <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("empty")}</p>;

  const allSelected = selected.length === awaiting.length;

  return (
    <Form {...form}>
      <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit((input) => markPaid.mutate(input))}>
        <FormField
          control={form.control}
          name="payoutIds"
          render={({ field }) => {
            const toggle = (id: string) => field.onChange(field.value.includes(id) ? field.value.filter((item) => item !== id) : [...field.value, id]);
            return (
              <FormItem>
                <div
                  className="overflow-x-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  tabIndex={0}
                  role="region"
                  aria-label={t("toSend")}
                >
                  <table className="w-full min-w-[36rem] text-sm">
                    <thead className="bg-muted/50 text-left text-muted-foreground">
                      <tr>
                        <th scope="col" className="px-3 py-2">
                          <input
                            type="checkbox"
                            aria-label={t("selectAll")}
                            checked={allSelected}
                            onChange={() => field.onChange(allSelected ? [] : awaiting.map((p) => p.id))}
                          />
                        </th>
                        <th scope="col" className="px-3 py-2 font-medium">{t("columns.creator")}</th>
                        <th scope="col" className="px-3 py-2 font-medium">{t("columns.phone")}</th>
                        <th scope="col" className="px-3 py-2 text-right font-medium">{t("columns.amount")}</th>
                        <th scope="col" className="px-3 py-2 text-right font-medium">{t("columns.sent")}</th>
                        <th scope="col" className="px-3 py-2 font-medium">{t("columns.created")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {awaiting.map((payout) => (
                        <tr key={payout.id} className="border-t">
                          <td className="px-3 py-2">
                            <input
                              type="checkbox"
                              aria-label={`${t("columns.select")} ${payout.creatorName ?? payout.email}`}
                              checked={field.value.includes(payout.id)}
                              onChange={() => toggle(payout.id)}
                            />
                          </td>
                          <td className="px-3 py-2">
                            <span className="font-medium">{payout.creatorName ?? payout.email}</span>
                            <span className="block text-xs text-muted-foreground">{payout.email}</span>
                          </td>
                          <td className="px-3 py-2 tabular-nums">{payout.moncashPhone}</td>
                          <td className="px-3 py-2 text-right tabular-nums">{formatMoney(money(payout.amountCents, payout.currency), locale)}</td>
                          <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatMoney(money(payout.sentAmountCents, payout.sentCurrency), locale)}</td>
                          <td className="px-3 py-2 whitespace-nowrap">{formatDate(payout.createdAt, locale)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <FormMessage role="alert" />
              </FormItem>
            );
          }}
        />
        <FormField
          control={form.control}
          name="reference"
          render={({ field }) => (
            <FormItem className="gap-1.5 sm:max-w-md" fieldId="batch-reference">
              <FormLabel>{t("reference")}</FormLabel>
              <FormControl>
                <Input {...field} maxLength={120} />
              </FormControl>
              <FormDescription className="text-xs">{t("referenceHint")}</FormDescription>
              <FormMessage role="alert" />
            </FormItem>
          )}
        />
        <FormRootMessage />
        <Button type="submit" className="self-start" disabled={selected.length === 0 || markPaid.isPending}>
          {t("markPaid", { count: selected.length })}
        </Button>
      </form>
    </Form>
  );
}
