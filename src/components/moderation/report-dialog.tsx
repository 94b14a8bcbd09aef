"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useFieldErrorText } from "@/components/forms/field-error-text";
import { FormAlert } from "@/components/forms/form-messages";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { MODERATION_CATEGORY_GROUPS, type ModerationCategory, REPORT_LIMITS, type ReportSubject } from "@/lib/moderation/categories";
import { reportInput } from "@/lib/moderation/report-input";
import { api } from "@/trpc/react";

type ReportValues = z.input<typeof reportInput>;

/** The report form: the spec's categories in their three groups (one or more) and an optional note. */
export function ReportDialog({
  subject,
  subjectId,
  open,
  onOpenChange,
}: {
  subject: ReportSubject;
  subjectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("moderation");
  const errorText = useFieldErrorText();
  const form = useForm<ReportValues, unknown, z.output<typeof reportInput>>({
    resolver: schemaResolver(reportInput),
    defaultValues: { subject, subjectId, categories: [], note: "" },
  });
  const report = api.moderation.report.useMutation(
    useMutationFeedback({ form, success: t("thanks"), refresh: false, onSuccess: () => onOpenChange(false) }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("cancel")} className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("reportTitle", { subject })}</DialogTitle>
          <DialogDescription>{t("reportDescription")}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((input) => report.mutate(input))}>
            <FormField
              control={form.control}
              name="categories"
              render={({ field, fieldState }) => (
                <div className="flex flex-col gap-4">
                  {(Object.keys(MODERATION_CATEGORY_GROUPS) as (keyof typeof MODERATION_CATEGORY_GROUPS)[]).map((group) => (
                    <fieldset key={group} className="flex flex-col gap-2">
                      <legend className="mb-1 text-sm font-semibold">{t(`groups.${group}`)}</legend>
                      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
                        {MODERATION_CATEGORY_GROUPS[group].map((category: ModerationCategory) => (
                          <label key={category} className="flex min-h-8 items-center gap-2 text-sm">
                            <input
                              type="checkbox"
                              className="size-4 accent-primary"
                              checked={field.value.includes(category)}
                              onChange={(event) =>
                                field.onChange(event.target.checked ? [...field.value, category] : field.value.filter((c) => c !== category))
                              }
                            />
                            {t(`categories.${category}`)}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  ))}
                  <FormAlert>{fieldState.error ? errorText(fieldState.error) : null}</FormAlert>
                </div>
              )}
            />
            <FormField
              control={form.control}
              name="note"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t("note")}</FormLabel>
                  <FormControl>
                    <Textarea {...field} maxLength={REPORT_LIMITS.noteMax} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormRootMessage />
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {t("cancel")}
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={report.isPending}>
                {report.isPending ? t("sending") : t("send")}
              </Button>
            </div>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
