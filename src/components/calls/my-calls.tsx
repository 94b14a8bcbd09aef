"use client";

import { CalendarPlusIcon, PhoneCallIcon, VideoIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { callRoomPath } from "@/lib/calls/call-rules";
import { formatDate, formatZoneName } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { api, type RouterOutputs } from "@/trpc/react";
import { RescheduleCallDialog } from "./reschedule-call-dialog";

type Call = RouterOutputs["calls"]["paid"][number];

/**
 * The fan's paid calls, each at one time in one zone (the fan's own, named), with its length, how it happens,
 * an .ics file for their calendar, its room, and moving or cancelling it within the notice rule. `upcoming` keeps only calls to come
 * (the fan home); the section is left out when there is none.
 */
export function MyCalls({ upcoming = false }: { upcoming?: boolean }) {
  const t = useTranslations("callOrders");
  const calls = api.calls.paid.useQuery();
  const [now] = useState(() => Date.now());
  if (calls.isPending) return <Skeleton className="h-32 w-full" aria-label={t("loading")} />;
  if (calls.isError) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        {t("loadFailed")}
        <Button size="sm" variant="outline" onClick={() => void calls.refetch()}>
          {t("retry")}
        </Button>
      </p>
    );
  }
  const shown = upcoming ? calls.data.filter((call) => call.status === "confirmed" && call.scheduledAt.getTime() + call.durationMinutes * 60_000 > now) : calls.data;
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="my-calls-heading" className="flex flex-col gap-3">
      <h2 id="my-calls-heading" className="text-xl font-semibold">
        {upcoming ? t("upcomingTitle") : t("title")}
      </h2>
      <ul className="flex flex-col gap-3">
        {shown.map((call) => (
          <CallCard key={call.id} call={call} />
        ))}
      </ul>
    </section>
  );
}

function CallCard({ call }: { call: Call }) {
  const t = useTranslations("callOrders");
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const utils = api.useUtils();
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const cancel = api.calls.cancel.useMutation({
    onSuccess: async () => {
      setConfirming(false);
      toast.success(t("cancelled"));
      await utils.calls.paid.invalidate();
    },
  });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const when = formatDate(call.scheduledAt, locale, { dateStyle: "full", timeStyle: "short", timeZone: zone });
  const zoneName = formatZoneName(call.scheduledAt, zone, locale);
  const cancelUntil = formatDate(call.cancelUntil, locale, { dateStyle: "medium", timeStyle: "short", timeZone: zone });
  const name = call.creatorName ?? "Lakou";
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4" data-testid="call-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <PhoneCallIcon className="size-4" aria-hidden />
          {t("with", { name })}
        </h3>
        <Badge variant={call.status === "confirmed" ? "default" : "outline"}>{t(`status.${call.status}`)}</Badge>
      </div>
      <p className="text-sm">
        <span className="font-medium">{when}</span> · {t("duration", { minutes: call.durationMinutes })}
      </p>
      <p className="text-xs text-muted-foreground">{t("zone", { zone: zoneName })}</p>
      <p className="text-sm text-muted-foreground">{t("how", { name, minutes: call.durationMinutes })}</p>
      <p className="text-sm">{formatMoney(money(call.amountCents, call.currency), locale)}</p>
      {call.status === "confirmed" ? (
        <>
          <p className="text-sm text-muted-foreground">{call.canCancel ? t("cancelRule", { date: cancelUntil }) : t("cancelClosed")}</p>
          <div className="flex flex-wrap gap-2">
            <a href={`/api/calls/${call.id}/calendar?locale=${locale}`} download className={buttonVariants({ variant: "outline", size: "sm" })}>
              <CalendarPlusIcon aria-hidden />
              {t("addToCalendar")}
            </a>
            <Link href={callRoomPath(call.id)} className={buttonVariants({ size: "sm" })}>
              <VideoIcon aria-hidden />
              {t("openRoom")}
            </Link>
            {call.canCancel ? (
              <>
                <Button type="button" variant="outline" size="sm" onClick={() => setMoving(true)}>
                  {t("reschedule")}
                </Button>
                <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
                  {t("cancel")}
                </Button>
              </>
            ) : null}
          </div>
        </>
      ) : null}
      {call.canCancel ? <RescheduleCallDialog call={call} open={moving} onOpenChange={setMoving} /> : null}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent closeLabel={t("close")}>
          <DialogHeader>
            <DialogTitle>{t("confirmTitle")}</DialogTitle>
            <DialogDescription>{t("confirmBody", { name })}</DialogDescription>
          </DialogHeader>
          {cancel.error ? (
            <p role="alert" className="text-sm text-destructive">
              {errorText(cancel.error, t("cancelFailed"))}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("keep")}
              </Button>
            </DialogClose>
            <Button type="button" variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate({ callBookingId: call.id })}>
              {t("confirmCancel")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  );
}
