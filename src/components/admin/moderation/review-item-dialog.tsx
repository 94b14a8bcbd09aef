"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { decideInput } from "@/lib/moderation/decide-input";
import { api } from "@/trpc/react";
import type { Decision, QueueItem } from "./moderation-queue";

const resolver = schemaResolver(decideInput);

/**
 * The review dialog: approve, reject (with the reason the author reads) or escalate any open item. Each button
 * submits the form with its decision; the server's schema checks it here first (a rejection needs a reason).
 */
export function ReviewItemDialog({
  item,
  onOpenChange,
  onDecided,
  onRefused,
}: {
  item: QueueItem;
  onOpenChange: (open: boolean) => void;
  /** After the decision is made (the dialog closes). */
  onDecided: () => void;
  /** After the server refused it (someone decided first): the error stays shown here, the list reads itself again. */
  onRefused: () => void;
}) {
  const t = useTranslations("moderation.queue");
  const form = useForm<z.input<typeof decideInput>, unknown, z.output<typeof decideInput>>({
    resolver,
    defaultValues: { itemId: item.id, decision: "approve", note: "" },
  });
  const decide = api.moderation.decide.useMutation(
    useMutationFeedback({ form, success: t("decided"), refresh: false, onSuccess: onDecided, onError: onRefused }),
  );
  const submitAs = (decision: Decision) => {
    form.setValue("decision", decision);
    void form.handleSubmit((input) => decide.mutate(input))();
  };
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{t("reviewTitle")}</DialogTitle>
          <DialogDescription className="break-words">{item.title || t(`subjects.${item.subject}`)}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(event) => event.preventDefault()} noValidate className="flex flex-col gap-3">
            <FormField
              control={form.control}
              name="note"
              render={({ field }) => (
                <FormItem className="gap-2">
                  <FormLabel>{t("reason")}</FormLabel>
                  <FormControl>
                    <Textarea {...field} value={field.value ?? ""} maxLength={1000} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormRootMessage />
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" disabled={decide.isPending} onClick={() => submitAs("approve")}>
                {t("approve")}
              </Button>
              {item.status !== "escalated" ? (
                <Button type="button" variant="secondary" disabled={decide.isPending} onClick={() => submitAs("escalate")}>
                  {t("escalate")}
                </Button>
              ) : null}
              <Button type="button" variant="destructive" disabled={decide.isPending} onClick={() => submitAs("reject")}>
                {t("reject")}
              </Button>
            </div>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
