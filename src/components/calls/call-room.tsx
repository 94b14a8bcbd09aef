"use client";

import { ExternalLinkIcon, VideoIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { Locale } from "@/i18n/routing";
import { CALL_ROOM_OPENS_MINUTES } from "@/lib/calls/call-rules";
import { formatDate, formatZoneName } from "@/lib/locale-format";
import { api } from "@/trpc/react";
import { CallLinkForm } from "./call-link-form";

/** How far off `at` is, in the largest whole unit that reads well: days from 2 days, hours from 2 hours, else minutes (at least 1). */
function countdown(at: Date, now: number): { unit: "days" | "hours" | "minutes"; count: number } {
  const minutes = Math.max(1, Math.ceil((at.getTime() - now) / 60_000));
  if (minutes >= 2 * 1440) return { unit: "days", count: Math.floor(minutes / 1440) };
  if (minutes >= 120) return { unit: "hours", count: Math.floor(minutes / 60) };
  return { unit: "minutes", count: minutes };
}

/**
 * The call room for its fan and creator: when the call is (the reader's own zone, named), a countdown,
 * and how it happens. The room opens CALL_ROOM_OPENS_MINUTES before the start: then the fan gets the
 * creator's meeting link. It is read again every 30 seconds, so the link appears without a reload.
 */
export function CallRoom({ callBookingId }: { callBookingId: string }) {
  const t = useTranslations("callRoom");
  const tOrders = useTranslations("callOrders");
  const locale = useLocale() as Locale;
  const room = api.calls.room.useQuery({ callBookingId }, { refetchInterval: 30_000 });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  if (room.isPending) return <Skeleton className="h-48 w-full" aria-label={t("loading")} />;
  if (room.isError) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        {t("loadFailed")}
        <Button size="sm" variant="outline" onClick={() => void room.refetch()}>
          {tOrders("retry")}
        </Button>
      </p>
    );
  }
  const call = room.data;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const when = formatDate(call.scheduledAt, locale, { dateStyle: "full", timeStyle: "short", timeZone: zone });
  const other = call.role === "creator" ? (call.fanName ?? t("aFan")) : call.creatorName;
  return (
    <section aria-labelledby="call-room-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-5" data-testid="call-room">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="call-room-heading" className="flex items-center gap-2 text-2xl font-bold">
          <VideoIcon className="size-6" aria-hidden />
          {t("title", { name: other })}
        </h1>
        <Badge variant={call.state === "open" ? "default" : "outline"}>{t(`state.${call.state}`)}</Badge>
      </div>
      <p>
        <span className="font-medium">{when}</span> · {tOrders("duration", { minutes: call.durationMinutes })}
      </p>
      <p className="text-xs text-muted-foreground">{tOrders("zone", { zone: formatZoneName(call.scheduledAt, zone, locale) })}</p>
      <p role="status" className="text-sm">
        {call.state === "early"
          ? t(`startsIn.${countdown(call.scheduledAt, now).unit}`, { count: countdown(call.scheduledAt, now).count, opens: CALL_ROOM_OPENS_MINUTES })
          : call.state === "open"
            ? t("openNow")
            : t(call.status === "cancelled" ? "cancelled" : "ended")}
      </p>
      <p className="text-sm text-muted-foreground">{t("honest")}</p>
      {call.role === "fan" ? (
        call.joinUrl ? (
          <a href={call.joinUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ className: "self-start" })}>
            <ExternalLinkIcon aria-hidden />
            {t("join")}
          </a>
        ) : call.state !== "ended" ? (
          <p className="text-sm">{t(call.hasJoinUrl ? "linkAtOpening" : "linkNotYet", { name: call.creatorName, opens: CALL_ROOM_OPENS_MINUTES })}</p>
        ) : null
      ) : null}
      {call.role === "creator" && call.status === "confirmed" && call.state !== "ended" ? (
        <CallLinkForm callBookingId={call.id} joinUrl={call.joinUrl} />
      ) : null}
      {call.role === "creator" && call.joinUrl ? (
        <a href={call.joinUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline", className: "self-start" })}>
          <ExternalLinkIcon aria-hidden />
          {t("join")}
        </a>
      ) : null}
    </section>
  );
}
