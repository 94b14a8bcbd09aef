import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { FilterField, FilterForm, FilterSelect } from "@/components/admin/filter-form";
import { QueryNotice } from "@/components/admin/query-notice";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { orderNumberOf } from "@/lib/video-requests/order-number";
import { settleQuery } from "@/server/api/settle-query";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { PAYMENT_METHODS_USED, VIDEO_REQUEST_STATUSES } from "@/server/db/schema";
import { serverApi } from "@/trpc/server";
import { filledParam } from "@/lib/page-search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.orders");
  return { title: t("title") };
}

/** Orders: every video request, searched by order number, fan or creator, filtered by status, method and date. */
export default async function AdminOrdersPage({ searchParams }: PageProps<"/[locale]/admin/orders">) {
  await guardAdminPage("/admin/orders");
  const [query, t, locale, api] = await Promise.all([searchParams, getTranslations("admin"), getLocale() as Promise<Locale>, serverApi()]);
  const input = { q: filledParam(query.q), status: filledParam(query.status), method: filledParam(query.method), from: filledParam(query.from), to: filledParam(query.to), page: filledParam(query.page) ?? 1 };
  const result = await settleQuery(api.admin.orders(input as Parameters<typeof api.admin.orders>[0]));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <AdminPageHeader title={t("orders.title")} description={t("orders.description")} />
      <FilterForm apply={t("filters.apply")}>
        <FilterField id="orders-q" label={t("orders.search")}>
          <Input id="orders-q" name="q" type="search" defaultValue={input.q ?? ""} placeholder={t("orders.searchPlaceholder")} />
        </FilterField>
        <FilterSelect
          id="orders-status"
          name="status"
          label={t("filters.status")}
          defaultValue={input.status ?? ""}
          allLabel={t("filters.all")}
          options={VIDEO_REQUEST_STATUSES.map((status) => ({ value: status, label: t(`orderStatus.${status}`) }))}
        />
        <FilterSelect
          id="orders-method"
          name="method"
          label={t("filters.method")}
          defaultValue={input.method ?? ""}
          allLabel={t("filters.all")}
          options={PAYMENT_METHODS_USED.map((method) => ({ value: method, label: t(`paymentMethods.${method}`) }))}
        />
        <FilterField id="orders-from" label={t("filters.from")}>
          <Input id="orders-from" name="from" type="date" defaultValue={input.from ?? ""} />
        </FilterField>
        <FilterField id="orders-to" label={t("filters.to")}>
          <Input id="orders-to" name="to" type="date" defaultValue={input.to ?? ""} />
        </FilterField>
      </FilterForm>
      {!result.ok ? (
        <QueryNotice messageKey={result.messageKey} />
      ) : result.data.orders.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t("orders.empty")}</p>
      ) : (
        <>
          <Card className="overflow-hidden p-0">
            <ul className="divide-y">
              {result.data.orders.map((order) => (
                <li key={order.id}>
                  <Link
                    href={`/admin/orders/${order.id}`}
                    className="flex flex-col gap-1 px-4 py-3 outline-none hover:bg-muted/60 focus-visible:bg-muted sm:flex-row sm:items-center sm:gap-4"
                  >
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="font-mono text-sm font-medium">{orderNumberOf(order.id)}</span>
                      <span className="truncate text-sm text-muted-foreground">
                        {t("orders.fanToCreator", { fan: order.fanName ?? order.fanEmail, creator: order.creatorName ?? t("orders.unknownCreator") })}
                      </span>
                    </span>
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge variant="outline">{t(`orderStatus.${order.status}`)}</Badge>
                      {order.payment ? <Badge variant="secondary">{t(`paymentStatus.${order.payment.status}`)}</Badge> : null}
                      <span className="font-medium tabular-nums">{formatMoney(money(order.payment?.amountCents ?? order.amountCents, order.payment?.currency ?? order.currency), locale)}</span>
                      <span className="text-xs text-muted-foreground">{formatDate(order.createdAt, locale)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
          <AdminPager path="/admin/orders" query={query} page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} />
        </>
      )}
    </div>
  );
}
