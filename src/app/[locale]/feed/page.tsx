import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { feedInput, parseFeedState } from "@/components/feed/feed-state";
import { FeedView } from "@/components/feed/feed-view";
import { getActor } from "@/server/auth/session";
import { ClientMessages } from "@/i18n/client-messages";
import { pageSearchParams } from "@/lib/page-search-params";
import { HydrateClient, trpc } from "@/trpc/server";

export async function generateMetadata({ params }: PageProps<"/[locale]/feed">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "feed" });
  return { title: t("title") };
}

/**
 * The content feed (screen 11): open to everyone; guests get previews and a Sign In prompt. The first page of the tab
 * and search in the URL is read on the server and hydrated, so the posts arrive with the page; the client takes over
 * from there.
 */
export default async function FeedPage({ params, searchParams }: PageProps<"/[locale]/feed">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, actor] = await Promise.all([getTranslations("feed"), getActor()]);
  // A failed read is not handed over: the client asks again and shows the error state with Try again.
  await trpc.posts.feed.prefetchInfinite(feedInput(parseFeedState(pageSearchParams(await searchParams)), actor !== null));
  return (
    <ClientMessages namespaces={["feed", "moderation", "posts", "validation.invalid"]}>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
          <p className="text-muted-foreground">{t("intro")}</p>
        </header>
        <HydrateClient>
          <FeedView signedIn={actor !== null} />
        </HydrateClient>
      </div>
    </ClientMessages>
  );
}
