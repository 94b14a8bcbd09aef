"use client";

import { Star } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { formatRating } from "@/components/creator-page/format-rating";
import type { Locale } from "@/i18n/routing";
import { cn } from "@/lib/utils";

/** A star, the average and the review count; "New" for a creator nobody has reviewed yet. */
export function CreatorRating({
  rating,
  reviews,
  showCount = true,
  className,
}: {
  rating: number | null;
  reviews: number;
  showCount?: boolean;
  className?: string;
}) {
  const t = useTranslations("creatorCard");
  const locale = useLocale() as Locale;
  if (rating === null || reviews === 0) {
    return (
      <span
        className={cn("inline-flex items-center rounded-md bg-accent px-1.5 py-0.5 text-xs font-semibold text-accent-foreground", className)}
        title={t("newLabel")}
      >
        {t("new")}
      </span>
    );
  }
  const value = formatRating(rating, locale);
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm", className)}>
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
      <span className="sr-only">{t("ratingLabel", { rating: value, count: reviews })}</span>
      <span aria-hidden className="font-semibold">
        {value}
      </span>
      {showCount ? (
        <span aria-hidden className="text-muted-foreground">
          {t("reviewCount", { count: reviews })}
        </span>
      ) : null}
    </span>
  );
}
