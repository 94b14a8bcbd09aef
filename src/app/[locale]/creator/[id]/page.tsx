import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { CREATOR_PAGE_MESSAGES } from "@/components/creator-page/creator-page-messages";
import { CreatorPageView } from "@/components/creator-page/creator-page-view";
import { creatorPageMetadata } from "@/components/creator-page/creator-page-metadata";
import { loadCreatorPage } from "@/components/creator-page/load-creator-page";
import { type Locale } from "@/i18n/routing";
import { getActor } from "@/server/auth/session";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata({ params }: PageProps<"/[locale]/creator/[id]">): Promise<Metadata> {
  const { id } = await params;
  return creatorPageMetadata(await loadCreatorPage(id));
}

/** A creator's public profile, open to everyone. */
export default async function CreatorProfilePage({ params }: PageProps<"/[locale]/creator/[id]">) {
  const { id } = await params;
  const [data, actor] = await Promise.all([loadCreatorPage(id), getActor()]);
  return (
    <ClientMessages
      namespaces={CREATOR_PAGE_MESSAGES}
    >
      <CreatorPageView data={data} locale={(await getLocale()) as Locale} audience="public" viewerId={actor?.id ?? null} />
    </ClientMessages>
  );
}
