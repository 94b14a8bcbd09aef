import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { FilterField, FilterForm, FilterSelect } from "@/components/admin/filter-form";
import { QueryNotice } from "@/components/admin/query-notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { CURRENCIES, formatMoney, money } from "@/lib/money";
import { settleQuery } from "@/server/api/settle-query";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { LEDGER_ACCOUNTS, LEDGER_KINDS } from "@/server/db/schema";
import { serverApi } from "@/trpc/server";
import { FINANCE_FILTERS } from "@/lib/admin/list-filters";
import { filledParam, filledParams, pageSearchParams, withFilters } from "@/lib/page-search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.finance");
  return { title: t("title") };
}

/** Finance: per-currency totals as `ledger:check` proves them, then every ledger movement, filtered, with a CSV export. */
export default async function AdminFinancePage({ searchParams }: PageProps<"/[locale]/admin/finance">) {
  await guardAdminPage("/admin/finance");
  const [query, t, locale, api] = await Promise.all([searchParams, getTranslations("admin"), getLocale() as Promise<Locale>, serverApi()]);
  const filters = filledParams(pageSearchParams(query), FINANCE_FILTERS);
  const result = await settleQuery(api.admin.finance({ ...filters, page: filledParam(query.page) ?? 1 } as Parameters<typeof api.admin.finance>[0]));
  const m = (cents: number, currency: "USD" | "HTG") => formatMoney(money(cents, currency), locale);
  const select = (name: "kind" | "account" | "currency", values: readonly string[], label: (value: string) => string) => (
    <FilterSelect
      id={`ledger-${name}`}
      name={name}
      label={t(`filters.${name}`)}
      defaultValue={filters[name] ?? ""}
      allLabel={t("filters.all")}
      options={values.map((value) => ({ value, label: label(value) }))}
    />
  );
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <AdminPageHeader title={t("finance.title")} description={t("finance.description")}>
        <Button asChild variant="outline">
          <a href={withFilters("/api/admin/finance/export", filters)} download>
            {t("filters.export")}
          </a>
        </Button>
      </AdminPageHeader>
      {!result.ok ? (
        <QueryNotice messageKey={result.messageKey} />
      ) : (
        <>
          <section aria-labelledby="finance-totals" className="flex flex-col gap-2">
            <h2 id="finance-totals" className="text-lg font-semibold">{t("finance.totals")}</h2>
            {result.data.report.totals.length === 0 ? (
              <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t("finance.noMoney")}</p>
            ) : (
              <div className="grid gap-3 sm:grid-cols-2">
                {result.data.report.totals.map((total) => {
                  const refunds = (total.accounts.refunds ?? 0) + (total.accounts.refunds_owed ?? 0);
                  const lines: [string, number][] = [
                    [t("finance.captured"), total.captured],
                    [t("finance.creatorEarnings"), total.creatorEarnings],
                    [t("finance.platformRevenue"), total.platformRevenue],
                    [t("finance.refunds"), refunds],
                    [t("finance.owed"), total.accounts.refunds_owed ?? 0],
                    [t("finance.held"), total.held],
                  ];
                  return (
                    <Card key={total.currency} className="p-4" data-testid={`totals-${total.currency}`}>
                      <h3 className="mb-2 font-semibold">{total.currency}</h3>
                      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                        {lines.map(([label, cents]) => (
                          <div key={label} className="contents">
                            <dt className="text-muted-foreground">{label}</dt>
                            <dd className="text-right tabular-nums">{m(cents, total.currency)}</dd>
                          </div>
                        ))}
                      </dl>
                    </Card>
                  );
                })}
              </div>
            )}
            <p role="status" className={result.data.report.discrepancies.length ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}>
              {result.data.report.discrepancies.length ? t("finance.discrepancies", { count: result.data.report.discrepancies.length }) : t("finance.balanced")}
            </p>
            {result.data.report.discrepancies.length ? (
              <ul className="list-disc pl-5 font-mono text-xs break-words text-destructive">
                {result.data.report.discrepancies.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </section>
          <section aria-labelledby="finance-ledger" className="flex flex-col gap-3">
            <h2 id="finance-ledger" className="text-lg font-semibold">{t("finance.movements")}</h2>
            <FilterForm apply={t("filters.apply")}>
              {select("kind", LEDGER_KINDS, (value) => t(`ledgerKinds.${value as (typeof LEDGER_KINDS)[number]}`))}
              {select("account", LEDGER_ACCOUNTS, (value) => t(`ledgerAccounts.${value as (typeof LEDGER_ACCOUNTS)[number]}`))}
              {select("currency", CURRENCIES, (value) => value)}
              <FilterField id="ledger-from" label={t("filters.from")}>
                <Input id="ledger-from" name="from" type="date" defaultValue={filters.from ?? ""} />
              </FilterField>
              <FilterField id="ledger-to" label={t("filters.to")}>
                <Input id="ledger-to" name="to" type="date" defaultValue={filters.to ?? ""} />
              </FilterField>
            </FilterForm>
            {result.data.entries.length === 0 ? (
              <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t("finance.empty")}</p>
            ) : (
              <>
                <div className="overflow-x-auto rounded-xl border">
                  <table className="w-full min-w-[36rem] text-sm">
                    <thead className="bg-muted/50 text-left">
                      <tr>
                        <th scope="col" className="px-3 py-2 font-medium">{t("finance.when")}</th>
                        <th scope="col" className="px-3 py-2 font-medium">{t("finance.kind")}</th>
                        <th scope="col" className="px-3 py-2 font-medium">{t("finance.account")}</th>
                        <th scope="col" className="px-3 py-2 text-right font-medium">{t("finance.amount")}</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y">
                      {result.data.entries.map((entry) => (
                        <tr key={entry.id}>
                          <td className="px-3 py-2 whitespace-nowrap">{formatDate(entry.createdAt, locale, { dateStyle: "medium", timeStyle: "short" })}</td>
                          <td className="px-3 py-2">{t(`ledgerKinds.${entry.kind}`)}</td>
                          <td className="px-3 py-2">{t(`ledgerAccounts.${entry.account}`)}</td>
                          <td className="px-3 py-2 text-right tabular-nums">{m(entry.amountCents, entry.currency)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <AdminPager path="/admin/finance" query={query} page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} />
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}
