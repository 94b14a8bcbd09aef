"use client";

import { LayoutGrid, Rows3, Search, X } from "lucide-react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { StateLink } from "@/components/navigation/state-link";
import { useUrlState } from "@/components/navigation/use-url-state";
import { PostCard, showsMedia } from "@/components/posts/post-card";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ScriptButton, useScriptWait } from "@/components/ui/script-button";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/i18n/navigation";
import { FEED_SEARCH_MAX } from "@/lib/post-limits";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";
import { DEFAULT_FEED_STATE, FEED_LAYOUTS, FEED_TABS, feedInput, feedQuery, parseFeedState } from "./feed-state";

const LAYOUT_ICONS = { grid: LayoutGrid, vertical: Rows3 } as const;

/**
 * The content feed (screen 11): type tabs, grid or list, search, Load More by 10. The tab, search, layout and
 * open-only filter live in the URL (feed-state.ts): tabs and layouts are links and the search a GET form, so they work
 * before the page's scripts have run, and back, reload and shared links keep them. Changing the tab, the search, the
 * sign-in state or the locked-content filter starts again from the first page.
 */
export function FeedView({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations("feed");
  const pathname = usePathname();
  const searchId = useId();
  const scriptWait = useScriptWait();
  const { state, hrefFor, go } = useUrlState(parseFeedState, feedQuery);
  const { tab, layout, search, onlyOpen } = state;
  const [draft, setDraft] = useState(search);
  // Back and forward bring another search: the box shows it.
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setDraft(search);
  }
  // What the search form sends besides the search when it submits before the page's scripts have run.
  const kept = [...new URLSearchParams(feedQuery({ ...state, search: "" }))];

  const query = api.posts.feed.useInfiniteQuery(
    feedInput(state, signedIn),
    { getNextPageParam: (last, pages) => (last.hasMore ? pages.reduce((n, page) => n + page.posts.length, 0) : undefined) },
  );
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];
  const leadPicture = posts.findIndex(showsMedia);

  return (
    <div className="flex flex-col gap-5">
      {!signedIn ? (
        <div role="note" className="flex flex-wrap items-center gap-3 rounded-lg bg-secondary p-4 text-sm">
          <span className="flex-1">{t("guestPrompt")}</span>
          <Link href={{ pathname: "/login", query: { returnTo: pathname } }} className={buttonVariants({ size: "sm" })}>
            {t("signIn")}
          </Link>
        </div>
      ) : null}

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div role="group" aria-label={t("tabsLabel")} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
          {FEED_TABS.map((id) => (
            <StateLink
              key={id}
              href={hrefFor({ ...state, tab: id })}
              onNavigate={() => go({ ...state, tab: id })}
              aria-current={tab === id ? "true" : undefined}
              className={buttonVariants({ size: "sm", variant: tab === id ? "default" : "outline" })}
            >
              {t(`tabs.${id}`)}
            </StateLink>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <form
            role="search"
            action={hrefFor(DEFAULT_FEED_STATE)}
            className="flex min-w-0 flex-1 items-center gap-1"
            onSubmit={(event) => {
              event.preventDefault();
              go({ ...state, search: draft.trim() });
            }}
          >
            {kept.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <label htmlFor={searchId} className="sr-only">
              {t("search.label")}
            </label>
            <Input
              id={searchId}
              name="search"
              type="search"
              value={draft}
              maxLength={FEED_SEARCH_MAX}
              placeholder={t("search.placeholder")}
              onChange={(event) => setDraft(event.target.value)}
              className="h-8 min-w-0 sm:w-64"
            />
            {search ? (
              <StateLink
                href={hrefFor({ ...state, search: "" })}
                onNavigate={() => go({ ...state, search: "" })}
                aria-label={t("search.clear")}
                className={cn(buttonVariants({ size: "icon", variant: "ghost" }), "size-8")}
              >
                <X aria-hidden />
              </StateLink>
            ) : null}
            <Button type="submit" size="icon" variant="outline" className="size-8" aria-label={t("search.submit")}>
              <Search aria-hidden />
            </Button>
          </form>
          <div role="group" aria-label={t("layout.label")} className="flex gap-1">
            {FEED_LAYOUTS.map((id) => {
              const Icon = LAYOUT_ICONS[id];
              return (
                <StateLink
                  key={id}
                  href={hrefFor({ ...state, layout: id })}
                  onNavigate={() => go({ ...state, layout: id })}
                  aria-current={layout === id ? "true" : undefined}
                  aria-label={t(`layout.${id}`)}
                  className={cn(buttonVariants({ size: "icon", variant: layout === id ? "secondary" : "ghost" }), "size-8")}
                >
                  <Icon aria-hidden />
                </StateLink>
              );
            })}
          </div>
        </div>
      </div>
      {signedIn ? (
        <label className="flex items-center gap-2 self-start text-sm">
          <input
            type="checkbox"
            checked={onlyOpen}
            {...scriptWait}
            onChange={(event) => go({ ...state, onlyOpen: event.target.checked })}
            className="size-4 accent-primary"
          />
          {t("onlyOpen")}
        </label>
      ) : null}

      <section aria-label={t(`tabs.${tab}`)} aria-busy={query.isFetching} className="flex flex-col gap-4">
        {query.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only" role="status">
              {t("loading")}
            </span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-72 w-full" />
            ))}
          </div>
        ) : query.isError && posts.length === 0 ? (
          <FeedMessage title={t("errorTitle")} body={t("errorBody")} alert>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t("tryAgain")}
            </Button>
          </FeedMessage>
        ) : posts.length === 0 ? (
          tab === "live" ? (
            <FeedMessage title={t("liveTitle")} body={t("liveBody")} />
          ) : (
            <FeedMessage title={t("emptyTitle")} body={t("emptyBody")} />
          )
        ) : (
          <ul className={cn("grid items-stretch gap-4", layout === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : "mx-auto w-full max-w-2xl")}>
            {posts.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} signedIn={signedIn} layout={layout} priority={index === leadPicture} />
              </li>
            ))}
          </ul>
        )}
        {posts.length > 0 && query.isError ? (
          <FeedMessage title={t("errorTitle")} body={t("errorBody")} alert>
            <Button variant="outline" onClick={() => void query.fetchNextPage()}>
              {t("tryAgain")}
            </Button>
          </FeedMessage>
        ) : null}
        {posts.length > 0 && query.hasNextPage && !query.isError ? (
          <ScriptButton
            variant="outline"
            className="self-center"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
          </ScriptButton>
        ) : null}
        {posts.length > 0 && !query.hasNextPage && !query.isError ? (
          <p className="text-center text-sm text-muted-foreground">{t("end")}</p>
        ) : null}
      </section>
    </div>
  );
}

function FeedMessage({ title, body, alert, children }: { title: string; body: string; alert?: boolean; children?: React.ReactNode }) {
  return (
    <div
      role={alert ? "alert" : undefined}
      className={cn(
        "flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center",
        alert && "border-destructive/40",
      )}
    >
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{body}</p>
      {children}
    </div>
  );
}
