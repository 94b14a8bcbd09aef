"use client";

import { Clock, Video } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { CreatorAvatar } from "@/components/creators/creator-avatar";
import { CreatorRating } from "@/components/creators/creator-rating";
import type { Locale } from "@/i18n/routing";
import { formatNumber } from "@/lib/locale-format";
import type { BookingCreator } from "./booking-creator";

/**
 * The creator being booked, with this creator's real figures (rating, delivered videos, typical
 * response) or nothing: never a hard-coded claim.
 */
export function CreatorSummary({ creator }: { creator: BookingCreator }) {
  const t = useTranslations("booking.creator");
  const tCategory = useTranslations("categories");
  const locale = useLocale() as Locale;
  return (
    <section aria-label={t("label")} className="flex items-start gap-3 rounded-xl border bg-card p-4">
      <CreatorAvatar image={creator.avatarUrl} name={creator.name} className="size-14 shrink-0 rounded-full text-lg" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="truncate font-semibold">{creator.name}</p>
        <p className="text-xs text-muted-foreground">{tCategory(creator.category)}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <CreatorRating rating={creator.rating} reviews={creator.reviews} />
          {creator.deliveredVideos > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Video aria-hidden className="size-3.5" />
              {t("delivered", { count: creator.deliveredVideos, formatted: formatNumber(creator.deliveredVideos, locale) })}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" />
            {t("typicalDelivery", { hours: creator.responseTimeHours })}
          </span>
        </div>
      </div>
    </section>
  );
}
