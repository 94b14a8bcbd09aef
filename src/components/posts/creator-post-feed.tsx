"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/trpc/react";
import { PostCard } from "./post-card";
import { useVisible } from "@/components/ui/use-visible";

/** The infinite scroll asks for the next page when its marker is 10% visible (spec §9). */
const SCROLL_THRESHOLD = 0.1;

/**
 * A creator's posts on their page (screen 9): 3 first, then 6 at a time as the reader scrolls,
 * locked posts as blurred previews, each with its engagement bar.
 */
export function CreatorPostFeed({ creatorId, signedIn }: { creatorId: string; signedIn: boolean }) {
  const t = useTranslations("posts.creatorFeed");
  const query = api.posts.byCreator.useInfiniteQuery(
    { creatorId },
    { getNextPageParam: (last, pages) => (last.hasMore ? pages.reduce((n, page) => n + page.posts.length, 0) : undefined) },
  );
  const marker = useVisible<HTMLDivElement>(() => {
    if (query.hasNextPage && !query.isFetchingNextPage && !query.isError) void query.fetchNextPage();
  }, SCROLL_THRESHOLD);
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];

  return (
    <section aria-labelledby="posts-heading" aria-busy={query.isFetching} className="flex flex-col gap-4">
      <h2 id="posts-heading" className="text-xl font-semibold">
        {t("heading")}
      </h2>
      {query.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <span className="sr-only">{t("loading")}</span>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-64 w-full" />
          ))}
        </div>
      ) : posts.length === 0 && !query.isError ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="grid items-stretch gap-4 sm:grid-cols-2">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} signedIn={signedIn} layout="grid" showCreator={false} />
            </li>
          ))}
        </ul>
      )}
      {query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-4 text-sm">
          {t("error")}
          <Button size="sm" variant="outline" onClick={() => void (query.data ? query.fetchNextPage() : query.refetch())}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : null}
      {query.isFetchingNextPage ? <Skeleton className="h-24 w-full" /> : null}
      {!query.isPending && !query.hasNextPage && posts.length > 0 ? (
        <p className="text-center text-sm text-muted-foreground">{t("end")}</p>
      ) : null}
      <div ref={marker} aria-hidden className="h-px" />
    </section>
  );
}
