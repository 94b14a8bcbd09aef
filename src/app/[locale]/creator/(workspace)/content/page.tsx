import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InboxView } from "@/components/video-requests/creator/inbox-view";
import { INBOX_STATE_NAMES, type InboxState } from "@/lib/video-requests/inbox-states";
import { DELIVERY_GRACE_HOURS } from "@/lib/video-requests/request-deadline";
import { guardPage } from "@/server/auth/guard";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("inbox");
  return { title: t("title") };
}

/** "My Videos": the creator's request inbox, on the tab `?state=` names (the statement links delivered requests here). */
export default async function CreatorContentPage({ searchParams }: { searchParams: Promise<{ state?: string | string[] }> }) {
  await guardPage({ requireRole: "creator" });
  const t = await getTranslations("inbox");
  const asked = (await searchParams).state;
  const initialState = INBOX_STATE_NAMES.find((name) => name === asked) as InboxState | undefined;
  return (
    <ClientMessages namespaces={["booking", "inbox", "orders", "player", "requestNotes", "studioFlow", "uploads", "validation.invalid"]}>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
          <p className="max-w-prose text-muted-foreground">{t("intro", { graceHours: DELIVERY_GRACE_HOURS })}</p>
        </header>
        <InboxView initialState={initialState} />
      </div>
    </ClientMessages>
  );
}
