import { getTranslations } from "next-intl/server";
import { CallBookingSection } from "@/components/calls/call-booking-section";
import { CreatorPostFeed } from "@/components/posts/creator-post-feed";
import { type Locale } from "@/i18n/routing";
import { isPublicApproval } from "@/lib/creator-approval";
import { HydrateClient } from "@/trpc/server";
import { BookSection } from "./book-section";
import { CreatorAbout } from "./creator-about";
import { CreatorHeader } from "./creator-header";
import { CreatorPreviews } from "./creator-previews";
import { ProfileViewBeacon } from "./profile-view-beacon";
import { CreatorReviews } from "./creator-reviews";
import { ScrollToHash } from "./scroll-to-hash";
import type { CreatorPageData } from "./load-creator-page";
import { SubscribeSection } from "./subscribe-section";

/**
 * One creator page for both routes: the public profile (/creator/{id}) and the signed-in fan's
 * page (/fan/creators/{id}); they differ only in where "back" leads. The offer column (#book,
 * #subscribe) shows prices and tiers; checkout arrives with the booking and subscription issues.
 */
export async function CreatorPageView({
  data,
  locale,
  audience,
  viewerId,
}: {
  data: CreatorPageData;
  locale: Locale;
  audience: "public" | "fan";
  /** The signed-in reader, if any: a guest's booking goes through sign-up first; nobody reports their own page. */
  viewerId: string | null;
}) {
  const signedIn = viewerId !== null;
  const t = await getTranslations("creatorPage");
  const back = audience === "fan" ? { href: "/fan/home", label: t("backToFanHome") } : { href: "/browse", label: t("backToBrowse") };
  return (
    <article className="pb-16">
      <ScrollToHash />
      {viewerId === data.creator.id ? null : <ProfileViewBeacon creatorId={data.creator.id} />}
      {isPublicApproval(data.creator.approvalStatus) ? null : (
        <p role="status" className="mx-auto mt-4 max-w-6xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:mx-4 lg:mx-auto">
          {t("notPublicYet")}
        </p>
      )}
      <CreatorHeader creator={data.creator} back={back} report={viewerId === data.creator.id ? null : { signedIn }} />
      <div className="mx-auto mt-8 grid max-w-6xl gap-10 px-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">
          <CreatorAbout creator={data.creator} locale={locale} />
        </div>
        <aside
          aria-label={t("offersLabel")}
          className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <BookSection creator={data.creator} locale={locale} signedIn={signedIn} />
          <SubscribeSection
            creatorId={data.creator.id}
            subscribable={viewerId !== data.creator.id}
            signedIn={signedIn}
            tiers={data.tiers}
            paymentMethods={data.creator.paymentMethodsEnabled}
            locale={locale}
          />
          {/* Last: its slots load after the page, so a link to #book or #subscribe is not pushed away. */}
          {data.creator.isAvailable ? <CallBookingSection creatorId={data.creator.id} signedIn={signedIn} /> : null}
        </aside>
        <div className="flex flex-col gap-10 lg:col-start-1 lg:row-start-2">
          <CreatorPreviews previews={data.previews} />
          <HydrateClient>
            <CreatorReviews creatorId={data.creator.id} signedIn={signedIn} />
          </HydrateClient>
          <CreatorPostFeed creatorId={data.creator.id} signedIn={signedIn} />
        </div>
      </div>
    </article>
  );
}
