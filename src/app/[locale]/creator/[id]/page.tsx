import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
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
      ]}
    >
      <CreatorPageView data={data} locale={(await getLocale()) as Locale} audience="public" viewerId={actor?.id ?? null} />
    </ClientMessages>
  );
}
