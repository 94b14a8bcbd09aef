import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PayoutBatch } from "@/components/admin-payouts/payout-batch";
import { ClientMessages } from "@/i18n/client-messages";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminPayouts");
  return { title: t("title") };
}

/** MonCash payouts waiting to be sent by hand: an admin with payouts_process marks a sent batch paid. */
export default async function AdminPayoutsPage() {
  await guardAdminPage("/admin/payouts");
  const [api, t] = await Promise.all([serverApi(), getTranslations("adminPayouts")]);
  const awaiting = await api.adminPayouts.awaiting();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="max-w-prose text-muted-foreground">{t("intro")}</p>
      </header>
      <ClientMessages namespaces={["admin", "adminPayouts"]}>
        <PayoutBatch awaiting={awaiting} />
      </ClientMessages>
    </div>
  );
}
