"use client";

import { SearchX, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CreatorCard } from "@/components/creators/creator-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import type { CreatorListItem } from "@/server/services/creators/list-creators";
import { BROWSE_PAGE_SIZE } from "@/lib/browse-options";
import type { BrowseView } from "./browse-state";

const LAYOUT: Record<BrowseView, string> = {
  grid: "grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
  list: "grid grid-cols-1 gap-3 lg:grid-cols-2",
  compact: "grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3",
};

/** Cards in the first screen on a wide layout (one row of the grid): their pictures load first. */
const FIRST_SCREEN_CARDS = 4;

/** The cards of one page in the chosen layout. */
export function BrowseCards({
  creators,
  view,
  onOpen,
  quickViewHref,
}: {
  creators: CreatorListItem[];
  view: BrowseView;
  onOpen: (creator: CreatorListItem) => void;
  /** The address of browse with a creator's quick view open (what a card's name links to). */
  quickViewHref: (creatorId: string) => string;
}) {
  return (
    <ul className={LAYOUT[view]}>
      {creators.map((creator, index) => (
        <li key={creator.id} className="flex">
          <CreatorCard
            creator={creator}
            variant={view}
            onOpen={onOpen}
            href={quickViewHref(creator.id)}
            priority={index < FIRST_SCREEN_CARDS}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders in the chosen layout while the first page loads. */
export function BrowseSkeleton({ view = "grid" }: { view?: BrowseView }) {
  return (
    <ul className={LAYOUT[view]} aria-hidden>
      {Array.from({ length: BROWSE_PAGE_SIZE }, (_, i) => (
        <li key={i}>
          <Skeleton className={cn("w-full rounded-xl", view === "grid" ? "h-80" : view === "list" ? "h-32" : "h-[4.5rem]")} />
        </li>
      ))}
    </ul>
  );
}

function Notice({
  icon: Icon,
  title,
  body,
  action,
  tone = "muted",
}: {
  icon: typeof SearchX;
  title: string;
  body: string;
  action: ReactNode;
  tone?: "muted" | "error";
}) {
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center"
    >
      <Icon aria-hidden className={cn("size-10", tone === "error" ? "text-destructive" : "text-muted-foreground")} />
      {/* The error's title is already the region's (screen-reader) heading. */}
      {tone === "error" ? <p className="text-lg font-semibold">{title}</p> : <h2 className="text-lg font-semibold">{title}</h2>}
      <p className="max-w-md text-sm text-muted-foreground">{body}</p>
      {action}
    </div>
  );
}

/** No creator matches: say so, and offer to clear every filter. */
export function BrowseEmpty({ onClear }: { onClear: () => void }) {
  const t = useTranslations("browse");
  return (
    <Notice
      icon={SearchX}
      title={t("emptyTitle")}
      body={t("emptyBody")}
      action={
        <Button type="button" variant="outline" onClick={onClear}>
          {t("clearAll")}
        </Button>
      }
    />
  );
}

/** A page number past the last page (an old link): point to the last page. */
export function BrowsePastEnd({ pageCount, onLastPage }: { pageCount: number; onLastPage: () => void }) {
  const t = useTranslations("browse");
  return (
    <Notice
      icon={SearchX}
      title={t("emptyTitle")}
      body={t("pastEnd", { pageCount })}
      action={
        <Button type="button" variant="outline" onClick={onLastPage}>
          {t("goToLastPage")}
        </Button>
      }
    />
  );
}

/** The list could not load: what happened, and Try again. */
export function BrowseError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations("browse");
  return (
    <Notice
      icon={TriangleAlert}
      tone="error"
      title={t("errorTitle")}
      body={message}
      action={
        <Button type="button" onClick={onRetry}>
          {t("tryAgain")}
        </Button>
      }
    />
  );
}
