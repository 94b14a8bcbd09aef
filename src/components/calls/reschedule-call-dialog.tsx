"use client";

import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DatePicker } from "@/components/ui/date-picker";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { rescheduleCallInput } from "@/lib/calls/call-change-input";
import { api } from "@/trpc/react";
import { SlotGrid } from "./slot-grid";

type RescheduleValues = z.input<typeof rescheduleCallInput>;
const resolver = schemaResolver(rescheduleCallInput);

/**
 * Moves a paid call to another of the creator's open slots (the day's slots in the fan's time); the
 * server holds the rule (a day's notice both ways, the card hold's reach) and says why when it refuses.
 */
export function RescheduleCallDialog({
  call,
  open,
  onOpenChange,
}: {
  call: { id: string; creatorId: string; creatorName: string | null };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("callOrders");
  const tCalls = useTranslations("calls");
  const utils = api.useUtils();
  const form = useForm<RescheduleValues, unknown, z.output<typeof rescheduleCallInput>>({
    resolver,
    defaultValues: { callBookingId: call.id, date: "", time: "" },
  });
  const [date, time] = useWatch({ control: form.control, name: ["date", "time"] });
  const day = api.calls.slots.useQuery({ creatorId: call.creatorId, date }, { enabled: open && date !== "", retry: false });
  const move = api.calls.reschedule.useMutation(
    useMutationFeedback({
      form,
      success: t("rescheduled"),
      refresh: false,
      onSuccess: () => {
        onOpenChange(false);
        form.reset();
        void utils.calls.paid.invalidate();
      },
    }),
  );
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{t("rescheduleTitle")}</DialogTitle>
          <DialogDescription>{t("rescheduleRule", { name: call.creatorName ?? "Lakou" })}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((input) => move.mutate(input))}>
            <FormField
              control={form.control}
              name="date"
              render={({ field }) => (
                <FormItem fieldId={`reschedule-date-${call.id}`}>
                  <FormLabel>{tCalls("date")}</FormLabel>
                  <FormControl>
                    <DatePicker
                      value={field.value}
                      onChange={(iso) => {
                        field.onChange(iso);
                        form.setValue("time", "");
                        form.clearErrors();
                      }}
                    />
                  </FormControl>
                  <FormMessage role="alert" />
                </FormItem>
              )}
            />
            {date === "" ? null : day.isPending ? (
              <Skeleton className="h-24 w-full" aria-label={t("loading")} />
            ) : day.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {tCalls("loadError")}
              </p>
            ) : (
              <FormField
                control={form.control}
                name="time"
                render={({ field }) => (
                  <FormItem>
                    <SlotGrid
                      legend={tCalls("time", { zone })}
                      note={tCalls("creatorZone", { zone: day.data.timeZone })}
                      slots={day.data.slots}
                      value={field.value}
                      onChange={field.onChange}
                    />
                    <FormMessage role="alert" />
                  </FormItem>
                )}
              />
            )}
            <FormRootMessage />
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {t("keepTime")}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={!date || !time || move.isPending}>
                {t("confirmReschedule")}
              </Button>
            </div>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
