import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotificationHistory } from "@/components/notifications/notification-history";
import { ClientMessages } from "@/i18n/client-messages";
import { guardPage } from "@/server/auth/guard";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notifications.history");
  return { title: t("title") };
}

/** The signed-in user's full notification history (the bell shows the latest). */
export default async function NotificationsPage() {
  await guardPage();
  const t = await getTranslations("notifications.history");
  return (
    <ClientMessages namespaces={["notifications.history"]}>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
          <p className="text-muted-foreground">{t("description")}</p>
        </div>
        <NotificationHistory />
      </div>
    </ClientMessages>
  );
}
