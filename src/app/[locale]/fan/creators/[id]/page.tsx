import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { Suspense } from "react";
import { CheckoutReturn } from "@/components/subscriptions/checkout-return";
import { CREATOR_PAGE_MESSAGES } from "@/components/creator-page/creator-page-messages";
import { CreatorPageView } from "@/components/creator-page/creator-page-view";
import { creatorPageMetadata } from "@/components/creator-page/creator-page-metadata";
import { loadCreatorPage } from "@/components/creator-page/load-creator-page";
import { type Locale } from "@/i18n/routing";
import { guardPage } from "@/server/auth/guard";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata({ params }: PageProps<"/[locale]/fan/creators/[id]">): Promise<Metadata> {
  const { id } = await params;
  return creatorPageMetadata(await loadCreatorPage(id));
}

/** The creator page for signed-in fans (signed-out visitors sign in and come back; admins go to their home). */
export default async function FanCreatorPage({ params }: PageProps<"/[locale]/fan/creators/[id]">) {
  const actor = await guardPage({ requireRole: "fan" });
  const { id } = await params;
  const data = await loadCreatorPage(id);
  return (
    <ClientMessages
      namespaces={[...CREATOR_PAGE_MESSAGES, "subscriptions.return"]}
    >
      <>
        <div className="mx-auto max-w-6xl px-4 pt-4 empty:hidden">
          <Suspense>
            <CheckoutReturn />
          </Suspense>
        </div>
        <CreatorPageView data={data} locale={(await getLocale()) as Locale} audience="fan" viewerId={actor.id} />
      </>
    </ClientMessages>
  );
}
