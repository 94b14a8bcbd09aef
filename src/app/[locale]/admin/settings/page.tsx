import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { CommissionForm } from "@/components/admin/commission-form";
import { CreatorApprovalForm } from "@/components/admin/creator-approval-form";
import { ExchangeRateForm } from "@/components/admin/exchange-rate-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Locale } from "@/i18n/routing";
import { formatDate, formatNumber, formatRate } from "@/lib/locale-format";
import { isAdminWith } from "@/server/auth/authorize";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.settings");
  return { title: t("title") };
}

/**
 * Platform settings. The MonCash exchange rate with its history (read with finance_view, changed with
 * payouts_process, effective at once); the platform commission with its history (changed with settings_edit;
 * payments started from then on use it); whether new creator profiles wait for approval (any admin reads it,
 * settings_edit changes it; profiles created from then on follow it).
 */
export default async function AdminSettingsPage() {
  const actor = await guardAdminPage("/admin/settings");
  const [t, locale, api] = await Promise.all([getTranslations("admin.settings"), getLocale() as Promise<Locale>, serverApi()]);
  const seesRates = isAdminWith(actor, "finance_view");
  const editsSettings = isAdminWith(actor, "settings_edit");
  const [[rates, commission], approval] = await Promise.all([
    seesRates ? Promise.all([api.admin.exchangeRates(), api.admin.commissionRates()]) : Promise.resolve([[], null] as const),
    api.admin.creatorApprovalSetting(),
  ]);
  const percent = (basisPoints: number) => formatNumber(basisPoints / 100, locale);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6">
      <AdminPageHeader title={t("title")} description={t("description")} />
      {seesRates ? (
        <Card>
          <CardHeader>
            <CardTitle>{t("rateTitle")}</CardTitle>
            <CardDescription>
              {rates[0] ? t("rateCurrent", { rate: formatRate(rates[0].htgPerUsd, locale) }) : t("rateMissing")}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {isAdminWith(actor, "payouts_process") ? <ExchangeRateForm current={rates[0]?.htgPerUsd ?? null} /> : <p className="text-sm text-muted-foreground">{t("rateReadOnly")}</p>}
            <section aria-labelledby="rate-history" className="flex flex-col gap-2">
              <h2 id="rate-history" className="text-sm font-semibold">
                {t("rateHistory")}
              </h2>
              <ul className="divide-y rounded-lg border text-sm">
                {rates.map((rate) => (
                  <li key={rate.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                    <span className="font-medium tabular-nums">{formatRate(rate.htgPerUsd, locale)}</span>
                    <span className="text-muted-foreground">{rate.setByEmail ?? t(`sources.${rate.source}`)}</span>
                    <span className="text-muted-foreground">{formatDate(rate.effectiveAt, locale, { dateStyle: "medium", timeStyle: "short" })}</span>
                  </li>
                ))}
              </ul>
            </section>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{t("approvalTitle")}</CardTitle>
          <CardDescription>{t(approval.required ? "approvalCurrentOn" : "approvalCurrentOff")}</CardDescription>
        </CardHeader>
        <CardContent>
          {editsSettings ? <CreatorApprovalForm required={approval.required} /> : <p className="text-sm text-muted-foreground">{t("approvalReadOnly")}</p>}
        </CardContent>
      </Card>
      {commission || editsSettings ? (
        <Card>
          <CardHeader>
            <CardTitle>{t("commissionTitle")}</CardTitle>
            {commission ? <CardDescription>{t("commissionCurrent", { percent: percent(commission.current) })}</CardDescription> : null}
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {editsSettings ? (
              <CommissionForm current={commission ? String(commission.current / 100) : ""} />
            ) : (
              <p className="text-sm text-muted-foreground">{t("commissionReadOnly")}</p>
            )}
            {commission ? (
              <section aria-labelledby="commission-history" className="flex flex-col gap-2">
                <h2 id="commission-history" className="text-sm font-semibold">
                  {t("rateHistory")}
                </h2>
                {commission.history.length ? (
                  <ul className="divide-y rounded-lg border text-sm">
                    {commission.history.map((row) => (
                      <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                        <span className="font-medium tabular-nums">{t("percent", { percent: percent(row.basisPoints) })}</span>
                        <span className="text-muted-foreground">{row.setByEmail ?? t(`sources.${row.source}`)}</span>
                        <span className="text-muted-foreground">{formatDate(row.effectiveAt, locale, { dateStyle: "medium", timeStyle: "short" })}</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">{t("commissionInitial", { percent: percent(commission.initial) })}</p>
                )}
              </section>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
