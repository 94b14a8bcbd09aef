import type * as React from "react";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import { ANALYTICS_RANGES, type AnalyticsRange } from "@/lib/admin/analytics-ranges";
import { RangeTabs } from "./range-tabs";

/** The analytics pages, each one line: its route and its title key under admin.analytics.pages. */
export const ANALYTICS_PAGES = [
  { route: "/admin/analytics", key: "overview" },
  { route: "/admin/analytics/users", key: "users" },
  { route: "/admin/analytics/revenue", key: "revenue" },
  { route: "/admin/analytics/content", key: "content" },
] as const;
export type AnalyticsPage = (typeof ANALYTICS_PAGES)[number];

/** The range in the address when it is one of ours (else the page's query answers why not). */
export function rangeParam(value: string | string[] | undefined): AnalyticsRange {
  return (ANALYTICS_RANGES as readonly unknown[]).includes(value) ? (value as AnalyticsRange) : "30d";
}

/** An analytics page's frame: title, the four pages as tabs, the 7/30/90-day choice, then the figures. */
export async function AnalyticsFrame({ page, range, children }: { page: AnalyticsPage; range: AnalyticsRange; children: React.ReactNode }) {
  const t = await getTranslations("admin.analytics");
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6">
      <AdminPageHeader title={t(`pages.${page.key}`)} description={t("description")}>
        <RangeTabs route={page.route} current={range} />
      </AdminPageHeader>
      <nav aria-label={t("pagesLabel")} className="-mx-1 flex gap-1 overflow-x-auto border-b text-sm">
        {ANALYTICS_PAGES.map((item) => (
          <Link
            key={item.route}
            href={{ pathname: item.route, query: { range } }}
            aria-current={item.route === page.route ? "page" : undefined}
            className={cn(
              "shrink-0 border-b-2 px-3 py-2 font-medium",
              item.route === page.route ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {t(`pages.${item.key}`)}
          </Link>
        ))}
      </nav>
      {children}
    </div>
  );
}
