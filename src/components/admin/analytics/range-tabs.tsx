import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import { ANALYTICS_RANGES, type AnalyticsRange } from "@/lib/admin/analytics-ranges";

/** The 7/30/90-day choice of an analytics page, as links (the range lives in the address). */
export async function RangeTabs({ route, current }: { route: string; current: AnalyticsRange }) {
  const t = await getTranslations("admin.analytics");
  return (
    <nav aria-label={t("rangeLabel")} className="flex gap-1 rounded-lg bg-muted p-1 text-sm">
      {ANALYTICS_RANGES.map((range) => (
        <Link
          key={range}
          href={{ pathname: route, query: { range } }}
          aria-current={range === current ? "page" : undefined}
          className={cn("rounded-md px-3 py-1.5 font-medium", range === current ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground")}
        >
          {t(`ranges.${range}`)}
        </Link>
      ))}
    </nav>
  );
}
