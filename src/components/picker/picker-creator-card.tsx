"use client";

import { BadgeCheck, Clock } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { displayPrices } from "@/components/creator-page/display-prices";
import { CreatorAvatar } from "@/components/creators/creator-avatar";
import { useCreatorName } from "@/components/creators/creator-card";
import { CreatorRating } from "@/components/creators/creator-rating";
import { Link } from "@/i18n/navigation";
import { type Locale } from "@/i18n/routing";
import { cn } from "@/lib/utils";
import type { RouterOutputs } from "@/trpc/react";

export type PickerCreator = RouterOutputs["creators"]["picker"]["creators"][number];

/**
 * One picker result (spec screen 2): a green availability dot unless the creator is explicitly
 * unavailable, rating or "New", response time and the price as "starting at". Opens the profile.
 */
export function PickerCreatorCard({ creator }: { creator: PickerCreator }) {
  const t = useTranslations("picker");
  const tCard = useTranslations("creatorCard");
  const tCategory = useTranslations("categories");
  const locale = useLocale() as Locale;
  const name = useCreatorName()(creator);
  const available = creator.isAvailable !== false;
  const prices = displayPrices(
    creator.paymentMethodsEnabled,
    { usdCents: creator.videoPriceUsdCents, htgCents: creator.videoPriceHtgCents },
    locale,
  );
  return (
    <article className="group relative flex h-full gap-3 rounded-xl border bg-card p-4 shadow-sm transition-shadow has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 hover:shadow-md">
      <div className="relative size-16 shrink-0">
        <CreatorAvatar image={creator.avatarUrl} name={name} className="size-16 rounded-full text-lg" />
        <span
          className={cn(
            "absolute right-0 bottom-0 size-4 rounded-full border-2 border-card",
            available ? "bg-green-500" : "bg-muted-foreground/50",
          )}
          title={available ? t("available") : t("unavailable")}
        >
          <span className="sr-only">{available ? t("available") : t("unavailable")}</span>
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="flex items-center gap-1 font-semibold">
          <Link
            href={`/creator/${creator.id}`}
            className="truncate after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-primary"
          >
            {name}
          </Link>
          {creator.verified && (
            <BadgeCheck className="size-4 shrink-0 text-primary" aria-label={tCard("verified")} role="img" />
          )}
        </h3>
        <p className="text-sm text-muted-foreground">{tCategory(creator.category)}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <CreatorRating rating={creator.averageRating} reviews={creator.totalReviews} />
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Clock aria-hidden className="size-3.5" />
            {tCard("respondsIn", { time: tCard("responseTime", { hours: creator.responseTimeHours }) })}
          </span>
        </div>
        <p className="mt-auto pt-1 text-sm">{t("startingAt", { price: prices.join(" · ") })}</p>
      </div>
    </article>
  );
}
