import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { auditActionText } from "@/components/admin/audit-action-text";
import { OrderActions } from "@/components/admin/orders/order-actions";
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
  const t = await getTranslations("admin.order");
  return { title: t("title") };
}

/** One order for the console: who and what, its payments and refunds, ledger entries, timeline and notices, and its actions. */
export default async function AdminOrderPage({ params }: PageProps<"/[locale]/admin/orders/[requestId]">) {
  const admin = await guardAdminPage("/admin/orders");
  const [{ requestId }, t, tAudit, locale, api] = await Promise.all([
    params,
    getTranslations("admin"),
    getTranslations("admin.audit"),
    getLocale() as Promise<Locale>,
    serverApi(),
  ]);
  const result = await settleQuery(api.admin.order({ requestId }));
  if (!result.ok) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-6">
        <p role="alert" className="text-destructive">{t(result.messageKey as never)}</p>
      </div>
    );
  }
  const { order, payments, ledger, timeline, notices, can } = result.data;
  const m = (cents: number, currency: "USD" | "HTG") => formatMoney(money(cents, currency), locale);
  const when = (date: Date) => formatDate(date, locale, { dateStyle: "medium", timeStyle: "short" });
  const mayAct = isAdminWith(admin, "payouts_process");
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6">
      <AdminPageHeader title={t("order.heading", { number: orderNumberOf(order.id) })} description={t("order.description")}>
        <Badge variant="outline" className="self-start text-sm">{t(`orderStatus.${order.status}`)}</Badge>
      </AdminPageHeader>

      <Card className="grid gap-3 p-4 text-sm sm:grid-cols-2">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">{t("order.fan")}</dt>
          <dd className="break-words">
            <Link href={`/admin/users/${order.fan.id}`} className="underline-offset-4 hover:underline">{order.fan.name ?? order.fan.email}</Link>
          </dd>
          <dt className="text-muted-foreground">{t("order.creator")}</dt>
          <dd className="break-words">
            <Link href={`/admin/users/${order.creator.id}`} className="underline-offset-4 hover:underline">{order.creator.name ?? t("orders.unknownCreator")}</Link>
          </dd>
          <dt className="text-muted-foreground">{t("order.price")}</dt>
          <dd className="tabular-nums">{m(order.amountCents, order.currency)}</dd>
        </dl>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">{t("order.booked")}</dt>
          <dd>{when(order.createdAt)}</dd>
          <dt className="text-muted-foreground">{t("order.deadline")}</dt>
          <dd data-testid="order-deadline">{order.dueAt ? when(order.dueAt) : t("order.none")}</dd>
          {order.completedAt ? (
            <>
              <dt className="text-muted-foreground">{t("order.delivered")}</dt>
              <dd>{when(order.completedAt)}</dd>
            </>
          ) : null}
        </dl>
      </Card>

      <section aria-labelledby="order-messages" className="flex flex-col gap-2">
        <h2 id="order-messages" className="text-lg font-semibold">{t("order.messages")}</h2>
        <Card className="flex flex-col gap-3 p-4 text-sm">
          {(
            [
              ["instructions", order.instructions],
              ["specialDetails", order.specialDetails],
              ["declineReason", order.declineReason],
            ] as const
          ).map(([label, text]) =>
            text ? (
              <div key={label} className="flex flex-col gap-0.5">
                <span className="text-muted-foreground">{t(`order.${label}`)}</span>
                <p className="whitespace-pre-line break-words">{text}</p>
              </div>
            ) : null,
          )}
        </Card>
      </section>

      {mayAct ? (
        <section aria-labelledby="order-actions" className="flex flex-col gap-2">
          <h2 id="order-actions" className="text-lg font-semibold">{t("order.actions")}</h2>
          <ClientMessages namespaces={["admin", "validation", "errors", "moneySafety", "orders", "common"]}>
            <OrderActions
              requestId={order.id}
              refund={can.refund ? { ...can.refund, remaining: m(can.refund.remainingCents, can.refund.currency) } : null}
              canCancel={can.cancel}
              canExtend={can.extend}
            />
          </ClientMessages>
        </section>
      ) : null}

      <section aria-labelledby="order-payments" className="flex flex-col gap-2">
        <h2 id="order-payments" className="text-lg font-semibold">{t("order.payments")}</h2>
        {payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("order.noPayments")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {payments.map((payment) => (
              <li key={payment.id}>
                <Card className="flex flex-col gap-2 p-4 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="secondary">{t(`paymentStatus.${payment.status}`)}</Badge>
                    <span>{t(`paymentMethods.${payment.method}`)}</span>
                    <span className="text-muted-foreground">{when(payment.createdAt)}</span>
                  </div>
                  <p className="tabular-nums">
                    {t("order.paymentAmounts", {
                      amount: m(payment.amountCents, payment.currency),
                      captured: m(payment.capturedCents, payment.currency),
                      refunded: m(payment.refundedCents, payment.currency),
                    })}
                  </p>
                  {payment.refunds.length > 0 ? (
                    <ul className="flex flex-col gap-1 border-t pt-2">
                      {payment.refunds.map((refund) => (
                        <li key={refund.id} className="flex flex-wrap gap-2">
                          <span className="font-medium tabular-nums">{t("order.refundLine", { amount: m(refund.amountCents, payment.currency) })}</span>
                          <Badge variant="outline">{t(`refundStatus.${refund.status}`)}</Badge>
                          <span className="text-muted-foreground">{when(refund.createdAt)}</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="order-ledger" className="flex flex-col gap-2">
        <h2 id="order-ledger" className="text-lg font-semibold">{t("order.ledger")}</h2>
        {ledger.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("order.noLedger")}</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border">
            <table className="w-full min-w-[32rem] text-sm">
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">{t("finance.when")}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t("finance.kind")}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t("finance.account")}</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">{t("finance.amount")}</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {ledger.map((entry) => (
                  <tr key={entry.id}>
                    <td className="px-3 py-2 whitespace-nowrap">{when(entry.createdAt)}</td>
                    <td className="px-3 py-2">{t(`ledgerKinds.${entry.kind}`)}</td>
                    <td className="px-3 py-2">{t(`ledgerAccounts.${entry.account}`)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{m(entry.amountCents, entry.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="order-timeline" className="flex flex-col gap-2">
        <h2 id="order-timeline" className="text-lg font-semibold">{t("order.timeline")}</h2>
        <ol className="flex flex-col gap-2 border-l pl-4 text-sm">
          {timeline.map((event, index) => (
            <li key={index} className="flex flex-col">
              <span className="font-medium">
                {event.kind === "payment"
                  ? t("order.events.payment", { amount: m(event.amountCents, event.currency), status: t(`paymentStatus.${event.status}`) })
                  : event.kind === "refund"
                    ? t("order.events.refund", { amount: m(event.amountCents, event.currency), status: t(`refundStatus.${event.status}`) })
                    : event.kind === "action"
                      ? auditActionText(event.action, tAudit)
                      : t(`order.events.${event.kind}`)}
              </span>
              <span className="text-muted-foreground break-words">
                {when(event.at)}
                {event.kind === "action" ? ` · ${event.actorName ?? t("order.system")}${event.details ? ` · ${event.details}` : ""}` : ""}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="order-notices" className="flex flex-col gap-2">
        <h2 id="order-notices" className="text-lg font-semibold">{t("order.notices")}</h2>
        {notices.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("order.noNotices")}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {notices.map((notice) => (
              <li key={notice.id} className="flex flex-wrap gap-2">
                <Badge variant="outline">{t(`order.audience.${notice.audience}`)}</Badge>
                <span className="font-mono text-xs">{notice.type}</span>
                <span className="text-muted-foreground">{when(notice.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
