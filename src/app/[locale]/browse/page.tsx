import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { type BrowseInitial, BrowseView } from "@/components/browse/browse-view";
import { listInput, parseBrowseState } from "@/components/browse/browse-state";
import { serverApi } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata({ params }: PageProps<"/[locale]/browse">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "browse" });
  return { title: t("metaTitle") };
}

/** Browse creators: the first page is read on the server from the URL; the client takes over from there. */
export default async function BrowsePage({ params, searchParams }: PageProps<"/[locale]/browse">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("browse");
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query.set(key, first);
  }
  const input = listInput(parseBrowseState(query));

  let initial: BrowseInitial | null = null;
  try {
    const api = await serverApi();
    initial = { key: JSON.stringify(input), data: await api.creators.list(input) };
  } catch (error) {
    // The client asks again and shows the error state with Try again if it still fails.
    console.error("browse: first page failed", error);
  }

  return (
    <ClientMessages namespaces={["booking", "browse", "categories", "creatorCard", "quickView", "subscriptions"]}>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:py-10">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
          <p className="text-muted-foreground">{t("subtitle")}</p>
        </header>
        <BrowseView initial={initial} />
      </div>
    </ClientMessages>
  );
}
