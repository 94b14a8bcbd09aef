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
import { commissionInput } from "@/lib/commission-input";
import { api } from "@/trpc/react";

/** The field holds the typed text ("17,5"); the schema reads it as the service does. */
const resolver = schemaResolver(commissionInput, (values: { percent: string }) => values);

/** Sets the platform commission (percent); payments started from now on use it. */
export function CommissionForm({ current }: { current: string }) {
  const t = useTranslations("admin.settings");
  const form = useForm<{ percent: string }, unknown, z.output<typeof commissionInput>>({ resolver, defaultValues: { percent: current } });
  const setCommission = api.admin.setCommission.useMutation(useMutationFeedback({ form, success: t("commissionSaved") }));
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((input) => setCommission.mutate(input))} noValidate className="flex flex-col gap-2">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <FormField
            control={form.control}
            name="percent"
            render={({ field }) => (
              <FormItem className="flex-1 gap-1.5">
                <FormLabel>{t("newCommission")}</FormLabel>
                <FormControl>
                  <Input {...field} inputMode="decimal" />
                </FormControl>
                <FormMessage role="alert" />
              </FormItem>
            )}
          />
          <Button type="submit" disabled={setCommission.isPending} className="sm:mt-[1.375rem]">
            {setCommission.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
            {t("saveCommission")}
          </Button>
        </div>
        <FormRootMessage />
      </form>
    </Form>
  );
}
