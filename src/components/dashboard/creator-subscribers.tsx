import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import type { CreatorSubscribers as Subscribers } from "@/server/services/subscriptions/creator-subscribers";

const STATUS_VARIANT = { active: "default", paused: "secondary", past_due: "accent", cancelled: "outline" } as const;

/** The creator's subscribers (name, tier, since, status) and their monthly recurring revenue. */
export async function CreatorSubscribers({ data, locale }: { data: Subscribers; locale: Locale }) {
  const [t, status] = await Promise.all([getTranslations("dashboard.creator.subscribers"), getTranslations("subscriptions.list.status")]);
  const mrr = data.mrr.length > 0 ? data.mrr : [money(0, "USD")];
  return (
    <section aria-labelledby="creator-subscribers" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="creator-subscribers" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t("mrr")}{" "}
          <span className="text-lg font-semibold text-foreground tabular-nums">{mrr.map((m) => formatMoney(m, locale)).join(" + ")}</span>
        </p>
      </div>
      {data.subscribers.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t("empty")}</p>
      ) : (
        <Card className="overflow-hidden p-0">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("title")}</caption>
            <thead className="bg-muted/50 text-left text-muted-foreground max-sm:sr-only">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">{t("name")}</th>
                <th scope="col" className="px-4 py-2 font-medium">{t("tier")}</th>
                <th scope="col" className="px-4 py-2 font-medium">{t("since")}</th>
                <th scope="col" className="px-4 py-2 font-medium">{t("status")}</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {data.subscribers.map((s) => (
                <tr key={s.id} className="grid grid-cols-2 gap-x-3 gap-y-1 px-4 py-3 sm:table-row sm:p-0">
                  <th scope="row" className="text-left font-medium sm:px-4 sm:py-3">{s.fanName}</th>
                  <td className="text-right sm:px-4 sm:py-3 sm:text-left">
                    {s.tierName}
                    <span className="block text-xs text-muted-foreground">
                      {formatMoney(s.price, locale)} {t(s.billingPeriod === "yearly" ? "perYear" : "perMonth")}
                    </span>
                  </td>
                  <td className="text-muted-foreground sm:px-4 sm:py-3">
                    <span className="sm:sr-only">{t("since")} </span>
                    {formatDate(s.since, locale)}
                  </td>
                  <td className="text-right sm:px-4 sm:py-3 sm:text-left">
                    <Badge variant={STATUS_VARIANT[s.status as keyof typeof STATUS_VARIANT]}>{status(s.status)}</Badge>
                    {s.accessUntil ? (
                      <span className="block text-xs text-muted-foreground">{t("accessUntil", { date: formatDate(s.accessUntil, locale) })}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      {data.total > data.subscribers.length ? (
        <p className="text-sm text-muted-foreground">{t("showing", { shown: data.subscribers.length, total: data.total })}</p>
      ) : null}
    </section>
  );
}
