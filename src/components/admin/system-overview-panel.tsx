"use client";

import { Loader2Icon, RefreshCwIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate, formatNumber } from "@/lib/locale-format";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";
import { auditActionText } from "./audit-action-text";
import { Row, SystemHealthList } from "./system-health-list";

/** Read again every 30 seconds while the dashboard is open. */
const OVERVIEW_REFRESH_MS = 30_000;

function subscribeOnline(callback: () => void) {
  window.addEventListener("online", callback);
  window.addEventListener("offline", callback);
  return () => {
    window.removeEventListener("online", callback);
    window.removeEventListener("offline", callback);
  };
}

/** The clock, ticking each second (nothing on the server render, so no mismatch). */
function useNow() {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return now;
}

/**
 * The dashboard's system overview side panel (spec screen 16, with real readings): health, payment webhooks,
 * admins active in the last 15 minutes, pending items and quick actions linking to the screens this admin may open (`routes`),
 * recent audit entries, the live clock, online indicator and refresh.
 */
export function SystemOverviewPanel({ routes }: { routes: string[] }) {
  const t = useTranslations("admin.overview");
  const tAudit = useTranslations("admin.audit");
  const locale = useLocale() as Locale;
  const now = useNow();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  const overview = api.admin.systemOverview.useQuery(undefined, { refetchInterval: OVERVIEW_REFRESH_MS });
  const data = overview.data;
  const time = (value: Date | string) => formatDate(new Date(value), locale, { dateStyle: "short", timeStyle: "short" });
  const can = (route: string) => routes.includes(route);
  const pending = data
    ? [
        { key: "creatorsToApprove", count: data.pending.creatorsToApprove, href: "/admin/approvals", route: "/admin/approvals" },
        { key: "creatorsToVerify", count: data.pending.creatorsToVerify, href: "/admin/creators?verification=unverified", route: "/admin/creators" },
        { key: "openReports", count: data.pending.openReports, href: "/admin/moderation", route: "/admin/moderation" },
        { key: "refundsOwed", count: data.pending.refundsOwed, href: null, route: null },
        { key: "payoutsOpen", count: data.pending.payoutsOpen, href: "/admin/payouts", route: "/admin/payouts" },
      ] as const
    : [];
  const quickActions = (
    [
      { key: "verifyCreators", route: "/admin/creators" },
      { key: "reviewReports", route: "/admin/moderation" },
      { key: "processPayouts", route: "/admin/payouts" },
      { key: "settings", route: "/admin/settings" },
    ] as const
  ).filter((action) => can(action.route));

  return (
    <Card className="flex flex-col gap-5 p-4" aria-labelledby="system-overview-title">
      <header className="flex items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h2 id="system-overview-title" className="font-semibold">
            {t("title")}
          </h2>
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <span aria-hidden className={cn("size-2 rounded-full", online ? "bg-emerald-500" : "bg-destructive")} />
            {online ? t("online") : t("offline")}
            {now ? <time dateTime={now.toISOString()} className="tabular-nums">· {formatDate(now, locale, { timeStyle: "medium" })}</time> : null}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("refresh")}
          onClick={() => void overview.refetch()}
          disabled={overview.isFetching}
        >
          <RefreshCwIcon aria-hidden className={cn(overview.isFetching && "animate-spin")} />
        </Button>
      </header>

      {overview.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon aria-hidden className="size-4 animate-spin" />
          {t("loading")}
        </p>
      ) : !data ? (
        <p role="alert" className="text-sm text-destructive">
          {t("failed")}
        </p>
      ) : (
        <>
          <section aria-labelledby="overview-health" className="flex flex-col gap-2">
            <h3 id="overview-health" className="text-sm font-semibold">
              {t("health")}
            </h3>
            <SystemHealthList status={data.status} />
            <dl className="flex flex-col gap-1.5 text-sm">
              {data.lastWebhooks.length === 0 ? (
                <Row label={t("lastWebhook")} value={t("never")} />
              ) : (
                data.lastWebhooks.map((hook) => <Row key={hook.provider} label={t("lastWebhookOf", { provider: hook.provider })} value={hook.at ? time(hook.at) : t("never")} />)
              )}
              <Row label={t("adminsActive")} value={formatNumber(data.adminsActive, locale)} />
            </dl>
          </section>

          <section aria-labelledby="overview-pending" className="flex flex-col gap-2">
            <h3 id="overview-pending" className="text-sm font-semibold">
              {t("pending")}
            </h3>
            <ul className="flex flex-col gap-1 text-sm">
              {pending.map((item) => (
                <li key={item.key} className="flex items-center justify-between gap-2">
                  {item.href && item.route && can(item.route) ? (
                    <Link href={item.href} className="text-primary underline-offset-4 hover:underline">
                      {t(`pendingItems.${item.key}`)}
                    </Link>
                  ) : (
                    <span>{t(`pendingItems.${item.key}`)}</span>
                  )}
                  <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums", item.count > 0 ? "bg-amber-100 text-amber-900" : "bg-muted")}>
                    {formatNumber(item.count, locale)}
                  </span>
                </li>
              ))}
            </ul>
          </section>

          {quickActions.length ? (
            <section aria-labelledby="overview-actions" className="flex flex-col gap-2">
              <h3 id="overview-actions" className="text-sm font-semibold">
                {t("quickActions")}
              </h3>
              <div className="grid grid-cols-2 gap-2">
                {quickActions.map((action) => (
                  <Button key={action.key} asChild variant="outline" size="sm" className="h-auto whitespace-normal py-2">
                    <Link href={action.route}>{t(`actions.${action.key}`)}</Link>
                  </Button>
                ))}
              </div>
            </section>
          ) : null}

          {data.recentChanges ? (
            <section aria-labelledby="overview-recent" className="flex flex-col gap-2">
              <h3 id="overview-recent" className="text-sm font-semibold">
                {t("recentChanges")}
              </h3>
              {data.recentChanges.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("noChanges")}</p>
              ) : (
                <ul className="flex flex-col gap-1.5 text-sm">
                  {data.recentChanges.map((entry) => (
                    <li key={entry.id} className="flex flex-col">
                      <span className={cn("font-medium", !entry.success && "text-destructive")}>{auditActionText(entry.action, tAudit)}</span>
                      <span className="text-xs text-muted-foreground">
                        {entry.actorEmail ?? t("system")} · {time(entry.createdAt)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {can("/admin/audit") ? (
                <Link href="/admin/audit" className="text-sm text-primary underline-offset-4 hover:underline">
                  {t("openAudit")}
                </Link>
              ) : null}
            </section>
          ) : null}
          <p className="text-xs text-muted-foreground">{t("checkedAt", { time: time(data.status.checkedAt) })}</p>
        </>
      )}
    </Card>
  );
}
