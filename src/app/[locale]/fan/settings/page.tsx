import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Download } from "lucide-react";
import { NotificationPreferences } from "@/components/notifications/notification-preferences";
import { AccountProfileForm } from "@/components/settings/account-profile-form";
import { ChangePasswordForm } from "@/components/settings/change-password-form";
import { DeleteAccountForm } from "@/components/settings/delete-account-form";
import { SavedCardsList } from "@/components/settings/saved-cards-list";
import { buttonVariants } from "@/components/ui/button";
import { SignOutEverywhere } from "@/components/settings/sign-out-everywhere";
import { PreferredLanguageForm } from "@/components/settings/preferred-language-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { guardPage } from "@/server/auth/guard";
import { HydrateClient, serverApi, trpc } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.settings");
  return { title: t("metaTitle") };
}

/**
 * The signed-in fan's settings: who they are (name and photo), their saved cards, password and sessions,
 * what they are notified of, the language Lakou uses for them, and their data (export, delete the account).
 */
export default async function FanSettingsPage() {
  await guardPage({ requireRole: "fan" });
  const [api, t, security] = await Promise.all([serverApi(), getTranslations("auth.settings"), getTranslations("security")]);
  // The notification choices come with the page: a list growing in after it would push the fields below it away.
  const [settings] = await Promise.all([api.account.settings(), trpc.notifications.preferences.prefetch({ audience: "fan" })]);
  return (
    <ClientMessages namespaces={["auth", "creatorSettings.profile", "uploads", "security.password", "security.sessions", "notifications.types", "notifications.preferences", "validation"]}>
      <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
        <header className="flex flex-col gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="text-sm text-muted-foreground">{t("description")}</p>
        </header>
        <Card>
          <CardHeader>
            <CardTitle>{t("accountTitle")}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-4 text-sm">
              <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
                <dt className="font-medium text-muted-foreground sm:w-32">{t("name")}</dt>
                <dd>{settings.name ?? t("noName")}</dd>
              </div>
              <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
                <dt className="font-medium text-muted-foreground sm:w-32">{t("email")}</dt>
                <dd className="break-all">{settings.email}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("profile.title")}</CardTitle>
            <CardDescription>{t("profile.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <AccountProfileForm name={settings.name} avatarUrl={settings.avatarUrl} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("cards.title")}</CardTitle>
            <CardDescription>{t("cards.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <SavedCardsList />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{security("password.title")}</CardTitle>
            <CardDescription>{security("password.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm hasPassword={settings.hasPassword} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{security("sessions.title")}</CardTitle>
            <CardDescription>{security("sessions.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <SignOutEverywhere />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("notificationsTitle")}</CardTitle>
            <CardDescription>{t("notificationsDescription")}</CardDescription>
          </CardHeader>
          <CardContent>
            <HydrateClient>
              <NotificationPreferences audience="fan" />
            </HydrateClient>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("languageTitle")}</CardTitle>
            <CardDescription>{t("languageDescription")}</CardDescription>
          </CardHeader>
          <CardContent>
            <PreferredLanguageForm saved={settings.preferredLocale} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("data.title")}</CardTitle>
            <CardDescription>{t("data.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <a href="/api/account/export" download className={buttonVariants({ variant: "outline", className: "w-full sm:w-auto" })}>
              <Download aria-hidden />
              {t("data.export")}
            </a>
          </CardContent>
        </Card>
        <Card className="border-destructive/40">
          <CardHeader>
            <CardTitle>{t("delete.title")}</CardTitle>
            <CardDescription>{t("delete.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            {settings.role === "fan" && !settings.isCreator ? (
              <DeleteAccountForm />
            ) : (
              <p className="text-sm text-muted-foreground">{t("delete.notForCreators")}</p>
            )}
          </CardContent>
        </Card>
      </section>
    </ClientMessages>
  );
}
