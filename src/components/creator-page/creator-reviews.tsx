"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ReportButton } from "@/components/moderation/report-button";
import { Button } from "@/components/ui/button";
import { ScriptButton } from "@/components/ui/script-button";
import { Skeleton } from "@/components/ui/skeleton";
import { type Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { api } from "@/trpc/react";
import { RatingStars } from "./rating-stars";
import { reviewsPageInput } from "./reviews-input";

/**
 * Reviews, newest first: the first page arrives hydrated from the server (load-creator-page.ts
 * prefetches it), "Show more" reads the next ones.
 */
export function CreatorReviews({ creatorId, signedIn }: { creatorId: string; signedIn: boolean }) {
  const t = useTranslations("creatorPage");
  const [pageCount, setPageCount] = useState(1);
  const firstPage = api.creators.reviews.useQuery(reviewsPageInput(creatorId, 1)).data;
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-4">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        {t("reviewsHeading", { count: firstPage?.total ?? 0 })}
      </h2>
      {firstPage?.total === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{t("noReviews")}</p>
      ) : (
        <>
          <ol className="flex flex-col gap-3">
            {Array.from({ length: pageCount }, (_, i) => (
              <ReviewsPageItems key={i} creatorId={creatorId} page={i + 1} signedIn={signedIn} />
            ))}
          </ol>
          {firstPage && pageCount < firstPage.pageCount && (
            <ScriptButton variant="outline" className="self-start" onClick={() => setPageCount((n) => n + 1)}>
              {t("moreReviews")}
            </ScriptButton>
          )}
        </>
      )}
    </section>
  );
}

function ReviewsPageItems({ creatorId, page, signedIn }: { creatorId: string; page: number; signedIn: boolean }) {
  const t = useTranslations("creatorPage");
  const tCommon = useTranslations("common");
  const locale = useLocale() as Locale;
  const query = api.creators.reviews.useQuery(reviewsPageInput(creatorId, page));
  if (query.isPending) {
    return (
      <li aria-busy className="flex flex-col gap-2 rounded-lg border p-4">
        <span className="sr-only">{t("loadingReviews")}</span>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-4 w-full" />
      </li>
    );
  }
  if (query.isError) {
    return (
      <li role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-4 text-sm">
        {t("reviewsError")}
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {tCommon("tryAgain")}
        </Button>
      </li>
    );
  }
  return query.data.reviews.map((review) => (
    <li key={review.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <span className="font-medium">{review.reviewerName ?? t("anonymousReviewer")}</span>
          <RatingStars rating={review.rating} label={t("ratedLabel", { rating: review.rating })} />
        </div>
        <div className="flex items-center gap-1">
          <time dateTime={review.createdAt.toISOString()} className="text-sm text-muted-foreground">
            {formatDate(review.createdAt, locale)}
          </time>
          <ReportButton subject="review" subjectId={review.id} signedIn={signedIn} />
        </div>
      </div>
      {review.comment && <p className="text-sm leading-relaxed text-foreground/90">{review.comment}</p>}
    </li>
  ));
}
