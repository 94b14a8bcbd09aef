"use client";

import { BadgeCheck, CalendarPlus, Star } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { LazyServicesDialog } from "@/components/video-requests/booking/lazy-services-dialog";
import type { ServicesTab } from "@/components/video-requests/booking/services-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate, formatNumber } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { cn } from "@/lib/utils";
import { QUICK_VIEW_PREVIEWS } from "@/lib/browse-options";
import { api } from "@/trpc/react";
import { CreatorAvatar } from "./creator-avatar";
import { CreatorText } from "./creator-text";
import { useCreatorName, useLanguageName } from "./creator-card";
import { CreatorRating } from "./creator-rating";
import { PreviewPlaceholder, PreviewVideoPlayer } from "./preview-video";
import { SaveCreatorButton } from "./save-creator-button";
import { ShareCreatorButton } from "./share-creator-button";

const RECENT_REVIEWS = 3;

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-muted px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Up to three sample clips, with 'No preview yet' in the empty places (also when they fail to load). */
function QuickViewPreviews({ creatorId }: { creatorId: string }) {
  const t = useTranslations("quickView");
  const previews = api.creators.previews.useQuery({ creatorId }, { retry: false });
  const clips = previews.data ?? [];
  return (
    <Section title={t("previews")}>
      <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-3">
        {previews.isPending
          ? Array.from({ length: QUICK_VIEW_PREVIEWS }, (_, i) => <Skeleton key={i} className="aspect-video w-full rounded-lg" />)
          : Array.from({ length: QUICK_VIEW_PREVIEWS }, (_, i) =>
              clips[i] ? <PreviewVideoPlayer key={clips[i].id} preview={clips[i]} /> : <PreviewPlaceholder key={`empty-${i}`} />,
            )}
      </div>
    </Section>
  );
}

/** The latest reviews, or an honest 'No reviews yet'. */
function QuickViewReviews({ creatorId }: { creatorId: string }) {
  const t = useTranslations("quickView");
  const locale = useLocale() as Locale;
  const reviews = api.creators.reviews.useQuery({ creatorId, pageSize: RECENT_REVIEWS });
  let body: ReactNode;
  if (reviews.isPending) body = <Skeleton className="h-20 w-full" />;
  else if (!reviews.data || reviews.data.reviews.length === 0) body = <p className="text-sm text-muted-foreground">{t("noReviews")}</p>;
  else {
    body = (
      <ul className="flex flex-col gap-3">
        {reviews.data.reviews.map((review) => (
          <li key={review.id} className="rounded-lg border p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{review.reviewerName ?? t("aFan")}</span>
              <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
                <span className="sr-only">{t("reviewRating", { rating: review.rating })}</span>
                <span aria-hidden>{review.rating}</span>
                <span aria-hidden>·</span>
                <time dateTime={new Date(review.createdAt).toISOString()}>{formatDate(new Date(review.createdAt), locale)}</time>
              </span>
            </div>
            {review.comment ? <p className="mt-1 text-muted-foreground">{review.comment}</p> : null}
          </li>
        ))}
      </ul>
    );
  }
  return <Section title={t("recentReviews")}>{body}</Section>;
}

/**
 * A creator at a glance, opened from a card: banner, bio, stats, sample clips, recent reviews,
 * Save, Share, and Book Now / Subscribe opening the services dialog on its video or subscribe tab.
 * `reopenHref` is the address that opens this view again, where signing in to save comes back.
 */
