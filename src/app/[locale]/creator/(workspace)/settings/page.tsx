import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { CreateProfileForm } from "@/components/creator-settings/create-profile-form";
import { PaymentsTab } from "@/components/creator-settings/payments-tab";
import { PricingForm } from "@/components/creator-settings/pricing-form";
import { ProfileForm } from "@/components/creator-settings/profile-form";
import { SettingsSkeleton } from "@/components/creator-settings/settings-skeleton";
import { SettingsTabNav } from "@/components/creator-settings/settings-tab-nav";
import { TiersEditor } from "@/components/creator-settings/tiers-editor";
import { NotificationPreferences } from "@/components/notifications/notification-preferences";
import { Link } from "@/i18n/navigation";
import { type SettingsTab, settingsTabOf } from "@/lib/creator-settings";
import { guardPage } from "@/server/auth/guard";
import { getPaymentMode } from "@/server/services/payments/payment-mode";
import { HydrateClient, serverApi, trpc } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("creatorSettings");
  return { title: t("metaTitle") };
}

/** /creator/settings?tab=profile|pricing|tiers|payments|notifications: the creator's own profile, prices, tiers, payouts and notification choices. */
export default async function CreatorSettingsPage({ searchParams }: PageProps<"/[locale]/creator/settings">) {
  const actor = await guardPage({ requireRole: "creator" });
  const [query, t] = await Promise.all([searchParams, getTranslations("creatorSettings")]);
  const tab = settingsTabOf(query.tab);
  const returned = query.connect === "return" || query.connect === "refresh" ? query.connect : null;
  return (
    <ClientMessages namespaces={["categories", "creatorCard", "creatorSettings", "payouts", "uploads", "notifications.types", "notifications.preferences", "validation"]}>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
          <p className="text-muted-foreground">{t("intro")}</p>
        </header>
        <SettingsTabNav current={tab} />
        <Suspense key={tab} fallback={<SettingsSkeleton />}>
          <SettingsPanel tab={tab} returned={returned} creatorName={actor.name ?? ""} />
        </Suspense>
      </div>
    </ClientMessages>
  );
}

async function SettingsPanel({
  tab,
  returned,
  creatorName,
}: {
  tab: SettingsTab;
  returned: "return" | "refresh" | null;
  creatorName: string;
}) {
  const [api, t] = await Promise.all([serverApi(), getTranslations("creatorSettings")]);
  // What the creator hears about needs no public profile.
  if (tab === "notifications") {
    await trpc.notifications.preferences.prefetch({ audience: "creator" });
    return (
      <section aria-labelledby="settings-panel-title" className="flex flex-col gap-4">
        <h2 id="settings-panel-title" className="text-xl font-semibold">
          {t("tabs.notifications")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("notificationsIntro")}</p>
        <HydrateClient>
          <NotificationPreferences audience="creator" />
        </HydrateClient>
      </section>
    );
  }
  const settings = await api.creatorSettings.get().catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  // A new creator has no public profile yet: every tab starts by creating it.
  if (!settings) return <CreateProfileForm defaultName={creatorName} />;
  return (
    <section aria-labelledby="settings-panel-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="settings-panel-title" className="text-xl font-semibold">
          {t(`tabs.${tab}`)}
        </h2>
        {tab === "profile" || tab === "pricing" ? (
          <Link href={`/creator/${settings.profile.id}`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t("viewPublicPage")}
          </Link>
        ) : null}
      </div>
      {tab === "profile" ? <ProfileForm profile={settings.profile} /> : null}
      {tab === "pricing" ? <PricingForm profile={settings.profile} /> : null}
      {tab === "tiers" ? <TiersEditor tiers={settings.tiers} /> : null}
      {tab === "payments" ? <PaymentsTab payouts={settings.payouts} modes={getPaymentMode()} returned={returned} /> : null}
    </section>
  );
}
