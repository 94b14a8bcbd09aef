"use client";

import { VideoIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { callRoomPath } from "@/lib/calls/call-rules";
import { formatDate, formatZoneName } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { api } from "@/trpc/react";
import { CallLinkForm } from "./call-link-form";

/**
 * The creator's own calls, upcoming (soonest first) or past, every time in the creator's own time zone
 * (their profile's, named), each with the fan, length, price, its room and, while upcoming, the meeting link.
 */
export function CreatorCalls() {
  const t = useTranslations("creatorCalls");
  const tOrders = useTranslations("callOrders");
  const locale = useLocale() as Locale;
  const [when, setWhen] = useState<"upcoming" | "past">("upcoming");
  const calls = api.calls.creatorCalls.useQuery({ when });
  return (
    <div className="flex flex-col gap-4">
      <Tabs value={when} onValueChange={(value) => setWhen(value as "upcoming" | "past")}>
        <TabsList>
          <TabsTrigger value="upcoming">{t("upcoming")}</TabsTrigger>
          <TabsTrigger value="past">{t("past")}</TabsTrigger>
        </TabsList>
      </Tabs>
      {calls.isPending ? (
        <Skeleton className="h-32 w-full" aria-label={t("loading")} />
      ) : calls.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          {t("loadFailed")}
          <Button size="sm" variant="outline" onClick={() => void calls.refetch()}>
            {t("retry")}
          </Button>
        </p>
      ) : calls.data.calls.length === 0 ? (
        <div className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{t(when === "upcoming" ? "emptyUpcoming" : "emptyPast")}</div>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">{t("zone", { zone: formatZoneName(new Date(), calls.data.timeZone, locale) })}</p>
          <ul className="flex flex-col gap-3">
            {calls.data.calls.map((call) => (
              <li key={call.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4" data-testid="creator-call">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-semibold">{t("with", { name: call.fanName ?? t("aFan") })}</h2>
                  <Badge variant={call.status === "confirmed" ? "default" : "outline"}>{tOrders(`status.${call.status}`)}</Badge>
                </div>
                <p className="text-sm">
                  <span className="font-medium">
                    {formatDate(call.scheduledAt, locale, { dateStyle: "full", timeStyle: "short", timeZone: calls.data.timeZone })}
                  </span>{" "}
                  · {tOrders("duration", { minutes: call.durationMinutes })} · {formatMoney(money(call.amountCents, call.currency), locale)}
                </p>
                {call.status === "confirmed" && when === "upcoming" ? (
                  <>
                    <CallLinkForm callBookingId={call.id} joinUrl={call.joinUrl} />
                    <Link href={callRoomPath(call.id)} className={buttonVariants({ size: "sm", className: "self-start" })}>
                      <VideoIcon aria-hidden />
                      {tOrders("openRoom")}
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