export function CreatorQuickView({
  creatorId,
  onClose,
  reopenHref,
}: {
  creatorId: string | null;
  onClose: () => void;
  reopenHref: (creatorId: string) => string;
}) {
  const t = useTranslations("quickView");
  const tCard = useTranslations("creatorCard");
  const tCategory = useTranslations("categories");
  const locale = useLocale() as Locale;
  const nameOf = useCreatorName();
  const languageName = useLanguageName();
  // Always refetched on open: whether the reader saved this creator changes with their session.
  const view = api.creators.quickView.useQuery({ creatorId: creatorId ?? "" }, { enabled: creatorId !== null, staleTime: 0 });
  const creator = view.data;
  const name = creator ? nameOf(creator) : "";
  // Book Now and Subscribe open the services dialog over this view; a signed-out reader has saved null.
  const [services, setServices] = useState<ServicesTab | null>(null);

  let content: ReactNode;
  if (creatorId === null) content = null;
  else if (view.isError) {
    content = (
      <div role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
        <DialogTitle>{t("loadError")}</DialogTitle>
        <Button type="button" onClick={() => void view.refetch()}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  } else if (!creator) {
    content = (
      <div className="flex flex-col gap-4 p-6">
        <DialogTitle className="sr-only">{t("loading")}</DialogTitle>
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else {
    content = (
      <>
        <div className="relative">
          <div
            className={cn("h-28 w-full bg-gradient-to-r from-primary to-brand-red sm:h-36", creator.bannerUrl && "bg-cover bg-center")}
            style={creator.bannerUrl ? { backgroundImage: `url(${JSON.stringify(creator.bannerUrl)})` } : undefined}
          />
          <CreatorAvatar
            image={creator.image}
            name={name}
            className="absolute -bottom-10 left-5 size-20 rounded-full border-4 border-background text-2xl"
          />
        </div>
        <div className="flex flex-col gap-5 px-5 pt-12 pb-5 sm:px-6">
          <DialogHeader className="text-left sm:text-left">
            <DialogTitle className="flex items-center gap-1.5 text-xl">
              {name}
              {creator.verified ? <BadgeCheck className="size-5 text-primary" role="img" aria-label={tCard("verified")} /> : null}
            </DialogTitle>
            <DialogDescription>
              {tCategory(creator.category)} · {creator.languages.map(languageName).join(" · ")}
            </DialogDescription>
          </DialogHeader>

          <dl aria-label={t("stats")} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Stat label={t("rating")}>
              <CreatorRating rating={creator.rating} reviews={creator.reviews} showCount={false} />
            </Stat>
            <Stat label={t("reviews")}>{formatNumber(creator.reviews, locale)}</Stat>
            <Stat label={t("videos")}>{formatNumber(creator.videoCount, locale)}</Stat>
            <Stat label={t("responseTime")}>{tCard("responseTime", { hours: creator.responseTimeHours })}</Stat>
          </dl>

          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" onClick={() => setServices("video")}>
              <CalendarPlus aria-hidden />
              {t("bookNow")} · {formatMoney(money(creator.priceCents, creator.currency), locale)}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setServices("subscribe")}>
              {t("subscribe")}
            </Button>
            <SaveCreatorButton creatorId={creator.id} name={name} saved={creator.saved} returnTo={reopenHref(creator.id)} />
            <ShareCreatorButton creatorId={creator.id} name={name} />
          </div>

          <Section title={t("about")}>
            <CreatorText
              original={creator.bio}
              translations={creator.bioTranslations}
              empty={t("noBio")}
              className="text-sm whitespace-pre-line text-muted-foreground"
            />
          </Section>
          <QuickViewPreviews creatorId={creator.id} />
          <QuickViewReviews creatorId={creator.id} />
          <Link href={`/creator/${creator.id}`} className={cn(buttonVariants({ variant: "link" }), "self-start px-0")}>
            {t("viewProfile")}
          </Link>
        </div>
        <LazyServicesDialog
          creator={{ id: creator.id, name }}
          tab={services}
          signedIn={creator.saved !== null}
          onTabChange={setServices}
          onClose={() => setServices(null)}
        />
      </>
    );
  }

  return (
    <Dialog open={creatorId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={t("close")}
        className="max-w-2xl gap-0 overflow-x-hidden p-0 [&>button:last-child]:rounded-full [&>button:last-child]:bg-background/90 [&>button:last-child]:p-1.5 [&>button:last-child]:opacity-100"
      >
        {content}
      </DialogContent>
    </Dialog>
  );
}
