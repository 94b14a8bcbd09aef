import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { Suspense } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { getLocale, getTranslations } from "next-intl/server";
import { BalanceCards } from "@/components/earnings/balance-cards";
import { StatementFilters } from "@/components/earnings/statement-filters";
import { StatementTable } from "@/components/earnings/statement-table";
import { DashboardSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { buttonVariants } from "@/components/ui/button";
import { env } from "@/env";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { HOLD_BACK_DAYS, PAYOUT_MINIMUM_CENTS } from "@/lib/earnings/rules";
import { formatMoney, money } from "@/lib/money";
import { type PageSearchParams, searchParam } from "@/lib/page-search-params";
import { guardPage } from "@/server/auth/guard";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("earnings");
  return { title: t("title") };
}

/** "Earnings": the creator's balances per currency and the statement of every movement, from the ledger. */
export default async function CreatorFinancesPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await guardPage({ requireRole: "creator" });
  const params = await searchParams;
  return (
    <ClientMessages namespaces={["earnings"]}>
      <Suspense fallback={<DashboardSkeleton />}>
        <Earnings params={params} />
      </Suspense>
    </ClientMessages>
  );
}

async function Earnings({ params }: { params: PageSearchParams }) {
  const [api, t, locale] = await Promise.all([serverApi(), getTranslations("earnings"), getLocale() as Promise<Locale>]);
  const asked = { period: searchParam(params.period), kind: searchParam(params.kind), page: searchParam(params.page) };
  const [summary, methods, statement] = await Promise.all([
    api.earnings.summary(),
    api.payouts.methods(),
    api.earnings
      .statement(Object.fromEntries(Object.entries(asked).filter(([, value]) => value !== undefined)) as Parameters<typeof api.earnings.statement>[0])
      .catch((error: unknown) => {
        if (error instanceof TRPCError && (error.code === "UNPROCESSABLE_CONTENT" || error.code === "BAD_REQUEST")) return null;
        throw error;
      }),
  ]);
  const canBePaid = methods.stripeActive || methods.moncashActive;
  const minimum = [formatMoney(money(PAYOUT_MINIMUM_CENTS.USD, "USD"), locale), formatMoney(money(PAYOUT_MINIMUM_CENTS.HTG, "HTG"), locale)].join(" / ");
  const pageHref = (page: number) =>
    `/creator/finances?${new URLSearchParams({ period: statement!.period, kind: statement!.kind, page: String(page) })}`;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="max-w-prose text-muted-foreground">{t("intro", { days: HOLD_BACK_DAYS })}</p>
        <p className="max-w-prose text-sm text-muted-foreground">{t("schedule", { interval: env.PAYOUT_INTERVAL_DAYS, minimum })}</p>
      </header>

      <section aria-labelledby="balances-heading" className="flex flex-col gap-4">
        <h2 id="balances-heading" className="text-lg font-semibold">
          {t("balances.title")}
        </h2>
        {!canBePaid ? (
          <p className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-4 text-sm">
            {t("payout.noMethod")}
            <Link href="/creator/settings?tab=payments" className={buttonVariants({ size: "sm", variant: "outline" })}>
              {t("payout.setUp")}
            </Link>
          </p>
        ) : null}
        {summary.balances.length === 0 ? (
          <div className="rounded-xl border border-dashed p-6 text-center">
            <h3 className="font-semibold">{t("empty.title")}</h3>
            <p className="mt-1 text-muted-foreground">{t("empty.body")}</p>
          </div>
        ) : (
          <BalanceCards balances={summary.balances} locale={locale} canBePaid={canBePaid} />
        )}
      </section>

      <section aria-labelledby="statement-heading" className="flex flex-col gap-4">
        <h2 id="statement-heading" className="text-lg font-semibold">
          {t("statement.title")}
        </h2>
        {statement === null ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
            {t("statement.invalidFilters")}
            <Link href="/creator/finances" className={buttonVariants({ size: "sm", variant: "outline" })}>
              {t("statement.reset")}
            </Link>
          </div>
        ) : (
          <>
            <StatementFilters period={statement.period} kind={statement.kind} />
            {statement.rows.length === 0 ? (
              <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{t("statement.empty")}</p>
            ) : (
              <StatementTable rows={statement.rows} locale={locale} />
            )}
            {statement.pageCount > 1 ? (
              <nav className="flex items-center justify-between gap-2 text-sm" aria-label={t("statement.title")}>
                {statement.page > 1 ? <Link href={pageHref(statement.page - 1)}>{t("statement.previous")}</Link> : <span />}
                <span>{t("statement.page", { page: statement.page, count: statement.pageCount })}</span>
                {statement.page < statement.pageCount ? <Link href={pageHref(statement.page + 1)}>{t("statement.next")}</Link> : <span />}
              </nav>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
