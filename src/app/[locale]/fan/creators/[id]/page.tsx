import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { Suspense } from "react";
import { CheckoutReturn } from "@/components/subscriptions/checkout-return";
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
      namespaces={[
        // Closed, Book Now shows one text: the dialog loads the rest when it opens (LazyMessages).
        "booking.dialog.bookNow",
        "calls",
        // The header's rating badge (creator-rating.tsx) is the page's only client part that reads these.
        "creatorCard.new",
        "creatorCard.newLabel",
        "creatorCard.ratingLabel",
        "creatorCard.reviewCount",
        "creatorContent",
        // The reviews are the page's only client part that reads these; the rest is rendered on the server.
        "creatorPage.reviewsHeading",
        "creatorPage.noReviews",
        "creatorPage.moreReviews",
        "creatorPage.loadingReviews",
        "creatorPage.reviewsError",
        "creatorPage.anonymousReviewer",
        "creatorPage.ratedLabel",
        "moderation.report",
        "moderation.signInToReport",
        "posts.card",
        "posts.creatorFeed",
        "posts.engagement",
        "posts.errors",
        "posts.types",
        "subscriptions.carousel",
        "subscriptions.checkout",
        "subscriptions.errors",
        "subscriptions.return",
      ]}
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
