import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SubscriptionList } from "@/components/subscriptions/subscription-list";
import { guardPage } from "@/server/auth/guard";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("subscriptions.list");
  return { title: t("title") };
}

/** Screen 9: the signed-in fan's subscriptions, one card per creator, with pause, resume, cancel and payment method. */
export default async function FanSubscriptionsPage() {
  await guardPage({ requireRole: "fan" });
  const t = await getTranslations("subscriptions.list");
  return (
    <ClientMessages namespaces={["subscriptions"]}>
      <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
        <header className="flex flex-col gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="text-sm text-muted-foreground">{t("description")}</p>
        </header>
        <SubscriptionList />
      </section>
    </ClientMessages>
  );
}
