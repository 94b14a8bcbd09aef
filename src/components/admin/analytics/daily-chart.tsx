"use client";

import { useLocale } from "next-intl";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Locale } from "@/i18n/routing";
import { formatCompact, formatDate, formatNumber } from "@/lib/locale-format";
import { type Currency, formatMoney, money } from "@/lib/money";

const COLORS = ["var(--color-primary)", "var(--color-chart-2, #f59e0b)", "var(--color-chart-3, #10b981)", "var(--color-chart-4, #ef4444)"];

export interface ChartSeries {
  key: string;
  label: string;
}

/**
 * Daily bars of one or more series (UTC days), with axes, a legend and a tooltip. `currency`: the values are
 * minor units of that currency; otherwise counts. The figures are also on the page as text (the totals).
 */
export function DailyChart({
  title,
  points,
  series,
  currency,
}: {
  title: string;
  points: ({ day: string } & Record<string, number | string>)[];
  series: ChartSeries[];
  currency?: Currency;
}) {
  const locale = useLocale() as Locale;
  const format = (value: number) => (currency ? formatMoney(money(Math.round(value), currency), locale) : formatNumber(value, locale));
  const dayLabel = (day: string) => formatDate(new Date(`${day}T12:00:00Z`), locale, { month: "short", day: "numeric", timeZone: "UTC" });
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <div className="h-56 w-full" role="img" aria-label={title}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={dayLabel} fontSize={11} minTickGap={16} />
            <YAxis fontSize={11} width={40} allowDecimals={false} tickFormatter={(value) => formatCompact(currency ? Number(value) / 100 : Number(value), locale)} />
            <Tooltip labelFormatter={(day) => dayLabel(String(day))} formatter={(value, name) => [format(Number(value)), name]} />
            {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
            {series.map((line, index) => (
              <Bar key={line.key} dataKey={line.key} name={line.label} fill={COLORS[index % COLORS.length]} radius={[3, 3, 0, 0]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
