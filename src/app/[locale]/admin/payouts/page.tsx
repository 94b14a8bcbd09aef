import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { FilterForm, FilterSelect } from "@/components/admin/filter-form";
import { QueryNotice } from "@/components/admin/query-notice";
import { PayoutBatch } from "@/components/admin-payouts/payout-batch";
import { PayoutStateBadge } from "@/components/admin-payouts/payout-state-badge";
import { ClientMessages } from "@/i18n/client-messages";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { ownFailureKey } from "@/lib/payouts/payout-failure";
import { formatMoney, money } from "@/lib/money";
import { settleQuery } from "@/server/api/settle-query";
import { isAdminWith } from "@/server/auth/authorize";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { ADMIN_PAYOUT_STATES, PAYOUT_METHODS } from "@/server/db/schema";
import { serverApi } from "@/trpc/server";
import { filledParam } from "@/lib/page-search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminPayouts");
  return { title: t("title") };
}

/**
 * Payouts (finance_view): every payout in every state and the failed bank payouts, filtered by state and
 * method; above them, for an admin with payouts_process, the MonCash payouts waiting to be sent by hand.
 */
export default async function AdminPayoutsPage({ searchParams }: PageProps<"/[locale]/admin/payouts">) {
  const actor = await guardAdminPage("/admin/payouts");
  const [query, api, t, tAdmin, locale] = await Promise.all([
    searchParams,
    serverApi(),
    getTranslations("adminPayouts"),
    getTranslations("admin"),
    getLocale() as Promise<Locale>,
  ]);
  const filters = { state: filledParam(query.state), method: filledParam(query.method) };
  // Our own reasons are message keys (lib/payouts/payout-failure.ts); a provider's text shows as it wrote it.
  const tFailure = await getTranslations();
  const failureText = (failure: string | null) => {
    const key = failure ? ownFailureKey(failure) : null;
    return key ? tFailure(key) : failure;
  };
  const canSend = isAdminWith(actor, "payouts_process");
  const [awaiting, result] = await Promise.all([
    canSend ? api.admin.awaitingPayouts() : null,
    settleQuery(api.admin.payouts({ ...filters, page: filledParam(query.page) ?? 1 } as Parameters<typeof api.admin.payouts>[0])),
  ]);
  const select = (name: "state" | "method", values: readonly string[], label: (value: string) => string) => (
    <FilterSelect
      id={`payouts-${name}`}
      name={name}
      label={t(`list.${name}`)}
      defaultValue={filters[name] ?? ""}
      allLabel={tAdmin("filters.all")}
      options={values.map((value) => ({ value, label: label(value) }))}
    />
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6 sm:px-6">
      <AdminPageHeader title={t("title")} description={t("description")} />
      {awaiting ? (
        <section aria-labelledby="payouts-to-send" className="flex flex-col gap-3">
          <h2 id="payouts-to-send" className="text-lg font-semibold">{t("toSend")}</h2>
          <p className="max-w-prose text-sm text-muted-foreground">{t("intro")}</p>
          <ClientMessages namespaces={["admin", "adminPayouts", "validation.invalid"]}>
            <PayoutBatch awaiting={awaiting} />
          </ClientMessages>
        </section>
      ) : null}
      <section aria-labelledby="payouts-all" className="flex flex-col gap-3">
        <h2 id="payouts-all" className="text-lg font-semibold">{t("list.title")}</h2>
        <FilterForm apply={tAdmin("filters.apply")}>
          {select("state", ADMIN_PAYOUT_STATES, (value) => t(`states.${value as (typeof ADMIN_PAYOUT_STATES)[number]}`))}
          {select("method", PAYOUT_METHODS, (value) => t(`methods.${value as (typeof PAYOUT_METHODS)[number]}`))}
        </FilterForm>
        {!result.ok ? (
          <QueryNotice messageKey={result.messageKey} />
        ) : result.data.payouts.length === 0 ? (
          <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t("list.empty")}</p>
        ) : (
          <>
            <div
              className="overflow-x-auto rounded-xl border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              tabIndex={0}
              role="region"
              aria-labelledby="payouts-all"
            >
              <table className="w-full min-w-[48rem] text-sm">
                <thead className="bg-muted/50 text-left">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">{t("list.columns.when")}</th>
                    <th scope="col" className="px-3 py-2 font-medium">{t("list.columns.creator")}</th>
                    <th scope="col" className="px-3 py-2 font-medium">{t("list.columns.method")}</th>
                    <th scope="col" className="px-3 py-2 font-medium">{t("list.columns.state")}</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">{t("list.columns.amount")}</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">{t("list.columns.sent")}</th>
                    <th scope="col" className="px-3 py-2 font-medium">{t("list.columns.reference")}</th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {result.data.payouts.map((row) => (
                    <tr key={row.id} data-testid="payout-row">
                      <td className="px-3 py-2 whitespace-nowrap">{formatDate(row.createdAt, locale, { dateStyle: "medium", timeStyle: "short" })}</td>
                      <td className="px-3 py-2">
                        <span className="flex flex-col">
                          <span className="font-medium">{row.creatorName ?? row.email}</span>
                          <span className="text-xs text-muted-foreground">{row.email}</span>
                        </span>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {t(`methods.${row.method}`)}
                        {row.simulated ? <span className="block text-xs text-muted-foreground">{t("list.simulated")}</span> : null}
                      </td>
                      <td className="px-3 py-2">
                        <PayoutStateBadge state={row.state} label={t(`states.${row.state}`)} />
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatMoney(money(row.amountCents, row.currency), locale)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatMoney(money(row.sentAmountCents, row.sentCurrency), locale)}</td>
                      <td className="max-w-[16rem] px-3 py-2 text-xs break-words text-muted-foreground">
                        {[row.reference, failureText(row.failure)].filter(Boolean).join(" · ")}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <AdminPager path="/admin/payouts" query={query} page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} />
          </>
        )}
      </section>
    </div>
  );
}
