"use client";

import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { DECLINE_REASON_MAX, declineReasonSchema } from "@/lib/video-requests/decline-reason";
import { api } from "@/trpc/react";

type DeclineValues = z.input<typeof declineReasonSchema>;
const resolver = schemaResolver(declineReasonSchema);

/** Asks the creator for the reason the fan will read, then declines the request (the fan's money goes back). */
export function DeclineDialog({ requestId, onOpenChange, onDeclined }: { requestId: string | null; onOpenChange: (open: boolean) => void; onDeclined: () => void }) {
  const t = useTranslations("inbox");
  const form = useForm<DeclineValues, unknown, z.output<typeof declineReasonSchema>>({ resolver, defaultValues: { reason: "" } });
  const decline = api.videoRequests.decline.useMutation(
    useMutationFeedback({ form, success: t("declined"), refresh: false, errorFallback: t("decline.failed"), onSuccess: onDeclined }),
  );
  return (
    <Dialog open={requestId !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("decline.close")}>
        <DialogHeader>
          <DialogTitle>{t("decline.title")}</DialogTitle>
          <DialogDescription>{t("decline.description")}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate className="flex flex-col gap-3" onSubmit={form.handleSubmit(({ reason }) => requestId && decline.mutate({ requestId, reason }))}>
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem className="gap-1.5">
                  <FormLabel>{t("decline.reason")}</FormLabel>
                  <FormControl>
                    <Textarea {...field} maxLength={DECLINE_REASON_MAX} />
                  </FormControl>
                  <FormMessage role="alert" />
                </FormItem>
              )}
            />
            <FormRootMessage />
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {t("decline.cancel")}
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={decline.isPending}>
                {decline.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
                {t("decline.confirm")}
              </Button>
            </div>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
