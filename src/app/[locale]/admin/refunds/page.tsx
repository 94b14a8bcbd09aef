import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { SettleRefundAction } from "@/components/admin/orders/settle-refund-action";
import { QueryNotice } from "@/components/admin/query-notice";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ClientMessages } from "@/i18n/client-messages";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { orderNumberOf } from "@/lib/video-requests/order-number";
import { settleQuery } from "@/server/api/settle-query";
import { isAdminWith } from "@/server/auth/authorize";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.refunds");
  return { title: t("title") };
}

/** Refunds: MonCash refunds owed (each settled once sent), then every refund made. */
export default async function AdminRefundsPage({ searchParams }: PageProps<"/[locale]/admin/refunds">) {
  const admin = await guardAdminPage("/admin/refunds");
  const [query, t, locale, api] = await Promise.all([searchParams, getTranslations("admin"), getLocale() as Promise<Locale>, serverApi()]);
  const page = typeof query.page === "string" ? query.page : 1;
  const result = await settleQuery(api.admin.refunds({ page } as Parameters<typeof api.admin.refunds>[0]));
  if (!result.ok) return <div className="mx-auto max-w-5xl px-4 py-6"><QueryNotice messageKey={result.messageKey} /></div>;
  const { owed, issued } = result.data;
  const m = (cents: number, currency: "USD" | "HTG") => formatMoney(money(cents, currency), locale);
  const when = (date: Date) => formatDate(date, locale, { dateStyle: "medium", timeStyle: "short" });
  const maySettle = isAdminWith(admin, "payouts_process");
  const orderLink = (requestId: string | null) =>
    requestId ? <Link href={`/admin/orders/${requestId}`} className="font-mono underline-offset-4 hover:underline">{orderNumberOf(requestId)}</Link> : null;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6">
      <AdminPageHeader title={t("refunds.title")} description={t("refunds.description")} />
      <section aria-labelledby="refunds-owed" className="flex flex-col gap-2">
        <h2 id="refunds-owed" className="text-lg font-semibold">{t("refunds.owed")}</h2>
        {owed.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t("refunds.noneOwed")}</p>
        ) : (
          <ClientMessages namespaces={["admin", "errors", "validation"]}>
            <ul className="flex flex-col gap-2">
              {owed.map((row) => (
                <li key={row.paymentId}>
                  <Card className="flex flex-col gap-2 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
                    <div className="flex min-w-0 flex-col">
                      <span className="text-base font-semibold tabular-nums">{m(row.owedCents, row.currency)}</span>
                      <span className="truncate text-muted-foreground">{row.fanName ?? row.fanEmail}</span>
                      <span className="flex flex-wrap gap-2 text-muted-foreground">{orderLink(row.videoRequestId)} · {when(row.updatedAt)}</span>
                    </div>
                    {maySettle ? <SettleRefundAction paymentId={row.paymentId} amount={m(row.owedCents, row.currency)} /> : null}
                  </Card>
                </li>
              ))}
            </ul>
          </ClientMessages>
        )}
      </section>
      <section aria-labelledby="refunds-issued" className="flex flex-col gap-2">
        <h2 id="refunds-issued" className="text-lg font-semibold">{t("refunds.issued")}</h2>
        {issued.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t("refunds.noneIssued")}</p>
        ) : (
          <>
            <Card className="overflow-hidden p-0">
              <ul className="divide-y">
                {issued.map((row) => (
                  <li key={row.id} className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-4">
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="font-medium tabular-nums">{m(row.amountCents, row.currency)}</span>
                      <span className="truncate text-muted-foreground">{row.fanName ?? row.fanEmail}</span>
                    </span>
                    <span className="flex flex-wrap items-center gap-2">
                      {orderLink(row.videoRequestId)}
                      <Badge variant="outline">{t(`paymentMethods.${row.method}`)}</Badge>
                      <Badge variant="secondary">{t(`refundStatus.${row.status}`)}</Badge>
                      <span className="text-xs text-muted-foreground">{when(row.createdAt)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
            <AdminPager path="/admin/refunds" query={query} page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} />
          </>
        )}
      </section>
    </div>
  );
}
