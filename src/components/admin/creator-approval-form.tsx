"use client";

import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormRootMessage } from "@/components/ui/form";
import { SwitchInput } from "@/components/ui/switch-input";
import { creatorApprovalSettingInput } from "@/lib/admin/creator-decisions";
import { api } from "@/trpc/react";

const resolver = schemaResolver(creatorApprovalSettingInput);

/** Whether new creator profiles wait for an admin's approval; profiles created from then on follow it. */
export function CreatorApprovalForm({ required }: { required: boolean }) {
  const t = useTranslations("admin.settings");
  const form = useForm<z.input<typeof creatorApprovalSettingInput>, unknown, z.output<typeof creatorApprovalSettingInput>>({
    resolver,
    defaultValues: { required },
  });
  const save = api.admin.setCreatorApprovalRequired.useMutation(
    useMutationFeedback({
      form,
      success: (data) => t(data.required ? "approvalOn" : "approvalOff"),
      refresh: "always",
      onSuccess: (data) => form.reset({ required: data.required }),
    }),
  );
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((input) => save.mutate(input))} noValidate className="flex flex-col gap-3">
        <FormField
          control={form.control}
          name="required"
          render={({ field: { value, onChange, ...field } }) => (
            <FormItem className="flex flex-row items-start gap-3">
              <FormControl>
                <SwitchInput {...field} checked={value} onChange={(event) => onChange(event.target.checked)} />
              </FormControl>
              <div className="flex flex-col gap-1">
                <FormLabel>{t("approvalLabel")}</FormLabel>
                <FormDescription>{t("approvalHelp")}</FormDescription>
              </div>
            </FormItem>
          )}
        />
        <FormRootMessage />
        <Button type="submit" disabled={save.isPending || !form.formState.isDirty} className="self-start">
          {save.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
          {t("saveApproval")}
        </Button>
      </form>
    </Form>
  );
}
