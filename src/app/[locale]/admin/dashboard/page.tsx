import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { Suspense } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { visibleAdminNav } from "@/components/admin/admin-nav";
import { SystemOverviewPanel } from "@/components/admin/system-overview-panel";
import { DashboardSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { StatCard } from "@/components/dashboard/stat-card";
import { Card } from "@/components/ui/card";
import type { Locale } from "@/i18n/routing";
import { formatNumber } from "@/lib/locale-format";
import { isAdminWith } from "@/server/auth/authorize";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { ROLES } from "@/server/db/schema";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard.admin");
  return { title: t("title") };
}

/** Admins whose kind lacks `analytics_view` get an explanation instead of the numbers. */
function nullWhenForbidden(error: unknown): null {
  if (error instanceof TRPCError && error.code === "FORBIDDEN") return null;
  throw error;
}

/** The admin home: platform counts straight from the database, beside the live system overview. */
export default async function AdminDashboardPage() {
  const actor = await guardAdminPage("/admin/dashboard");
  const routes = visibleAdminNav((permission) => isAdminWith(actor, permission)).flatMap((group) => group.items.map((item) => item.route));
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <Suspense fallback={<DashboardSkeleton />}>
        <AdminDashboard />
      </Suspense>
      <aside aria-label={(await getTranslations("admin.overview"))("title")}>
        <SystemOverviewPanel routes={routes} />
      </aside>
    </div>
  );
}

async function AdminDashboard() {
  const [api, t, locale] = await Promise.all([
    serverApi(),
    getTranslations("dashboard.admin"),
    getLocale() as Promise<Locale>,
  ]);
  const data = await api.admin.dashboard().catch(nullWhenForbidden);

  if (!data) {
    return (
      <section className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <div role="status" className="rounded-xl border border-dashed p-6">
          <h2 className="text-lg font-semibold">{t("noAccessTitle")}</h2>
          <p className="mt-2 text-muted-foreground">{t("noAccessBody")}</p>
        </div>
      </section>
    );
  }

  const totalAccounts = ROLES.reduce((sum, role) => sum + data.accountsByRole[role], 0);
  const totalRequests = data.videoRequestsByStatus.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </header>
      <dl className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t("accounts")}
          value={formatNumber(totalAccounts, locale)}
          detail={
            <ul>
              {ROLES.map((role) => (
                <li key={role}>
                  {t(`roles.${role}`)}: {formatNumber(data.accountsByRole[role], locale)}
                </li>
              ))}
            </ul>
          }
        />
        <StatCard
          label={t("creators")}
          value={formatNumber(data.creators, locale)}
          detail={t("verifiedCreators", { count: data.verifiedCreators })}
        />
        <StatCard label={t("pendingReports")} value={formatNumber(data.pendingReports, locale)} />
      </dl>
      <section aria-labelledby="admin-requests" className="flex flex-col gap-3">
        <h2 id="admin-requests" className="text-lg font-semibold">
          {t("videoRequests")}
        </h2>
        {totalRequests === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t("videoRequestsEmpty")}</p>
        ) : (
          <Card className="p-2">
            <dl className="divide-y">
              {data.videoRequestsByStatus.map((row) => (
                <div key={row.status} className="flex items-center justify-between gap-4 px-3 py-2.5">
                  <dt className="text-sm">{t(`status.${row.status}`)}</dt>
                  <dd className="font-semibold tabular-nums">{formatNumber(row.count, locale)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        )}
      </section>
    </div>
  );
}
