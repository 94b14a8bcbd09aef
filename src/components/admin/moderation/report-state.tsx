import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";

/** An item's report state in the proactive lists: never reported, or its queue status and report count. */
export async function ReportState({ report, removed }: { report: { status: string; reports: number } | null; removed: boolean }) {
  const t = await getTranslations("moderation.lists");
  const tQueue = await getTranslations("moderation.queue");
  if (removed) return <Badge variant="secondary">{t("removed")}</Badge>;
  if (!report) return <span className="text-muted-foreground">{t("notReported")}</span>;
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant="outline">{tQueue(`status.${report.status as "pending"}`)}</Badge>
      <span className="text-muted-foreground">{t("reports", { count: report.reports })}</span>
    </span>
  );
}
