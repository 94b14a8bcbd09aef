"use client";

import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { rateInput } from "@/lib/exchange-rate-input";
import { api } from "@/trpc/react";

const resolver = schemaResolver(rateInput, (values: { htgPerUsd: string }) => values);

/** Sets a new MonCash rate (HTG per USD); it applies to payments started from now on. */
export function ExchangeRateForm({ current }: { current: string | null }) {
  const t = useTranslations("admin.settings");
  const form = useForm<{ htgPerUsd: string }, unknown, z.output<typeof rateInput>>({ resolver, defaultValues: { htgPerUsd: current ?? "" } });
  const setRate = api.admin.setExchangeRate.useMutation(useMutationFeedback({ form, success: t("rateSaved") }));
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((input) => setRate.mutate(input))} noValidate className="flex flex-col gap-2">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <FormField
            control={form.control}
            name="htgPerUsd"
            render={({ field }) => (
              <FormItem className="flex-1 gap-1.5">
                <FormLabel>{t("newRate")}</FormLabel>
                <FormControl>
                  <Input {...field} inputMode="decimal" />
                </FormControl>
                <FormMessage role="alert" />
              </FormItem>
            )}
          />
          <Button type="submit" disabled={setRate.isPending} className="sm:mt-[1.375rem]">
            {setRate.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
            {t("saveRate")}
          </Button>
        </div>
        <FormRootMessage />
      </form>
    </Form>
  );
}
