import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { formatNumber } from "@/lib/locale-format";
import type { RouterOutputs } from "@/trpc/react";

type Metrics = RouterOutputs["creatorAnalytics"]["metrics"];

/** The spec's alert cards: Response Time Alert, Completion Rate, Earnings Growth. */
export async function AnalyticsAlerts({ metrics, locale }: { metrics: Metrics; locale: Locale }) {
  const t = await getTranslations("creatorAnalytics.alerts");
  const alerts = [
    metrics.alerts.responseTime && {
      id: "responseTime",
      tone: "border-red-600/40 bg-red-50 dark:bg-red-950",
      body: t("responseTime.body", { hours: formatNumber(metrics.responseTime.current ?? 0, locale), target: metrics.responseTime.target }),
    },
    metrics.alerts.completion && {
      id: "completion",
      tone: "border-amber-600/40 bg-amber-50 dark:bg-amber-950",
      body: t("completion.body", { percent: formatNumber(metrics.completion.current ?? 0, locale), target: metrics.completion.target }),
    },
    metrics.alerts.earningsGrowth && { id: "earningsGrowth", tone: "border-emerald-600/40 bg-emerald-50 dark:bg-emerald-950", body: t("earningsGrowth.body") },
  ].filter((alert): alert is { id: "responseTime" | "completion" | "earningsGrowth"; tone: string; body: string } => Boolean(alert));
  return (
    <section aria-labelledby="alerts-heading" className="flex flex-col gap-3">
      <h2 id="alerts-heading" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {alerts.length === 0 ? (
        <p className="text-muted-foreground">{t("none")}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-3">
          {alerts.map((alert) => (
            <li key={alert.id} role="status" className={`rounded-lg border p-4 ${alert.tone}`} data-testid={`alert-${alert.id}`}>
              <p className="font-semibold">{t(`${alert.id}.title`)}</p>
              <p className="mt-1 text-sm">{alert.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
