import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CreatorCalls } from "@/components/calls/creator-calls";
import { ClientMessages } from "@/i18n/client-messages";
import { guardPage } from "@/server/auth/guard";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("creatorCalls");
  return { title: t("title") };
}

/** The creator's own calls, upcoming and past, in their time zone, with each call's meeting link and room. */
export default async function CreatorCallsPage() {
  await guardPage({ requireRole: "creator" });
  const t = await getTranslations("creatorCalls");
  return (
    <ClientMessages namespaces={["creatorCalls", "callOrders", "callRoom", "calls", "validation.invalid"]}>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
          <p className="max-w-prose text-muted-foreground">{t("intro")}</p>
        </header>
        <CreatorCalls />
      </div>
    </ClientMessages>
  );
}
