import { BadgeCheckIcon } from "lucide-react";
import type { Metadata } from "next";
import { Suspense } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { OnboardingBanner } from "@/components/creator-settings/onboarding-banner";
import { CreatorSubscribers } from "@/components/dashboard/creator-subscribers";
import { CreatorTiers } from "@/components/dashboard/creator-tiers";
import { DashboardSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { LiveDashboard } from "@/components/dashboard/live-dashboard";
import { StatCard } from "@/components/dashboard/stat-card";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatNumber } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { RECENT_EARNINGS_DAYS } from "@/lib/earnings/rules";
import { guardPage } from "@/server/auth/guard";
import { serverApi } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard.creator");
  return { title: t("title") };
}

/** The creator's home: the live dashboard, their real numbers and tiers, or how to finish a missing creator profile. */
export default async function CreatorDashboardPage() {
  const actor = await guardPage({ requireRole: "creator" });
  return (
    <ClientMessages namespaces={["payouts", "dashboard.live"]}>
      <Suspense fallback={<DashboardSkeleton />}>
        <CreatorDashboard userId={actor.id} />
      </Suspense>
    </ClientMessages>
  );
}

async function CreatorDashboard({ userId }: { userId: string }) {
  const [api, t, locale] = await Promise.all([
    serverApi(),
    getTranslations("dashboard.creator"),
    getLocale() as Promise<Locale>,
  ]);
  const [{ profile, tiers }, payoutMethods, subscribers, earnings] = await Promise.all([
    api.dashboard.creator(),
    api.payouts.methods(),
    api.dashboard.subscribers(),
    api.earnings.summary(),
  ]);

  if (!profile) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col gap-3 px-4 py-12 sm:px-6">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <div className="rounded-xl border border-dashed p-6">
          <h2 className="text-lg font-semibold">{t("noProfileTitle")}</h2>
          <p className="mt-2 text-muted-foreground">{t("noProfileBody")}</p>
          <Link href="/creator/settings" className={buttonVariants({ className: "mt-4" })}>
            {t("noProfileAction")}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
          {t("welcome", { name: profile.displayName })}
          {profile.verified ? (
            <Badge variant="secondary">
              <BadgeCheckIcon aria-hidden />
              {t("verified")}
            </Badge>
          ) : null}
        </p>
      </header>
      <OnboardingBanner userId={userId} methods={payoutMethods} />
      <LiveDashboard />
      <section aria-labelledby="creator-stats">
        <h2 id="creator-stats" className="sr-only">
          {t("statsLabel")}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <StatCard
            label={t("recentEarnings", { days: RECENT_EARNINGS_DAYS })}
            href="/creator/finances"
            value={(earnings.recent.length > 0 ? earnings.recent : [{ currency: "USD" as const, amount: 0 }])
              .map((earned) => formatMoney(money(earned.amount, earned.currency), locale))
              .join(" + ")}
          />
          <StatCard label={t("activeSubscribers")} value={formatNumber(profile.activeSubscribers, locale)} />
          <StatCard label={t("pendingRequests")} href="/creator/content" value={formatNumber(profile.pendingRequests, locale)} />
          <StatCard label={t("completedVideos")} href="/creator/content?state=delivered" value={formatNumber(profile.completedVideos, locale)} />
          {profile.reviewCount > 0 && profile.averageRating !== null ? (
            <StatCard
              label={t("rating")}
              href="/creator/analytics"
              value={t("ratingOutOf", { rating: formatNumber(profile.averageRating, locale) })}
              detail={t("reviews", { count: profile.reviewCount })}
            />
          ) : (
            <StatCard label={t("rating")} value={t("new")} detail={t("noReviews")} />
          )}
        </dl>
      </section>
      <CreatorSubscribers data={subscribers} locale={locale} />
      <CreatorTiers tiers={tiers} locale={locale} />
    </div>
  );
}
