"use client";

import { ActivityIcon, Loader2Icon, MessageCircleIcon, RefreshCwIcon, UserPlusIcon, VideoIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { LIVE_REFRESH_MS, type LiveActivityKind } from "@/lib/dashboard/live";
import { formatDate, formatNumber } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { feedEvents } from "@/lib/notifications/feed-events";
import type { FeedStatus } from "@/lib/notifications/notification-feed";
import type { LiveDashboard as LiveData } from "@/server/services/dashboard/get-live-dashboard";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";
import { StatCard } from "./stat-card";

const ACTIVITY_ICONS: Record<LiveActivityKind, typeof VideoIcon> = { request: VideoIcon, subscriber: UserPlusIcon, comment: MessageCircleIcon };
const STATUS_DOT: Record<FeedStatus, string> = {
  connecting: "bg-muted-foreground",
  live: "bg-emerald-500",
  reconnecting: "bg-amber-500",
  polling: "bg-amber-500",
};
const hourOf = (iso: string, locale: Locale) => formatDate(new Date(iso), locale, { hour: "2-digit", minute: "2-digit" });

/**
 * The creator's live dashboard (spec screen 2) from real figures: the connection's status (the page's
 * one notification stream, through the bell's feed), auto refresh every 5 s or manual, today's cards,
 * the latest activity, hourly cards and the last day's summary. Each notification that arrives re-reads
 * the figures at once and refreshes the page's server-rendered numbers.
 */
export function LiveDashboard() {
  const t = useTranslations("dashboard.live");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const utils = api.useUtils();
  const [auto, setAuto] = useState(true);
  const status = useSyncExternalStore(feedEvents.onStatus, feedEvents.status, () => "connecting" as const);
  const live = api.dashboard.live.useQuery(undefined, { refetchInterval: auto ? LIVE_REFRESH_MS : false });

  useEffect(
    () =>
      feedEvents.onArrival(() => {
        void utils.dashboard.live.invalidate();
        router.refresh();
      }),
    [router, utils],
  );

  return (
    <section aria-labelledby="live-title" className="flex flex-col gap-4" data-testid="live-dashboard">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="live-title" className="text-xl font-semibold">
            {t("title")}
          </h2>
          <p role="status" className="flex items-center gap-2 rounded-full border px-2.5 py-0.5 text-xs font-medium" data-testid="live-status">
            <span aria-hidden className={cn("size-2 rounded-full", STATUS_DOT[status], status === "live" && "animate-pulse")} />
            {t(`status.${status}`)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label={t("refreshMode")} className="inline-flex rounded-md border p-0.5">
            {[true, false].map((mode) => (
              <Button
                key={String(mode)}
                type="button"
                size="sm"
                variant={auto === mode ? "secondary" : "ghost"}
                aria-pressed={auto === mode}
                onClick={() => setAuto(mode)}
                className="h-7"
              >
                {mode ? t("auto") : t("manual")}
              </Button>
            ))}
          </div>
          <Button type="button" size="sm" variant="outline" onClick={() => void live.refetch()} disabled={live.isFetching}>
            {live.isFetching ? <Loader2Icon aria-hidden className="animate-spin" /> : <RefreshCwIcon aria-hidden />}
            {t("refresh")}
          </Button>
        </div>
      </div>
      {live.data ? (
        <p className="-mt-2 text-xs text-muted-foreground">
          {t("updatedAt", { time: formatDate(new Date(live.data.at), locale, { timeStyle: "medium" }) })}
          {auto ? ` · ${t("autoHint", { seconds: LIVE_REFRESH_MS / 1000 })}` : null}
        </p>
      ) : null}
      {live.isError && live.data ? (
        <p role="alert" className="text-sm text-destructive">
          {t("refreshFailed")}
        </p>
      ) : null}
      {live.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-busy="true" aria-label={t("loading")}>
          {[0, 1, 2, 3, 4].map((card) => (
            <Skeleton key={card} className="h-28" />
          ))}
        </div>
      ) : live.isError && !live.data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed p-6 text-sm">
          {t("loadFailed")}
          <Button type="button" size="sm" variant="outline" onClick={() => void live.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <LiveFigures data={live.data} locale={locale} />
      )}
    </section>
  );
}


function LiveFigures({ data, locale }: { data: LiveData; locale: Locale }) {
  const t = useTranslations("dashboard.live");
  const n = (value: number) => formatNumber(value, locale);
  const earnings = (data.today.earnings.length > 0 ? data.today.earnings : [{ currency: "USD" as const, amount: 0 }])
    .map((earned) => formatMoney(money(earned.amount, earned.currency), locale))
    .join(" + ");
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-label={t("todayLabel")} data-testid="live-today">
        <StatCard label={t("today.request")} value={<span data-testid="live-today-request">{n(data.today.request)}</span>} href="/creator/content" />
        <StatCard label={t("today.earnings")} value={earnings} href="/creator/finances" />
        <StatCard label={t("today.view")} value={n(data.today.view)} />
        <StatCard label={t("today.subscriber")} value={<span data-testid="live-today-subscriber">{n(data.today.subscriber)}</span>} />
        <StatCard label={t("today.comment")} value={n(data.today.comment)} />
      </dl>
      <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
        <Card className="flex flex-col gap-3 p-5">
          <h3 className="flex items-center gap-2 font-semibold">
            <ActivityIcon aria-hidden className="size-4" />
            {t("activity.title")}
          </h3>
          {data.activity.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("activity.empty")}</p>
          ) : (
            <ol className="flex flex-col divide-y" data-testid="live-activity">
              {data.activity.map((item) => {
                const Icon = ACTIVITY_ICONS[item.kind];
                return (
                  <li key={`${item.kind}-${item.id}`} className="flex items-start gap-3 py-2 text-sm">
                    <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                    <span className="min-w-0 flex-1 break-words">
                      {t(`activity.${item.kind}`, { who: item.who ?? t("activity.someone"), detail: item.detail })}
                    </span>
                    <time dateTime={item.at} className="shrink-0 text-xs text-muted-foreground tabular-nums">
                      {formatDate(new Date(item.at), locale, { dateStyle: "short", timeStyle: "short" })}
                    </time>
                  </li>
                );
              })}
            </ol>
          )}
        </Card>
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">{t("hourly.title")}</h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {data.hourly.map((hour) => (
              <li key={hour.hour}>
                <Card className="flex flex-col gap-1 p-3 text-sm">
                  <p className="font-semibold tabular-nums">{hourOf(hour.hour, locale)}</p>
                  <p className="text-muted-foreground">{t("hourly.requests", { count: hour.request })}</p>
                  <p className="text-muted-foreground">{t("hourly.views", { count: hour.view })}</p>
                  <p className="text-muted-foreground">{t("hourly.subscribers", { count: hour.subscriber })}</p>
                  <p className="text-muted-foreground">{t("hourly.comments", { count: hour.comment })}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Card className="p-4">
        <h3 className="sr-only">{t("summary.title", { hours: data.summary.hours })}</h3>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5" aria-label={t("summary.title", { hours: data.summary.hours })}>
          {(["request", "view", "subscriber", "comment"] as const).map((kind) => (
            <div key={kind} className="flex flex-col">
              <dt className="text-muted-foreground">{t(`summary.${kind}`, { hours: data.summary.hours })}</dt>
              <dd className="text-lg font-semibold tabular-nums">{n(data.summary[kind])}</dd>
            </div>
          ))}
          <div className="flex flex-col">
            <dt className="text-muted-foreground">{t("summary.busiestHour")}</dt>
            <dd className="text-lg font-semibold tabular-nums">{data.summary.busiestHour ? hourOf(data.summary.busiestHour, locale) : t("summary.none")}</dd>
          </div>
        </dl>
      </Card>
    </>
  );
}
