import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BrowseView } from "@/components/browse/browse-view";
import { listInput, parseBrowseState } from "@/components/browse/browse-state";
import { ClientMessages } from "@/i18n/client-messages";
import { pageSearchParams } from "@/lib/page-search-params";
import { HydrateClient, trpc } from "@/trpc/server";

export async function generateMetadata({ params }: PageProps<"/[locale]/browse">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "browse" });
  return { title: t("metaTitle") };
}

/** Browse creators: the first page is read on the server from the URL and hydrated; the client takes over from there. */
export default async function BrowsePage({ params, searchParams }: PageProps<"/[locale]/browse">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("browse");
  const input = listInput(parseBrowseState(pageSearchParams(await searchParams)));

  // A failed read is not handed over: the client asks again and shows the error state with Try again.
  await trpc.creators.list.prefetch(input);

  return (
    <ClientMessages namespaces={["browse", "categories", "creatorCard", "booking.occasions", "clip", "creatorContent", "quickView", "validation.invalid"]}>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:py-10">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
          <p className="text-muted-foreground">{t("subtitle")}</p>
        </header>
        <HydrateClient>
          <BrowseView />
        </HydrateClient>
      </div>
    </ClientMessages>
  );
}
