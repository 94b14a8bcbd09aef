import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AnalyticsFrame, ANALYTICS_PAGES, rangeParam } from "@/components/admin/analytics/analytics-frame";
import { QueryNotice } from "@/components/admin/query-notice";
import { StatCard } from "@/components/dashboard/stat-card";
import type { Locale } from "@/i18n/routing";
import { formatNumber } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { settleQuery } from "@/server/api/settle-query";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.analytics.pages");
  return { title: t("overview") };
}

/** The range's totals from the three analytics pages, each linking to its page. */
export default async function AdminAnalyticsPage({ searchParams }: PageProps<"/[locale]/admin/analytics">) {
  await guardAdminPage("/admin/analytics");
  const [query, t, locale, api] = await Promise.all([searchParams, getTranslations("admin.analytics"), getLocale() as Promise<Locale>, serverApi()]);
  const range = rangeParam(query.range);
  const input = { range: query.range } as { range: typeof range };
  const [users, revenue, content] = await Promise.all([
    settleQuery(api.admin.analyticsUsers(input)),
    settleQuery(api.admin.analyticsRevenue(input)),
    settleQuery(api.admin.analyticsContent(input)),
  ]);
  const page = ANALYTICS_PAGES[0];
  if (!users.ok || !revenue.ok || !content.ok) {
    const refused = [users, revenue, content].find((result) => !result.ok) as { messageKey: string };
    return (
      <AnalyticsFrame page={page} range={range}>
        <QueryNotice messageKey={refused.messageKey} />
      </AnalyticsFrame>
    );
  }
  const n = (value: number) => formatNumber(value, locale);
  const usd = (cents: number) => formatMoney(money(cents, "USD"), locale);
  const htg = (cents: number) => formatMoney(money(cents, "HTG"), locale);
  const link = (route: string) => `${route}?range=${range}`;
  return (
    <AnalyticsFrame page={page} range={range}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard label={t("newFans")} value={n(users.data.totals.fans)} href={link("/admin/analytics/users")} />
        <StatCard label={t("newCreators")} value={n(users.data.totals.creators)} href={link("/admin/analytics/users")} />
        <StatCard
          label={t("paidOrders")}
          value={n(revenue.data.totals.ordersUsd + revenue.data.totals.ordersHtg)}
          detail={t("perCurrency", { usd: n(revenue.data.totals.ordersUsd), htg: n(revenue.data.totals.ordersHtg) })}
          href={link("/admin/analytics/revenue")}
        />
        <StatCard
          label={t("gmv")}
          value={usd(revenue.data.totals.gmvUsd)}
          detail={htg(revenue.data.totals.gmvHtg)}
          href={link("/admin/analytics/revenue")}
        />
        <StatCard
          label={t("platformRevenue")}
          value={usd(revenue.data.totals.revenueUsd)}
          detail={htg(revenue.data.totals.revenueHtg)}
          href={link("/admin/analytics/revenue")}
        />
        <StatCard
          label={t("subscriptionsStarted")}
          value={n(content.data.totals.started)}
          detail={t("cancelledCount", { count: content.data.totals.cancelled })}
          href={link("/admin/analytics/content")}
        />
        <StatCard label={t("postsPublished")} value={n(content.data.totals.posts)} href={link("/admin/analytics/content")} />
        <StatCard label={t("videosDelivered")} value={n(content.data.totals.videos)} href={link("/admin/analytics/content")} />
      </dl>
    </AnalyticsFrame>
  );
}
