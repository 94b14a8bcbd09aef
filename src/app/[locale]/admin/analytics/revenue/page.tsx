import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AnalyticsFrame, ANALYTICS_PAGES, rangeParam } from "@/components/admin/analytics/analytics-frame";
import { DailyChart } from "@/components/admin/analytics/daily-chart";
import { QueryNotice } from "@/components/admin/query-notice";
import { StatCard } from "@/components/dashboard/stat-card";
import { Card } from "@/components/ui/card";
import type { Locale } from "@/i18n/routing";
import { formatNumber } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { settleQuery } from "@/server/api/settle-query";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.analytics.pages");
  return { title: t("revenue") };
}

/** Paid orders, GMV and the platform's revenue per day, each currency apart (from the ledger). */
export default async function AdminRevenueAnalyticsPage({ searchParams }: PageProps<"/[locale]/admin/analytics/revenue">) {
  await guardAdminPage("/admin/analytics/revenue");
  const [query, t, locale, api] = await Promise.all([searchParams, getTranslations("admin.analytics"), getLocale() as Promise<Locale>, serverApi()]);
  const range = rangeParam(query.range);
  const result = await settleQuery(api.admin.analyticsRevenue({ range: query.range } as { range: typeof range }));
  if (!result.ok) {
    return (
      <AnalyticsFrame page={ANALYTICS_PAGES[2]} range={range}>
        <QueryNotice messageKey={result.messageKey} />
      </AnalyticsFrame>
    );
  }
  const { totals, points } = result.data;
  const n = (value: number) => formatNumber(value, locale);
  return (
    <AnalyticsFrame page={ANALYTICS_PAGES[2]} range={range}>
      <dl className="grid gap-4 sm:grid-cols-3">
        <StatCard label={t("paidOrders")} value={n(totals.ordersUsd + totals.ordersHtg)} detail={t("perCurrency", { usd: n(totals.ordersUsd), htg: n(totals.ordersHtg) })} />
        <StatCard label={t("gmv")} value={formatMoney(money(totals.gmvUsd, "USD"), locale)} detail={formatMoney(money(totals.gmvHtg, "HTG"), locale)} />
        <StatCard
          label={t("platformRevenue")}
          value={formatMoney(money(totals.revenueUsd, "USD"), locale)}
          detail={formatMoney(money(totals.revenueHtg, "HTG"), locale)}
        />
      </dl>
      <Card className="p-4">
        <DailyChart
          title={t("paidOrdersPerDay")}
          points={points}
          series={[
            { key: "ordersUsd", label: t("inUsd") },
            { key: "ordersHtg", label: t("inHtg") },
          ]}
        />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="p-4">
          <DailyChart
            title={t("moneyPerDay", { currency: "USD" })}
            currency="USD"
            points={points}
            series={[
              { key: "gmvUsd", label: t("gmv") },
              { key: "revenueUsd", label: t("platformRevenue") },
            ]}
          />
        </Card>
        <Card className="p-4">
          <DailyChart
            title={t("moneyPerDay", { currency: "HTG" })}
            currency="HTG"
            points={points}
            series={[
              { key: "gmvHtg", label: t("gmv") },
              { key: "revenueHtg", label: t("platformRevenue") },
            ]}
          />
        </Card>
      </div>
    </AnalyticsFrame>
  );
}
