import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { FilterField, FilterForm, FilterSelect } from "@/components/admin/filter-form";
import { QueryNotice } from "@/components/admin/query-notice";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { CURRENCIES, formatMoney, money } from "@/lib/money";
import { orderNumberOf } from "@/lib/video-requests/order-number";
import { settleQuery } from "@/server/api/settle-query";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { PAYMENT_METHODS_USED, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "@/server/db/schema";
import { serverApi } from "@/trpc/server";
import { TRANSACTION_FILTERS } from "@/lib/admin/list-filters";
import { filledParam, filledParams, pageSearchParams, withFilters } from "@/lib/page-search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.transactions");
  return { title: t("title") };
}

/** Transactions: every payment with its captured and refunded amounts, filtered, with a CSV export of the same filter. */
export default async function AdminTransactionsPage({ searchParams }: PageProps<"/[locale]/admin/transactions">) {
  await guardAdminPage("/admin/transactions");
  const [query, t, locale, api] = await Promise.all([searchParams, getTranslations("admin"), getLocale() as Promise<Locale>, serverApi()]);
  const filters = filledParams(pageSearchParams(query), TRANSACTION_FILTERS);
  const result = await settleQuery(api.admin.transactions({ ...filters, page: filledParam(query.page) ?? 1 } as Parameters<typeof api.admin.transactions>[0]));
  const m = (cents: number, currency: "USD" | "HTG") => formatMoney(money(cents, currency), locale);
  const select = (name: "status" | "provider" | "method" | "currency", values: readonly string[], label: (value: string) => string) => (
    <FilterSelect
      id={`tx-${name}`}
      name={name}
      label={t(`filters.${name}`)}
      defaultValue={filters[name] ?? ""}
      allLabel={t("filters.all")}
      options={values.map((value) => ({ value, label: label(value) }))}
    />
  );
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <AdminPageHeader title={t("transactions.title")} description={t("transactions.description")}>
        <Button asChild variant="outline">
          <a href={withFilters("/api/admin/transactions/export", filters)} download>
            {t("filters.export")}
          </a>
        </Button>
      </AdminPageHeader>
      <FilterForm apply={t("filters.apply")}>
        <FilterField id="tx-q" label={t("transactions.search")}>
          <Input id="tx-q" name="q" type="search" defaultValue={filters.q ?? ""} placeholder={t("transactions.searchPlaceholder")} />
        </FilterField>
        {select("status", PAYMENT_STATUSES, (value) => t(`paymentStatus.${value as (typeof PAYMENT_STATUSES)[number]}`))}
        {select("provider", PAYMENT_PROVIDERS, (value) => t(`paymentProviders.${value as (typeof PAYMENT_PROVIDERS)[number]}`))}
        {select("method", PAYMENT_METHODS_USED, (value) => t(`paymentMethods.${value as (typeof PAYMENT_METHODS_USED)[number]}`))}
        {select("currency", CURRENCIES, (value) => value)}
        <FilterField id="tx-from" label={t("filters.from")}>
          <Input id="tx-from" name="from" type="date" defaultValue={filters.from ?? ""} />
        </FilterField>
        <FilterField id="tx-to" label={t("filters.to")}>
          <Input id="tx-to" name="to" type="date" defaultValue={filters.to ?? ""} />
        </FilterField>
      </FilterForm>
      {!result.ok ? (
        <QueryNotice messageKey={result.messageKey} />
      ) : result.data.transactions.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t("transactions.empty")}</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border">
            <table className="w-full min-w-[44rem] text-sm">
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">{t("finance.when")}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t("transactions.payment")}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t("filters.status")}</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">{t("transactions.amount")}</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">{t("transactions.captured")}</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">{t("transactions.refunded")}</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {result.data.transactions.map((row) => (
                  <tr key={row.id}>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDate(row.createdAt, locale, { dateStyle: "medium", timeStyle: "short" })}</td>
                    <td className="px-3 py-2">
                      <span className="flex flex-col">
                        <span>{t(`paymentMethods.${row.method}`)} · {t(`paymentProviders.${row.provider}`)}</span>
                        <span className="text-xs text-muted-foreground">
                          {row.videoRequestId ? (
                            <Link href={`/admin/orders/${row.videoRequestId}`} className="font-mono underline-offset-4 hover:underline">{orderNumberOf(row.videoRequestId)}</Link>
                          ) : row.subscriptionOrderId ? t("transactions.subscription") : t("transactions.call")}
                          {" · "}{row.fanEmail}
                        </span>
                      </span>
                    </td>
                    <td className="px-3 py-2"><Badge variant="secondary">{t(`paymentStatus.${row.status}`)}</Badge></td>
                    <td className="px-3 py-2 text-right tabular-nums">{m(row.amountCents, row.currency)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{m(row.capturedCents, row.currency)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{m(row.refundedCents, row.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPager path="/admin/transactions" query={query} page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} />
        </>
      )}
    </div>
  );
}
