import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AnalyticsFrame, ANALYTICS_PAGES, rangeParam } from "@/components/admin/analytics/analytics-frame";
import { DailyChart } from "@/components/admin/analytics/daily-chart";
import { QueryNotice } from "@/components/admin/query-notice";
import { StatCard } from "@/components/dashboard/stat-card";
import { Card } from "@/components/ui/card";
import type { Locale } from "@/i18n/routing";
import { formatNumber } from "@/lib/locale-format";
import { settleQuery } from "@/server/api/settle-query";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.analytics.pages");
  return { title: t("content") };
}

/** Posts published, videos delivered, and subscriptions started and cancelled per day. */
export default async function AdminContentAnalyticsPage({ searchParams }: PageProps<"/[locale]/admin/analytics/content">) {
  await guardAdminPage("/admin/analytics/content");
  const [query, t, locale, api] = await Promise.all([searchParams, getTranslations("admin.analytics"), getLocale() as Promise<Locale>, serverApi()]);
  const range = rangeParam(query.range);
  const result = await settleQuery(api.admin.analyticsContent({ range: query.range } as { range: typeof range }));
  if (!result.ok) {
    return (
      <AnalyticsFrame page={ANALYTICS_PAGES[3]} range={range}>
        <QueryNotice messageKey={result.messageKey} />
      </AnalyticsFrame>
    );
  }
  const { totals, points } = result.data;
  const n = (value: number) => formatNumber(value, locale);
  return (
    <AnalyticsFrame page={ANALYTICS_PAGES[3]} range={range}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t("postsPublished")} value={n(totals.posts)} />
        <StatCard label={t("videosDelivered")} value={n(totals.videos)} />
        <StatCard label={t("subscriptionsStarted")} value={n(totals.started)} />
        <StatCard label={t("subscriptionsCancelled")} value={n(totals.cancelled)} />
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="p-4">
          <DailyChart
            title={t("contentPerDay")}
            points={points}
            series={[
              { key: "posts", label: t("postsPublished") },
              { key: "videos", label: t("videosDelivered") },
            ]}
          />
        </Card>
        <Card className="p-4">
          <DailyChart
            title={t("subscriptionsPerDay")}
            points={points}
            series={[
              { key: "started", label: t("subscriptionsStarted") },
              { key: "cancelled", label: t("subscriptionsCancelled") },
            ]}
          />
        </Card>
      </div>
    </AnalyticsFrame>
  );
}
