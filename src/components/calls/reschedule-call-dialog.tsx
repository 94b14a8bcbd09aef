"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DatePicker } from "@/components/ui/date-picker";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/trpc/react";
import { SlotGrid } from "./slot-grid";

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
  const translate = useTranslations();
  const utils = api.useUtils();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const day = api.calls.slots.useQuery({ creatorId: call.creatorId, date }, { enabled: open && date !== "", retry: false });
  const move = api.calls.reschedule.useMutation({
    onSuccess: async () => {
      toast.success(t("rescheduled"));
      onOpenChange(false);
      setDate("");
      setTime("");
      await utils.calls.paid.invalidate();
    },
  });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const fieldKey = move.error?.data?.fieldErrors ? Object.values(move.error.data.fieldErrors)[0] : undefined;
  const errorKey = fieldKey ?? move.error?.data?.messageKey;
  const dateId = `reschedule-date-${call.id}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{t("rescheduleTitle")}</DialogTitle>
          <DialogDescription>{t("rescheduleRule", { name: call.creatorName ?? "Lakou" })}</DialogDescription>
        </DialogHeader>
        <label htmlFor={dateId} className="text-sm font-medium">
          {tCalls("date")}
        </label>
        <DatePicker
          id={dateId}
          value={date}
          onChange={(iso) => {
            setDate(iso);
            setTime("");
            move.reset();
          }}
        />
        {date === "" ? null : day.isPending ? (
          <Skeleton className="h-24 w-full" aria-label={t("loading")} />
        ) : day.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {tCalls("loadError")}
          </p>
        ) : (
          <SlotGrid
            legend={tCalls("time", { zone })}
            note={tCalls("creatorZone", { zone: day.data.timeZone })}
            slots={day.data.slots}
            value={time}
            onChange={setTime}
          />
        )}
        {move.error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorKey && translate.has(errorKey) ? translate(errorKey) : t("rescheduleFailed")}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t("keepTime")}
            </Button>
          </DialogClose>
          <Button type="button" disabled={!date || !time || move.isPending} onClick={() => move.mutate({ callBookingId: call.id, date, time })}>
            {t("confirmReschedule")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
