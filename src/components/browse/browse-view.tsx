"use client";

import { keepPreviousData } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";
import { BrowseFilters } from "./browse-filters";
import { BrowsePagination } from "./browse-pagination";
import { BrowseCards, BrowseEmpty, BrowseError, BrowsePastEnd, BrowseSkeleton } from "./browse-results";
import { DEFAULT_BROWSE_STATE, QUICK_VIEW_PARAM, hasFilters, listInput, withQuickView } from "./browse-state";
import { useBrowseNavigation } from "./use-browse-navigation";

// The quick view's code loads when a card is first opened; it then stays mounted so it can close with its animation.
const CreatorQuickView = dynamic(() => import("@/components/creators/creator-quick-view").then((module) => module.CreatorQuickView));

/**
 * Browse: filters, the page of creators in the chosen view, pagination, and the quick view. The
 * page's first list arrives hydrated from the server (browse/page.tsx prefetches the same input).
 */
export function BrowseView() {
  const t = useTranslations("browse");
  const errorText = useErrorText();
  const { state, searchParams, hrefFor, go, update } = useBrowseNavigation();
  const input = listInput(state);
  const list = api.creators.list.useQuery(input, { placeholderData: keepPreviousData });
  const countRef = useRef<HTMLHeadingElement>(null);
  const [openId, setOpenId] = useState<string | null>(() => searchParams.get(QUICK_VIEW_PARAM));
  const [quickViewUsed, setQuickViewUsed] = useState(openId !== null);
  const quickViewHref = (creatorId: string) => withQuickView(hrefFor(state), creatorId);
  const openQuickView = (id: string) => {
    setQuickViewUsed(true);
    setOpenId(id);
  };

  const clear = () => go({ ...DEFAULT_BROWSE_STATE, view: state.view });
  const toPage = (page: number) => {
    go({ ...state, page });
    countRef.current?.focus();
  };
  // The reopen parameter is a one-time instruction (coming back from sign-in): drop it from the URL.
  const dropReopenParam = useEffectEvent(() => {
    if (searchParams.has(QUICK_VIEW_PARAM)) window.history.replaceState(null, "", hrefFor(state));
  });
  useEffect(() => dropReopenParam(), []);

  const data = list.data;
  let results;
  if (list.isError) {
    results = <BrowseError message={errorText(list.error, t("errorFallback"))} onRetry={() => void list.refetch()} />;
  } else if (!data) results = <BrowseSkeleton view={state.view} />;
  else if (data.total === 0) results = <BrowseEmpty onClear={clear} />;
  else if (data.creators.length === 0) results = <BrowsePastEnd pageCount={data.pageCount} onLastPage={() => toPage(data.pageCount)} />;
  else {
    results = (
      <BrowseCards
        creators={data.creators}
        view={state.view}
        onOpen={(creator) => openQuickView(creator.id)}
        quickViewHref={quickViewHref}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <BrowseFilters
        state={state}
        filtered={hasFilters(state)}
        hrefFor={hrefFor}
        onChange={update}
        onSearch={(search) => update({ search })}
        onClear={clear}
      />
      <section aria-labelledby="browse-count" aria-busy={list.isFetching} className="flex flex-col gap-4">
        <h2
          id="browse-count"
          ref={countRef}
          tabIndex={-1}
          aria-live="polite"
          className={cn("scroll-mt-24 text-sm font-medium text-muted-foreground outline-none", list.isError && "sr-only")}
        >
          {list.isError
            ? t("errorTitle")
            : !data
              ? t("loading")
              : data.totalCapped
                ? t("resultCountSearchCapped", { total: data.total, search: state.search })
                : state.search
                  ? t("resultCountSearch", { total: data.total, search: state.search })
                  : t("resultCount", { total: data.total })}
        </h2>
        <div className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}>{results}</div>
      </section>
      {data && data.creators.length > 0 ? (
        <BrowsePagination
          page={state.page}
          pageCount={data.pageCount}
          hrefFor={(page) => hrefFor({ ...state, page })}
          onPage={toPage}
        />
      ) : null}
      {quickViewUsed ? <CreatorQuickView creatorId={openId} onClose={() => setOpenId(null)} reopenHref={quickViewHref} /> : null}
    </div>
  );
}
