"use client";

import { BadgeCheck, Clock } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { StateLink } from "@/components/navigation/state-link";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatMoney, money } from "@/lib/money";
import { cn } from "@/lib/utils";
import type { CreatorListItem } from "@/server/services/creators/list-creators";
import { CreatorAvatar } from "./creator-avatar";
import { CreatorRating } from "./creator-rating";

type CreatorCardVariant = "grid" | "list" | "compact";

/** What a tap on the card does: open the quick view, or go to a page. */
type CreatorCardTarget =
  | {
      /** Opens the quick view. The name links to `href`, the page with the quick view open, which works before the page's scripts have run. */
      onOpen: (creator: CreatorListItem) => void;
      href: string;
    }
  | {
      onOpen?: never;
      /** Where the card links: the creator page by default. */
      href?: string;
    };

export type CreatorCardProps = CreatorCardTarget & {
  creator: CreatorListItem;
  variant?: CreatorCardVariant;
  className?: string;
  /** The card is in the first screen: its picture loads at once (CreatorAvatar's `priority`). */
  priority?: boolean;
};

/** The creator's display name, or the translated 'Creator' when they have none. */
export function useCreatorName() {
  const t = useTranslations("creatorCard");
  return (creator: Pick<CreatorListItem, "name">) => creator.name ?? t("fallbackName");
}

/** A language's name in the reader's language; unknown codes show as written. */
export function useLanguageName() {
  const t = useTranslations("creatorCard.language");
  return (code: string) => (t.has(code) ? t(code) : code.toUpperCase());
}

/**
 * A creator on browse, the home page and creator pages, in three layouts: grid (picture on top),
 * list (picture beside, with the bio) and compact (one dense row). The whole card is one target:
 * the name is the button or link, stretched over the card.
 */
export function CreatorCard({ creator, variant = "grid", className, priority = false, ...target }: CreatorCardProps) {
  const t = useTranslations("creatorCard");
  const tCategory = useTranslations("categories");
  const locale = useLocale() as Locale;
  const name = useCreatorName()(creator);
  const languageName = useLanguageName();

  const stretched = "text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none";
  const { onOpen } = target;
  const title = onOpen ? (
    <StateLink href={target.href} className={stretched} onNavigate={() => onOpen(creator)} aria-haspopup="dialog">
      {name}
    </StateLink>
  ) : (
    <Link href={target.href ?? `/creator/${creator.id}`} className={stretched}>
      {name}
    </Link>
  );
  const verified = creator.verified ? (
    <BadgeCheck className="size-4 shrink-0 text-primary" aria-label={t("verified")} role="img" />
  ) : null;
  const price = <span className="font-semibold">{formatMoney(money(creator.priceCents, creator.currency), locale)}</span>;
  const responds = (
    <span className="inline-flex items-center gap-1">
      <Clock aria-hidden className="size-3.5" />
      {t("respondsIn", { time: t("responseTime", { hours: creator.responseTimeHours }) })}
    </span>
  );
  const frame = cn(
    "group relative rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md",
    "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
    className,
  );

  if (variant === "compact") {
    return (
      <article className={cn(frame, "flex items-center gap-3 p-3")}>
        <CreatorAvatar image={creator.image} name={name} priority={priority} className="size-12 shrink-0 rounded-full" />
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-1 truncate text-sm font-semibold">
            {title}
            {verified}
          </h3>
          <p className="truncate text-xs text-muted-foreground">{tCategory(creator.category)}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1 text-sm">
          <span>
            {price}
            <span className="sr-only"> {t("pricePerVideo")}</span>
          </span>
          <CreatorRating rating={creator.rating} reviews={creator.reviews} showCount={false} />
        </div>
      </article>
    );
  }

  const details = (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="flex items-center gap-1 font-semibold leading-tight">
            {title}
            {verified}
          </h3>
          <p className="text-sm text-muted-foreground">{tCategory(creator.category)}</p>
        </div>
        <CreatorRating rating={creator.rating} reviews={creator.reviews} className="shrink-0" />
      </div>
      {variant === "list" && creator.bio ? <p className="line-clamp-2 text-sm text-muted-foreground">{creator.bio}</p> : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {responds}
        <span>{t("videoCount", { count: creator.videoCount })}</span>
      </div>
      <p className="text-xs text-muted-foreground">
        <span className="sr-only">{t("languagesLabel")}: </span>
        {creator.languages.map(languageName).join(" · ")}
      </p>
      <div className="mt-auto flex items-end justify-between gap-2 pt-1">
        <p className="text-sm">
          {price} <span className="text-xs text-muted-foreground">{t("pricePerVideo")}</span>
        </p>
        {creator.isAvailable ? null : <span className="text-xs font-medium text-destructive">{t("unavailable")}</span>}
      </div>
    </>
  );

  if (variant === "list") {
    return (
      <article className={cn(frame, "flex gap-4 p-3 sm:p-4")}>
        <CreatorAvatar image={creator.image} name={name} priority={priority} className="size-20 shrink-0 rounded-lg text-xl sm:size-28" />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">{details}</div>
      </article>
    );
  }

  return (
    <article className={cn(frame, "flex flex-col overflow-hidden")}>
      <CreatorAvatar image={creator.image} name={name} priority={priority} className="aspect-[2/1] w-full text-3xl min-[480px]:aspect-[4/3]" />
      <div className="flex flex-1 flex-col gap-2 p-4">{details}</div>
    </article>
  );
}
