"use client";

import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { VIEW_BLOCK_HOURS } from "@/lib/analytics/targets";
import { formatCompact, formatDate, formatNumber } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import type { RouterOutputs } from "@/trpc/react";
import { Gauge, Heatmap, PeriodBars, Progress, TrendLine } from "./metric-charts";
import { MetricCard } from "./metric-card";

type Metrics = RouterOutputs["creatorAnalytics"]["metrics"];

/** The six cards of the creator performance screen. */
export function AnalyticsCards({ metrics }: { metrics: Metrics }) {
  const t = useTranslations("creatorAnalytics");
  const locale = useLocale() as Locale;
  const { range } = metrics;
  const change = (value: number | null) => (value === null ? t("noChange") : t("change", { change: value, days: range }));
  const day = (label: string) => formatDate(new Date(`${label}T12:00:00Z`), locale);
  const cash = (cents: number) => formatMoney(money(cents, metrics.earnings.currency), locale);
  const number = (value: number | null, fallback = "—") => (value === null ? fallback : formatNumber(value, locale));
  const weekdays = ["1", "2", "3", "4", "5", "6", "7"].map((d) => t(`weekdays.${d}`));
  const blocks = Array.from({ length: 24 / VIEW_BLOCK_HOURS }, (_, i) => `${String(i * VIEW_BLOCK_HOURS).padStart(2, "0")}–${String((i + 1) * VIEW_BLOCK_HOURS).padStart(2, "0")}`);
  const series = (points: { label: string; value: number | null }[], format: (value: number) => string) =>
    points.filter((point) => point.value !== null).map((point) => [day(point.label), format(point.value!)] as [string, string]);
  const columns: [string, string] = [t("columns.period"), t("columns.value")];
  const file = (name: string) => `lakou-${name}-${range}d.csv`;

  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <MetricCard
        testId="metric-earnings"
        title={t("cards.earnings.title")}
        value={cash(metrics.earnings.current)}
        change={change(metrics.earnings.change)}
        status={metrics.earnings.status}
        note={
          metrics.earnings.others.length > 0
            ? t("cards.earnings.others", { amount: metrics.earnings.others.map((o) => formatMoney(money(o.current, o.currency), locale)).join(", ") })
            : undefined
        }
        detail={{ columns, rows: series(metrics.earnings.series, cash), filename: file("earnings") }}
      >
        <TrendLine points={metrics.earnings.series} format={cash} />
      </MetricCard>
      <MetricCard
        testId="metric-requests"
        title={t("cards.requests.title")}
        value={formatCompact(metrics.requests.current, locale)}
        change={change(metrics.requests.change)}
        status={metrics.requests.status}
        note={t("cards.requests.hint")}
        detail={{ columns, rows: series(metrics.requests.series, (v) => formatNumber(v, locale)), filename: file("requests") }}
      >
        <PeriodBars points={metrics.requests.series} />
      </MetricCard>
      <MetricCard
        testId="metric-rating"
        title={t("cards.rating.title")}
        value={metrics.rating.current === null ? "—" : t("cards.rating.value", { rating: number(metrics.rating.current) })}
        change={change(metrics.rating.change)}
        status={metrics.rating.status}
        note={t("cards.rating.reviews", { count: metrics.rating.count })}
        detail={{ columns, rows: series(metrics.rating.series, (v) => formatNumber(v, locale)), filename: file("rating") }}
      >
        <TrendLine points={metrics.rating.series} format={(v) => formatNumber(v, locale)} />
      </MetricCard>
      <MetricCard
        testId="metric-response"
        title={t("cards.responseTime.title")}
        value={metrics.responseTime.current === null ? "—" : t("cards.responseTime.value", { hours: number(metrics.responseTime.current) })}
        change={change(metrics.responseTime.change)}
        status={metrics.responseTime.status}
        note={
          <>
            {t("target", { value: t("cards.responseTime.value", { hours: metrics.responseTime.target }) })}
            {metrics.responseTime.platformAverage !== null
              ? ` · ${t("platformAverage", { value: t("cards.responseTime.value", { hours: number(metrics.responseTime.platformAverage) }) })}`
              : ""}
          </>
        }
        detail={{ columns, rows: series(metrics.responseTime.series, (v) => formatNumber(v, locale)), filename: file("response-time") }}
      >
        <Gauge value={metrics.responseTime.current ?? 0} max={metrics.responseTime.target * 2} over={metrics.responseTime.status === "critical"} />
      </MetricCard>
      <MetricCard
        testId="metric-completion"
        title={t("cards.completion.title")}
        value={metrics.completion.current === null ? "—" : t("cards.completion.value", { percent: number(metrics.completion.current) })}
        change={change(metrics.completion.change)}
        status={metrics.completion.status}
        note={
          <>
            {t("cards.completion.hint", { delivered: metrics.completion.delivered, ended: metrics.completion.ended })}
            {metrics.completion.platformAverage !== null
              ? ` · ${t("platformAverage", { value: t("cards.completion.value", { percent: number(metrics.completion.platformAverage) }) })}`
              : ""}
          </>
        }
        detail={{
          columns,
          rows: metrics.completion.current === null ? [] : [[t(`ranges.${range}`), t("cards.completion.value", { percent: number(metrics.completion.current) })]],
          filename: file("completion"),
        }}
      >
        <Progress percent={metrics.completion.current ?? 0} target={metrics.completion.target} label={t("cards.completion.title")} />
      </MetricCard>
      <MetricCard
        testId="metric-views"
        title={t("cards.views.title")}
        value={formatCompact(metrics.views.current, locale)}
        change={change(metrics.views.change)}
        status={metrics.views.status}
        note={t("cards.views.hint")}
        detail={{
          columns: [t("columns.weekday"), t("columns.value")],
          rows: metrics.views.heatmap.flatMap((row, d) =>
            row.map((count, b) => [`${weekdays[d]} ${blocks[b]}`, formatNumber(count, locale)] as [string, string]),
          ),
          filename: file("views"),
        }}
      >
        <Heatmap cells={metrics.views.heatmap} weekdays={weekdays} blocks={blocks} />
      </MetricCard>
    </div>
  );
}
